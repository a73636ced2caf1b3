import Foundation
import TestHTTPServer
import Testing

/// Period returns, holdings and the base currency, end to end: the binary against the local
/// test server, read back from the CSV and Markdown files.
@Suite(.serialized) final class BinaryHoldingsTests: ServedFolder {

    init() throws {
        try super.init(
            "holdings-e2e",
            watchlist:
                #"{"stocks": [{"symbol": "AAPL", "quantity": 10, "cost": 200}, {"symbol": "VOD.L", "quantity": 1000, "cost": 70},"#
                + #" {"symbol": "7203.T", "quantity": 100}, "SAP.DE"],"#
                + #" "coins": [{"id": "bitcoin", "quantity": 0.5, "cost": 50000}],"#
                + #" "taiwan": [{"code": "2330", "quantity": 1000, "cost": 900}, "6488"], "currency": "EUR"}"#
        )
    }

    func report(_ extra: [String] = []) throws -> RunResult {
        try BinaryRunner.run(
            ["report", "--date", "2026-12-01", "--output", "out", "--quiet"] + extra, in: folder.url,
            environment: environment())
    }

    /// The CSV rows of `file` by their first column, each a dictionary of column name to field.
    func csv(_ file: String) throws -> [String: [String: String]] {
        let lines = try folder.read("out/\(file)").components(separatedBy: "\r\n").filter { !$0.isEmpty }
        let header = lines[0].replacingOccurrences(of: "\u{FEFF}", with: "").split(
            separator: ",", omittingEmptySubsequences: false
        ).map(String.init)
        var rows: [String: [String: String]] = [:]
        for line in lines.dropFirst() {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            rows[fields[0]] = Dictionary(uniqueKeysWithValues: zip(header, fields))
        }
        return rows
    }

    static func number(_ text: String?) -> Double? { text.flatMap(Double.init) }

    /// The watchlist's "currency" is the base; each holding's value is converted with the rate
    /// quoted in the same run, pence are pounds first, and the total is whole.
    @Test func holdingsInTheWatchlistsBaseCurrency() throws {
        let result = try report()
        #expect(result.status == 0, "\(result.stderr)")
        let stocks = try csv("stocks.csv")
        let apple = try #require(stocks["AAPL"])
        #expect(apple["base_currency"] == "EUR")
        #expect(Self.number(apple["value"]) == 2314.2)  // 10 x 231.42
        #expect(abs(Self.number(apple["gain"])! - 314.2) < 1e-9)
        #expect(abs(Self.number(apple["gain_percent"])! - 15.71) < 1e-9)
        #expect(abs(Self.number(apple["value_base"])! - 2314.2 / 1.08) < 1e-6)
        let vodafone = try #require(stocks["VOD.L"])
        let pence = try #require(Self.number(vodafone["price"]))
        #expect(abs(Self.number(vodafone["value"])! - pence * 1000 / 100) < 1e-9)  // in pounds
        #expect(abs(Self.number(vodafone["value_base"])! - pence * 10 * 1.27 / 1.08) < 1e-6)
        let toyota = try #require(stocks["7203.T"])
        #expect(toyota["gain"] == "" && toyota["gain_percent"] == "")  // no cost
        #expect(stocks["SAP.DE"]?["value"] == "")  // no quantity
        let taiwan = try csv("taiwan.csv")
        #expect(abs(Self.number(taiwan["2330"]?["value_base"])! - 1_045_000 * 0.031 / 1.08) < 1e-6)
        let weights = try [
            stocks["AAPL"], stocks["VOD.L"], stocks["7203.T"], taiwan["2330"], csv("coins.csv")["bitcoin"],
        ]
        .map { try #require(Self.number($0?["weight"])) }
        #expect(abs(weights.reduce(0, +) - 100) < 1e-9)
        let markdown = try folder.read("out/report.md")
        #expect(markdown.contains("### Holdings in EUR"))
        #expect(markdown.contains("- GBP/EUR "))
        #expect(markdown.contains("Gain over 4 of 5 holdings in the total, those with a cost."))
        #expect(!markdown.contains("Partial total"))
    }

    /// A missing rate never counts as zero: without CHF rates every other currency is left out,
    /// the holding's `value_base` is empty and the total names what is missing.
    @Test func aMissingRateMakesThePartialTotalSayWhat() throws {
        let result = try report(["--currency", "chf"])
        #expect(result.status == 0, "\(result.stderr)")
        let stocks = try csv("stocks.csv")
        #expect(stocks["AAPL"]?["base_currency"] == "CHF")
        #expect(stocks["AAPL"]?["value_base"] == "")
        #expect(stocks["AAPL"]?["value"] == "2314.2")
        let markdown = try folder.read("out/report.md")
        #expect(
            markdown.contains(
                "**Partial total: no GBP/CHF, JPY/CHF, TWD/CHF, USD/CHF rate, those holdings are left out.**")
        )
    }

    @Test func aBadCurrencyIsAUsageError() throws {
        let result = try report(["--currency", "dollars"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--currency"))
    }

    /// Stocks and listed (`CODE.TW`) and OTC (`CODE.TWO`) Taiwan stocks get returns from daily
    /// closes (the server's bars are one a day, the last the price); coins from CoinGecko's changes.
    @Test func periodReturnsFromDailyClosesAndCoinGecko() throws {
        let result = try report()
        #expect(result.status == 0, "\(result.stderr)")
        let closes = YahooFixtures.closes(try #require(YahooFixtures.stock("6488.TWO"))).compactMap { $0 }
        let week = (closes[closes.count - 1] - closes[closes.count - 8]) / closes[closes.count - 8] * 100
        let taiwan = try csv("taiwan.csv")
        #expect(abs(Self.number(taiwan["6488"]?["return_1w"])! - week) < 1e-9)
        #expect(taiwan["2330"]?["return_1y"] != "")
        let sparked = server.requests.filter { $0.path.hasSuffix("/spark") }.compactMap {
            $0.query["symbols"]
        }
        #expect(sparked.contains("2330.TW,6488.TWO"))
        let stocks = try csv("stocks.csv")
        #expect(stocks["AAPL"]?["return_ytd"] != "")
        #expect(stocks["AAPL"]?["return_3m"] != "")
        let bitcoin = try #require(csv("coins.csv")["bitcoin"])
        #expect(bitcoin["return_3m"] == "" && bitcoin["return_ytd"] == "")
        let day = try #require(Self.number(bitcoin["change_percent_24h"]))
        #expect(abs(Self.number(bitcoin["return_1w"])! - day * 2) < 1e-9)
        #expect(abs(Self.number(bitcoin["return_1y"])! - day * 20) < 1e-9)
    }
}
