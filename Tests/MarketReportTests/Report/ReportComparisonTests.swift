import Foundation
import MarketData
import Testing

@testable import MarketReport

/// "Since the previous report": the comparison of a report with an earlier report.json.
@Suite struct ReportComparisonTests {
    static let today = CalendarDay(year: 2026, month: 12, day: 1)!
    static let yesterday = CalendarDay(year: 2026, month: 11, day: 30)!

    /// The builder tests' report: stocks AAPL ($250, gap-free), VOD.L (72.5p, sparkline
    /// timeout), NOPE (not found); coins bitcoin ($61,408), dogecoin (rate limited); Taiwan 2330.
    static func model() throws -> ReportModel { try ReportModelBuilderTests().build() }

    static func previous(_ assets: [PreviousReport.Asset]) -> PreviousReport {
        PreviousReport(date: yesterday, assets: assets)
    }

    @Test func changesSinceThenInTheSameCurrency() throws {
        let comparison = ReportComparison(
            previous: Self.previous([
                .init(kind: .stock, id: "AAPL", currency: "USD", numbers: ["price": 200]),
                // The same symbol quoted in another currency then: no change can be worked out.
                .init(kind: .stock, id: "VOD.L", currency: "GBP", numbers: ["price": 0.7]),
                .init(kind: .coin, id: "bitcoin", currency: "USD", numbers: [:]),
                .init(kind: .taiwan, id: "2330", currency: "TWD", numbers: ["close": 1_000]),
            ]), model: try Self.model())
        #expect(comparison.previousDate == Self.yesterday)
        #expect(comparison.changes.map(\.asset.id) == ["AAPL", "VOD.L", "bitcoin", "2330"])
        #expect(comparison.changes.map(\.previousPrice) == [200, nil, nil, 1_000])
        #expect(comparison.changes.map(\.percent) == [25, nil, nil, 9])
    }

    /// A previous report with a different watchlist: what is new is added, what is gone is
    /// removed, matched by class and identifier (a coin id and a stock symbol never match).
    @Test func assetsAddedAndRemoved() throws {
        let comparison = ReportComparison(
            previous: Self.previous([
                .init(kind: .stock, id: "AAPL", currency: "USD", numbers: [:]),
                .init(kind: .stock, id: "AMZN", name: "Amazon", currency: "USD", numbers: [:]),
                .init(kind: .stock, id: "bitcoin", currency: "USD", numbers: [:]),
                .init(kind: .coin, id: "dogecoin", currency: "USD", numbers: [:]),
            ]), model: try Self.model())
        #expect(comparison.added.map(\.id) == ["VOD.L", "NOPE", "bitcoin", "2330"])
        #expect(comparison.removed.map(\.id) == ["AMZN", "bitcoin"])
        #expect(comparison.removed.map(\.kind) == [.stock, .stock])
        #expect(comparison.changes.map(\.asset.id) == ["AAPL", "dogecoin"])
    }

    @Test func gapsNewAndResolvedOfAssetsInBothReports() throws {
        let comparison = ReportComparison(
            previous: Self.previous([
                .init(kind: .stock, id: "AAPL", currency: "USD", numbers: [:], gaps: ["timeout"]),
                .init(kind: .stock, id: "VOD.L", currency: "GBp", numbers: [:], gaps: ["sparkline: timeout"]),
                .init(kind: .coin, id: "dogecoin", currency: "USD", numbers: [:]),
                .init(kind: .coin, id: "gone", currency: "USD", numbers: [:], gaps: ["not found"]),
            ]), model: try Self.model())
        #expect(comparison.newGaps == [ReportGap(kind: .coin, item: "dogecoin", gap: "rate limited")])
        // A removed asset's gap is not resolved, and NOPE (added) has no new gap: it is new.
        #expect(comparison.resolvedGaps == [ReportGap(kind: .stock, item: "AAPL", gap: "timeout")])
    }

    @Test func new52WeekHighsAndLows() throws {
        var model = try Self.model()
        var apple = model.stocks[0]
        let layout = apple.fields.layout
        var values = apple.fields.values
        values[layout.fields.firstIndex { $0.key == "week52_high" }!] = .number(260)
        values[layout.fields.firstIndex { $0.key == "week52_low" }!] = .number(150)
        apple.fields = AssetValues(layout: layout, values: values)
        model.stocks[0] = apple
        func compare(high: Double, low: Double, currency: String = "USD") -> ReportComparison {
            ReportComparison(
                previous: Self.previous([
                    .init(
                        kind: .stock, id: "AAPL", currency: currency,
                        numbers: ["week52_high": high, "week52_low": low])
                ]), model: model)
        }
        let higher = compare(high: 255, low: 150)
        #expect(higher.newHighs.map(\.value) == [260])
        #expect(higher.newHighs.map(\.previous) == [255])
        #expect(higher.newLows.isEmpty)
        let lower = compare(high: 260, low: 151)
        #expect(lower.newHighs.isEmpty)
        #expect(lower.newLows.map(\.value) == [150])
        // A high that fell out of the window lowers the range: neither a new high nor a new low.
        #expect(compare(high: 270, low: 140).newHighs.isEmpty)
        #expect(compare(high: 270, low: 140).newLows.isEmpty)
        #expect(compare(high: 200, low: 100, currency: "EUR").newHighs.isEmpty)
    }

    @Test func aReportOfTheSameDayComparesWithItsOwnBaseline() throws {
        var model = try Self.model()
        let earlier = Self.previous([
            .init(
                kind: .stock, id: "AAPL", symbol: "AAPL", name: "Apple", currency: "USD",
                numbers: ["price": 200])
        ])
        model.sincePrevious = ReportComparison(previous: earlier, model: model)
        let file = ReportDocument(model: model, labels: .english).file.contents
        // A second run on the same day compares with the same report the first one did.
        let again = try #require(try PreviousReport.read(file, today: Self.today))
        #expect(again.date == Self.yesterday)
        #expect(again.assets.count == 1)
        #expect(again.assets.first?.numbers == ["price": 200])
        #expect(again.assets.first?.name == "Apple")
        // The next day compares with the report itself.
        let tomorrow = CalendarDay(year: 2026, month: 12, day: 2)!
        let next = try #require(try PreviousReport.read(file, today: tomorrow))
        #expect(next.date == Self.today)
        #expect(next.assets.map(\.id) == ["AAPL", "VOD.L", "NOPE", "bitcoin", "dogecoin", "2330"])
        #expect(next.assets.first?.numbers["price"] == 250)
        #expect(next.assets.first { $0.id == "dogecoin" }?.gaps == ["rate limited"])
        // A report of the same day that compared with nothing gives nothing to compare with.
        model.sincePrevious = nil
        #expect(
            try PreviousReport.read(
                ReportDocument(model: model, labels: .english).file.contents, today: Self.today) == nil)
    }

    @Test(arguments: [
        ("{\"format\": \"market-report\", \"version\": 1, \"reportDate\": ", "is not valid JSON (1:57: "),
        ("[1, 2]", "is not a report.json of market-report"),
        ("{\"stocks\": []}", "is not a report.json of market-report"),
        (
            "{\"format\": \"market-report\", \"version\": 2, \"reportDate\": \"2026-11-30\"}",
            "has version 2, newer"
        ),
        (
            "{\"format\": \"market-report\", \"version\": 1, \"reportDate\": \"30/11/2026\"}",
            "has no reportDate"
        ),
        (
            "{\"format\": \"market-report\", \"version\": 1, \"reportDate\": \"2026-12-02\"}",
            "is dated 2026-12-02, after"
        ),
    ])
    func aForeignOrCorruptFileIsRefusedWithItsReason(text: String, reason: String) {
        #expect {
            try PreviousReport.read(Array(text.utf8), today: Self.today)
        } throws: { error in
            "\(error)".hasPrefix(reason)
        }
    }

    /// Entries a lenient reader can skip are skipped: an asset without an id, values of the
    /// wrong kind, lists that are not lists.
    @Test func oddEntriesAreSkipped() throws {
        let text = #"""
            {"format": "market-report", "version": 1, "reportDate": "2026-11-30",
             "stocks": [{"symbol": "X"}, 7, {"id": "AAPL", "values": {"price": "high", "week52_high": 300}, "gaps": [1, "timeout"]}],
             "coins": {"id": "bitcoin"}}
            """#
        let previous = try #require(try PreviousReport.read(Array(text.utf8), today: Self.today))
        #expect(previous.assets.map(\.id) == ["AAPL"])
        #expect(previous.assets.first?.numbers == ["week52_high": 300])
        #expect(previous.assets.first?.gaps == ["timeout"])
        #expect(previous.assets.first?.currency == nil)
    }
}

/// A previous report.json is outside input: its names reach the page only escaped.
@Suite struct PreviousReportEscapingTests {
    @Test func namesFromThePreviousReportAreEscapedInEveryFormat() throws {
        var model = try ReportComparisonTests.model()
        let text = #"""
            {"format": "market-report", "version": 1, "reportDate": "2026-11-30",
             "stocks": [{"id": "EVIL", "symbol": "E|V", "name": "<img src=x onerror=alert(1)>\n# heading"}]}
            """#
        let previous = try #require(
            try PreviousReport.read(Array(text.utf8), today: ReportComparisonTests.today))
        model.sincePrevious = ReportComparison(previous: previous, model: model)
        let files = try ReportTemplates().render(model, formats: [.html, .md], strict: true)
        let html = String(decoding: files.first { $0.name == "index.html" }?.contents ?? [], as: UTF8.self)
        let markdown = String(decoding: files.first { $0.name == "report.md" }?.contents ?? [], as: UTF8.self)
        #expect(html.contains("<li>&lt;img src=x onerror=alert(1)&gt;\n# heading (E|V, Stocks)</li>"))
        #expect(!html.contains("<img"))
        #expect(markdown.contains("  - &lt;img src=x onerror=alert(1)> # heading (E\\|V, Stocks)\n"))
    }
}

/// Gaps are compared by what they are, not by how they read.
@Suite struct GapCodeTests {
    @Test(arguments: [
        Gap(.notFound), Gap(.timeout, part: .sparkline), Gap(.httpStatus(503), part: .coinDetail),
        Gap(.exchangeNote("除權息")), Gap(.noTrades), Gap(.badResponse, part: .taiwanQuote),
        Gap(.rateLimited, part: .exchangeRate),
    ])
    func aGapReadsBackFromItsCode(gap: Gap) {
        #expect(Gap(code: gap.code) == gap)
    }

    @Test func codesAreTheStableTexts() {
        #expect(Gap(.timeout, part: .sparkline).code == "sparkline: timeout")
        #expect(Gap(.httpStatus(500)).code == "http 500")
        #expect(Gap(.exchangeNote("除息")).code == "change: 除息")
        #expect(
            Gap(code: "change: 除息 (ex-dividend)") == Gap(.exchangeNote("除息")), "an earlier report's wording")
        #expect(Gap(code: "sparkline: sunspots") == nil)
        #expect(Gap(code: "no such reason") == nil)
    }

    /// A gap whose detail differs from one run to the next (a cut-off answer at another byte)
    /// is still the same gap: it is neither new nor resolved.
    @Test func theSameFailureWithAnotherDetailIsTheSameGap() {
        let first = Gap(
            Gap.Reason(FetchFailure.badResponse(detail: "unexpected end at byte 512")), part: .sparkline)
        let second = Gap(
            Gap.Reason(FetchFailure.badResponse(detail: "unexpected end at byte 4096")), part: .sparkline)
        #expect(first == second)
        #expect(first.code == "sparkline: bad response")
    }
}
