import Foundation
import Testing

/// `market-report quote` through the built binary, against the fake Yahoo Finance, CoinGecko,
/// TWSE and TPEx.
@Suite struct BinaryQuoteTests {
    private let run: ProviderRun

    init() throws {
        run = try ProviderRun("binary-quote")
    }

    /// The `--json` object of a symbol that is not found, indented as an array element.
    private static func notFound(_ symbol: String) -> String {
        let fields = ["name", "price", "currency", "change", "changePercent", "changeNote"].map {
            "    \"\($0)\": null,"
        }
        return
            (["  {", "    \"symbol\": \"\(symbol)\","] + fields + ["    \"status\": \"not found\"", "  }"])
            .joined(separator: "\n")
    }

    @Test func stocksAreAlignedColumns() throws {
        try run.expect(
            ["quote", "AAPL", "msft", "7203.T"],
            stdout: """
                AAPL      231.42  USD   +2.90 (+1.27%)  Apple Inc.
                MSFT      428.15  USD   -1.81 (-0.42%)  Microsoft Corporation
                7203.T  2,745.50  JPY  +30.41 (+1.12%)  Toyota Motor Corporation

                """)
    }

    @Test func coinsInUSD() throws {
        try run.expect(
            ["quote", "--coin", "bitcoin", "ethereum"],
            stdout: """
                bitcoin   96,214.00  USD  +1,732.97 (+1.83%)  Bitcoin
                ethereum   3,612.55  USD   -78.1581 (-2.12%)  Ethereum

                """)
    }

    /// Listed and OTC closes, an emerging-board average price, an untraded emerging company, and
    /// an ex-dividend note in place of the change.
    @Test func taiwanDailyClose() throws {
        try run.expect(
            ["quote", "--taiwan", "2330", "6488", "7796", "7812", "8069"],
            stdout: """
                2330  1,045.00  TWD     +25.00 (+2.45%)  台積電
                6488    392.50  TWD      +4.50 (+1.16%)  環球晶
                7796     89.35  TWD      +1.15 (+1.30%)  晨曦生技
                7812       n/a                  no data  雲嶺茶業
                8069    259.50  TWD  除息 (ex-dividend)  元太

                """)
    }

    @Test func jsonForScripts() throws {
        try run.expect(
            ["quote", "AAPL", "NOPE", "--json"],
            stdout: """
                [
                  {
                    "symbol": "AAPL",
                    "name": "Apple Inc.",
                    "price": 231.42,
                    "currency": "USD",
                    "change": 2.9,
                    "changePercent": 1.27,
                    "changeNote": null,
                    "status": "ok"
                  },

                """ + Self.notFound("NOPE") + "\n]\n",
            stderr:
                "warning: NOPE not found, check the stock symbol or look it up with 'market-report search NOPE'\n"
        )
    }

    @Test func unknownSymbolIsAWarningWhenOthersAreFound() throws {
        try run.expect(
            ["quote", "NOPE", "AAPL"],
            stdout: "AAPL  231.42  USD  +2.90 (+1.27%)  Apple Inc.\n",
            stderr:
                "warning: NOPE not found, check the stock symbol or look it up with 'market-report search NOPE'\n"
        )
    }

    @Test func nothingFoundExits1() throws {
        try run.expect(
            ["quote", "NOPE"], status: 1, stdout: "",
            stderr:
                "error: no quote found for NOPE, check the stock symbol or look it up with 'market-report search NOPE'\n"
        )
        try run.expect(
            ["quote", "--taiwan", "9999"], status: 1, stdout: "",
            stderr:
                "error: no quote found for 9999, check the Taiwan company code or look it up with "
                + "'market-report search --taiwan 9999'\n")
        try run.expect(
            ["quote", "--coin", "nocoin", "--json"], status: 1,
            stdout: "[\n" + Self.notFound("nocoin") + "\n]\n",
            stderr:
                "error: no quote found for nocoin, check the coin id or use the coin's CoinGecko id, "
                + "as in its coingecko.com address\n")
    }

    @Test func serverDownExits1() throws {
        try run.expect(
            ["quote", "AAPL", "MSFT"], status: 1, stdout: "",
            stderr:
                "error: could not fetch quotes (unreachable: connection refused), check the network connection "
                + "and try again\n",
            environment: run.unreachableEnvironment)
    }

    @Test func badTaiwanCodeIsAUsageError() throws {
        let result = try run.run(["quote", "--taiwan", "12"])
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("error: bad SYMBOL: \"12\" is not a Taiwan company code"))
    }
}
