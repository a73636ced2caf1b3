import Foundation
import JSON
import Templating
import Testing

@testable import MarketReport

/// `Tests/Fixtures/templates/sample-view-model.json`, the example tree `Templates/README.md`
/// points to, is the view model of a small report with every kind of asset, gap and holding:
/// kept current by this test (set `MARKET_REPORT_UPDATE_GOLDEN=1` to rewrite it).
@Suite struct ViewModelExampleTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/templates/sample-view-model.json")

    /// The tree as JSON, lazily made lists made in full, object keys in their order.
    static func json(_ value: TemplateValue) -> JSONValue {
        switch value {
        case .null, .lambda: .null
        case .bool(let flag): .bool(flag)
        case .string(let text): .string(text)
        case .number(let number): JSONNumber(number).map(JSONValue.number) ?? .null
        case .list(let items): .array(items.map(json))
        case .lazyList(let list): .array(list.elements.map(json))
        case .object(let object):
            .object(
                JSONObject(
                    zip(object.keys, object.values).map { JSONObject.Member(key: $0, value: json($1)) }))
        }
    }

    @Test func theExampleTreeIsCurrent() throws {
        var model = try ReportModelBuilderTests().build()
        model.sincePrevious = ReportComparison(
            previous: PreviousReport(
                date: ReportComparisonTests.yesterday,
                assets: [
                    .init(
                        kind: .stock, id: "AAPL", currency: "USD",
                        numbers: ["price": 240, "week52_high": 245]),
                    .init(kind: .stock, id: "AMZN", name: "Amazon", currency: "USD", numbers: [:]),
                    .init(
                        kind: .coin, id: "bitcoin", currency: "USD", numbers: ["price": 62_000],
                        gaps: ["timeout"]),
                ]), model: model)
        let text = JSONWriter.prettyPrinted(Self.json(ReportViewModel(model: model, labels: .english).value))
        if ProcessInfo.processInfo.environment["MARKET_REPORT_UPDATE_GOLDEN"] != nil {
            try Data(text.utf8).write(to: Self.file)
        }
        let example = try String(contentsOf: Self.file, encoding: .utf8)
        #expect(example == text, "the example tree differs from the view model")
        #expect(text.contains(#""columns": ["#))
        #expect(text.contains(#""raw": "-2.25""#))
    }
}
