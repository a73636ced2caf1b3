import Foundation
import MarketData
import Testing

@testable import MarketReport

@Suite struct AllocationTests {
    static func held(_ id: String, _ kind: AssetKind, _ currency: String, _ group: String?, _ value: Double)
        -> HeldAsset
    {
        HeldAsset(
            kind: kind, id: id, currency: currency, group: group, valueBase: value, price: 1,
            returns: PeriodReturns(), history: nil)
    }

    /// Three thirds: each rounds to 33.3 %, shown adding up to 99.9 %.
    static let thirds = [
        held("A", .stock, "USD", "Tech", 100), held("B", .coin, "USD", nil, 100),
        held("C", .taiwan, "TWD", "Tech", 100),
    ]

    @Test func everyListSumsToTheWholeAndSaysWhatRoundingShows() {
        let allocation = Allocation(held: Self.thirds)
        for parts in [allocation.byClass, allocation.byCurrency, allocation.byGroup, allocation.top] {
            #expect(abs(parts.reduce(0) { $0 + $1.weight } - 100) < 1e-9)
            #expect(abs(parts.reduce(0) { $0 + $1.value } - 300) < 1e-9)
        }
        #expect(Allocation.shownSum(allocation.byClass) == 99.9)
        #expect(allocation.byClass.map(\.name) == ["stocks", "coins", "taiwan"])
        #expect(allocation.byCurrency.map(\.name) == ["USD", "TWD"])
        #expect(allocation.byGroup.map(\.name) == ["Tech", ""])
        #expect(allocation.hasGroups)
    }

    @Test func theTopTenAreTheLargestTiesInWatchlistOrder() {
        let held = (0..<12).map { Self.held("S\($0)", .stock, "USD", nil, Double($0 % 6)) }
        let top = Allocation(held: held).top
        #expect(top.count == 10)
        #expect(top.prefix(4).map(\.name) == ["S5", "S11", "S4", "S10"])
        #expect(!Allocation(held: held).hasGroups)
    }

    @Test func theReportShowsTheRoundingAndTheJSONTheRawWeights() throws {
        var model = ReportModel(
            date: "2026-12-01", fetchedAt: Date(timeIntervalSince1970: 0), timeZone: .gmt, stocks: [],
            coins: [], taiwan: [])
        model.performance = PortfolioPerformance(
            benchmarkSymbol: "^GSPC", benchmarkHistory: nil, held: Self.thirds)
        let markdown = try #require(try ReportTemplates().render(model, formats: [.md], strict: true).first)
        let text = String(decoding: markdown.contents, as: UTF8.self)
        #expect(text.contains("| Stocks | $100.00 | 33.3% |"))
        #expect(text.contains("Weights are rounded to 0.1%: those shown add up to 99.9%."))
        #expect(text.contains("| Tech | $200.00 | 66.7% |\n| No group | $100.00 | 33.3% |"))
        let json = try #require(ReportDocument(model: model, labels: .english).file)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.contents)) as? [String: Any])
        let allocation = try #require((object["summary"] as? [String: Any])?["allocation"] as? [String: Any])
        let byGroup = try #require(allocation["byGroup"] as? [[String: Any]])
        #expect(byGroup.count == 2 && byGroup[1]["name"] is NSNull)
        #expect((byGroup[0]["weight"] as? Double).map { abs($0 - 200.0 / 3) < 1e-9 } == true)
    }
}
