import Foundation
import Testing

@testable import MarketReport

/// report.md gives each asset a block with the statistics of its HTML card: the same groups and
/// titles, in the same order, one block per asset in watchlist order.
@Suite struct MarkdownBlockTests {
    static func rendered() throws -> (markdown: String, html: String) {
        let model = try ReportModelBuilderTests().build()
        let files = try ReportTemplates().render(model, formats: [.html, .md], strict: true)
        func text(_ name: String) -> String {
            String(decoding: files.first { $0.name == name }?.contents ?? [], as: UTF8.self)
        }
        return (text("report.md"), text("index.html"))
    }

    /// The text from `start` to the next occurrence of `end` after it.
    static func slice(_ text: String, from start: String, to end: String) -> Substring? {
        guard let lower = text.range(of: start) else { return nil }
        let upper = text.range(of: end, range: lower.upperBound..<text.endIndex)?.lowerBound ?? text.endIndex
        return text[lower.lowerBound..<upper]
    }

    /// Group headings and statistic titles of a Markdown block, in order.
    static func markdownTitles(_ block: Substring) -> [String] {
        block.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| ---") }.map {
            String($0.dropFirst(2).prefix { $0 != "|" }.dropLast())
        }
    }

    /// Group headings and statistic titles of an HTML card, in order.
    static func htmlTitles(_ card: Substring) -> [String] {
        let pattern = /<h4>([^<]*)<\/h4>|<dt>([^<]*)<\/dt>/
        return card.matches(of: pattern).map { String($0.output.1 ?? $0.output.2 ?? "") }
    }

    @Test(arguments: [
        ("### Apple Inc. (AAPL)", #"id="stock-aapl""#),
        ("### Vodafone (VOD.L)", #"id="stock-vod-l""#),
        ("### Bitcoin (BTC)", #"id="coin-bitcoin""#),
        ("### 台積電 (2330)", #"id="taiwan-2330""#),
    ])
    func eachBlockHasItsCardsGroupsAndTitles(heading: String, card: String) throws {
        let (markdown, html) = try Self.rendered()
        let block = try #require(Self.slice(markdown, from: heading, to: "\n#"))
        let article = try #require(Self.slice(html, from: card, to: "</article>"))
        let titles = Self.markdownTitles(block)
        #expect(titles.first == "Overview")
        #expect(titles.contains("Details"))
        #expect(titles == Self.htmlTitles(article))
    }

    @Test func theBlockHoldsTheHoldingTheNoteAndTheGap() throws {
        let markdown = try Self.rendered().markdown
        let apple = try #require(Self.slice(markdown, from: "### Apple Inc. (AAPL)", to: "\n#"))
        #expect(apple.contains("| Holding | |\n| --- | ---: |\n| Quantity | 10 |\n"))
        #expect(apple.contains("| Gain | \\+$500.00 (▲ +25.00%) |\n"))
        #expect(apple.hasSuffix("\n\nNote: core\n"))
        let vodafone = try #require(Self.slice(markdown, from: "### Vodafone (VOD.L)", to: "\n#"))
        #expect(!vodafone.contains("Holding"))
        #expect(vodafone.hasSuffix("\n\nGap: sparkline: timeout\n"))
        // Six asset blocks, and the summary's holdings.
        #expect(markdown.components(separatedBy: "\n### ").count - 1 == 7)
    }

    /// Past ``ReportViewModel/allCardsLimit`` assets, report.md gives a block to the assets the
    /// dashboard gives a card (holdings, movers, notes, gaps) and says so; its tables and
    /// report.json keep every asset, and `--all-cards` gives every asset its block.
    @Test func pastTheLimitOnlyTheDashboardsCardedAssetsHaveABlock() throws {
        let model = try DashboardPageTests().largeModel(count: ReportViewModel.allCardsLimit)
        func markdown(allCards: Bool) throws -> String {
            let files = try ReportTemplates().render(model, formats: [.md], strict: true, allCards: allCards)
            return String(
                decoding: try #require(files.first { $0.name == "report.md" }).contents, as: UTF8.self)
        }
        let light = try markdown(allCards: false)
        let headings = light.split(separator: "\n").filter {
            $0.hasPrefix("### ") && !$0.hasPrefix("### Holdings")
        }
        #expect(
            headings == [
                "### Stock 5 (S5)", "### Stock 7 (S7)", "### Stock 10 (S10)", "### Stock 20 (S20)",
                "### GONE (GONE)",
            ])
        #expect(
            light.contains("\nDetails for 5 of \(model.allAssets.count): holdings, movers, notes and gaps."))
        // Every asset keeps its table row.
        #expect(light.matches(of: /\n\| S\d+ \| Stock \d+ \|/).count == model.allAssets.count - 1)
        let full = try markdown(allCards: true)
        // A block for every asset, and the summary's holdings.
        #expect(full.components(separatedBy: "\n### ").count - 1 == model.allAssets.count + 1)
        #expect(!full.contains("Details for"))
    }
}
