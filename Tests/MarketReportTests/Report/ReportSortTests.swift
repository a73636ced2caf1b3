import Foundation
import MarketData
import Testing

@testable import MarketReport

/// `--sort`: the order of a section's table rows, ties and unknowns in watchlist order.
@Suite struct ReportSortTests {
    /// Stocks named, priced in `currency`, changed and held as given, in this watchlist order.
    static func stocks(_ rows: [(symbol: String, name: String, change: Double?, quantity: Double?)]) throws
        -> [AssetReport]
    {
        var quotes: [String: StockQuote] = [:]
        var entries: [String] = []
        for row in rows {
            var quote = StockQuote(symbol: row.symbol)
            quote.longName = row.name
            quote.currency = row.symbol.hasSuffix(".L") ? "GBp" : "USD"
            quote.price = 100
            quote.changePercent = row.change
            quotes[row.symbol] = quote
            entries.append(
                row.quantity.map { #"{"symbol": "\#(row.symbol)", "quantity": \#($0)}"# }
                    ?? #""\#(row.symbol)""#)
        }
        let watchlist = try Watchlist(
            json: Data(#"{"stocks": [\#(entries.joined(separator: ", "))]}"#.utf8), file: "watchlist.json")
        // Values sort in the base currency: 300 x 100p = £300 is $375 at this rate.
        let snapshot = MarketSnapshot(
            quotes: quotes, exchangeRates: ["GBP": ExchangeRate(from: "GBP", to: "USD", rate: 1.25)],
            fetchedAt: Date(timeIntervalSince1970: 0))
        return ReportModelBuilder(snapshot: snapshot, timeZone: TimeZone(identifier: "UTC")!)
            .build(watchlist, date: "2026-12-01").stocks
    }

    static func assets() throws -> [AssetReport] {
        try stocks([
            ("BBB", "beta", 1.5, nil),
            ("AAA", "Alpha", nil, 2),
            ("VOD.L", "vodafone", -3, 300),
            ("CCC", "alpha", 1.5, 4),
            ("DDD", "Delta", 4, nil),
        ])
    }

    @Test(arguments: [
        (ReportSort.watchlist, ["BBB", "AAA", "VOD.L", "CCC", "DDD"]),
        // Largest change first, equal changes in watchlist order, the unknown change last.
        (.change, ["DDD", "BBB", "CCC", "VOD.L", "AAA"]),
        // Names ignore case; equal names go by ticker.
        (.name, ["AAA", "CCC", "BBB", "DDD", "VOD.L"]),
        // 300 x 100p is £300 (not 30,000), after 4 x $100 and before 2 x $100; assets not held last.
        (.value, ["CCC", "VOD.L", "AAA", "BBB", "DDD"]),
    ])
    func ordersTheRows(sort: ReportSort, symbols: [String]) throws {
        let assets = try Self.assets()
        #expect(sort.order(assets).map { assets[$0].symbol } == symbols)
    }

    @Test func theTablesFollowTheSortAndTheBlocksAndCSVKeepWatchlistOrder() throws {
        var model = try ReportModelBuilderTests().build()
        model.stocks = try Self.assets()
        let files = try ReportTemplates().render(
            model, formats: Set(ReportFormat.allCases), sort: .change, strict: true)
        func text(_ name: String) -> String {
            String(decoding: files.first { $0.name == name }?.contents ?? [], as: UTF8.self)
        }
        func order(_ text: String, of markers: [String]) -> [String] {
            markers.sorted {
                (text.range(of: $0)?.lowerBound ?? text.endIndex)
                    < (text.range(of: $1)?.lowerBound ?? text.endIndex)
            }
        }
        let markdown = text("report.md")
        #expect(
            order(markdown, of: ["| AAA |", "| BBB |", "| CCC |", "| DDD |", "| VOD.L |"])
                == ["| DDD |", "| BBB |", "| CCC |", "| VOD.L |", "| AAA |"])
        // Each row has its own asset's cells, which the dashboard's table made first.
        for (symbol, cells) in [
            ("DDD", "| $100.00 | ▲ +4.00% |"), ("BBB", "| $100.00 | ▲ +1.50% |"),
            ("VOD.L", "| 100.00p | ▼ -3.00% |"),
        ] {
            let row = markdown.split(separator: "\n").first { $0.hasPrefix("| \(symbol) |") } ?? ""
            #expect(row.contains(cells), "\(row)")
        }
        // One block per asset, in watchlist order whatever the sort, so report.md diffs cleanly.
        #expect(
            order(markdown, of: ["### Alpha", "### beta", "### alpha", "### Delta", "### vodafone"])
                == ["### beta", "### Alpha", "### vodafone", "### alpha", "### Delta"])
        let html = text("index.html")
        #expect(
            order(
                html,
                of: [
                    "#stock-aaa\">AAA</a><span", "#stock-bbb\">BBB</a><span", "#stock-ccc\">CCC</a><span",
                    "#stock-ddd\">DDD</a><span", "#stock-vod-l\">VOD.L</a><span",
                ])
                == [
                    "#stock-ddd\">DDD</a><span", "#stock-bbb\">BBB</a><span", "#stock-ccc\">CCC</a><span",
                    "#stock-vod-l\">VOD.L</a><span", "#stock-aaa\">AAA</a><span",
                ])
        let csv = text("stocks.csv")
        #expect(
            order(csv, of: ["\r\nAAA,", "\r\nBBB,", "\r\nCCC,", "\r\nDDD,", "\r\nVOD.L,"])
                == ["\r\nBBB,", "\r\nAAA,", "\r\nVOD.L,", "\r\nCCC,", "\r\nDDD,"])
    }
}
