import Foundation
import MarketData
import Testing

@testable import MarketReport

/// `--group-by`: table rows gathered by group or class, each part closed by its subtotal.
@Suite struct ReportGroupingTests {
    /// Three stocks at $100: two in a hostile group (one held, one without a quantity), one held
    /// without a group.
    static func model() throws -> ReportModel {
        var quotes: [String: StockQuote] = [:]
        for symbol in ["AAA", "BBB", "CCC"] {
            var quote = StockQuote(symbol: symbol)
            quote.longName = symbol.lowercased()
            quote.currency = "USD"
            quote.price = 100
            quote.change = 2
            quote.changePercent = 2.04
            quotes[symbol] = quote
        }
        let json = #"""
            {"stocks": [
              {"symbol": "CCC", "quantity": 1},
              {"symbol": "AAA", "quantity": 3, "cost": 50, "group": "<b>|x\u202E"},
              {"symbol": "BBB", "group": "<b>|x\u202E"}
            ]}
            """#
        let watchlist = try Watchlist(json: Data(json.utf8), file: "watchlist.json")
        let snapshot = MarketSnapshot(quotes: quotes, fetchedAt: Date(timeIntervalSince1970: 0))
        return ReportModelBuilder(snapshot: snapshot, timeZone: TimeZone(identifier: "UTC")!)
            .build(watchlist, date: "2026-12-01")
    }

    static func render(_ grouping: ReportGrouping?) throws -> [String: String] {
        let files = try ReportTemplates().render(
            model(), formats: [.html, .md], grouping: grouping, strict: true)
        return Dictionary(
            uniqueKeysWithValues: files.map { ($0.name, String(decoding: $0.contents, as: UTF8.self)) })
    }

    @Test func groupsComeInWatchlistOrderWithSubtotals() throws {
        let markdown = try #require(Self.render(.group)["report.md"])
        let heading = try #require(markdown.range(of: "| **Group: &lt;b>\\|x** |"))
        let noGroup = try #require(markdown.range(of: "| **No group** |"))
        #expect(heading.lowerBound < noGroup.lowerBound)
        // The group: 2 assets, only AAA held: 3 x $100, up 3 x $2 today, gain 3 x $50.
        #expect(
            markdown.contains(
                "| **Subtotal: 2 assets** | **Value (USD) $300.00; Day Change \\+$6.00 (▲ +2.04%); Gain \\+$150.00 (▲ +100.00%)** |"
            ))
        #expect(
            markdown.contains(
                "| **Subtotal: 1 asset** | **Value (USD) $100.00; Day Change \\+$2.00 (▲ +2.04%)** |"))
        #expect(!markdown.contains("\u{202E}"))
    }

    @Test func htmlEscapesTheGroupAndMarksTheRows() throws {
        let html = try #require(Self.render(.group)["index.html"])
        #expect(html.contains(#"<th scope="rowgroup" colspan="#))
        #expect(html.contains("Group: &lt;b&gt;|x</th>"))
        #expect(!html.contains("<b>|x"))
        #expect(html.contains(#"<tr class="subtotal"><th scope="row""#))
    }

    @Test func classGroupingAddsOneSubtotalPerTable() throws {
        let markdown = try #require(Self.render(.assetClass)["report.md"])
        #expect(!markdown.contains("**Group:"))
        #expect(markdown.contains("| **Subtotal: 3 assets** | **Value (USD) $400.00;"))
    }

    @Test func withoutGroupingNothingChanges() throws {
        let files = try Self.render(nil)
        #expect(!(files["report.md"] ?? "").contains("Subtotal"))
        #expect(!(files["index.html"] ?? "").contains(#"class="subtotal""#))
    }
}
