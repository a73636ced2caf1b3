import Foundation
import MarketData
import Testing

@testable import MarketReport

/// The digest says the day's facts in a bounded number of lines, lists the events of the days it
/// is asked for, and is the text `report.md` opens with.
@Suite struct DigestTests {
    static let today = CalendarDay(iso: "2026-12-01")!

    static func alert(_ id: String, isNew: Bool) -> Alert {
        Alert(
            key: .init(rule: .above, kind: .stock, id: id), symbol: id, name: "\(id) Inc.",
            currency: CurrencyFormat(code: "USD"), threshold: 100, value: 101, isNew: isNew)
    }

    static func event(_ symbol: String, in days: Int, through last: Int? = nil) -> UpcomingEvent {
        UpcomingEvent(
            kind: .earnings, assetKind: .stock, id: symbol, symbol: symbol, name: "\(symbol) Inc.",
            day: today.adding(days: days), lastDay: last.map { today.adding(days: $0) },
            isEstimate: last != nil)
    }

    static func model(alerts: [Alert] = [], events: [UpcomingEvent] = []) throws -> ReportModel {
        var model = try ReportModelBuilderTests().build()
        model.alerts = alerts
        model.events = events
        return model
    }

    @Test func theLinesStayWithinTheirBoundWhateverComes() throws {
        let model = try Self.model(
            alerts: (1...10).map { Self.alert("A\($0)", isNew: true) } + [Self.alert("OLD", isNew: false)],
            events: (0..<8).map { Self.event("E\($0)", in: $0 % 3) })
        let digest = Digest(model: model, labels: .english, eventDays: 7)
        #expect(digest.lines.count == Digest.maximumLines)
        #expect(digest.alerts.count == Digest.listedAlerts + 1)
        #expect(digest.alerts.last == "and 6 more new alerts")
        #expect(digest.stillOn == "1 alert still on")
        #expect(digest.events.last == "and 5 more events")
        #expect(digest.text.split(separator: "\n").count == Digest.maximumLines + 1)
    }

    @Test func eventsAreThoseOfTheDaysAskedFor() throws {
        let model = try Self.model(events: [
            Self.event("PAST", in: -3, through: 0), Self.event("TODAY", in: 0), Self.event("TWO", in: 2),
            Self.event("THREE", in: 3), Self.event("WEEK", in: 7), Self.event("LATER", in: 8),
            Self.event("GONE", in: -5, through: -1),
        ])
        let symbols = { (days: Int) in
            Digest(model: model, labels: .english, eventDays: days).upcoming.map(\.symbol)
        }
        #expect(symbols(2) == ["PAST", "TODAY", "TWO"])
        #expect(symbols(7) == ["PAST", "TODAY", "TWO", "THREE", "WEEK"])
        let digest = Digest(model: model, labels: .english, eventDays: 2)
        #expect(
            digest.events.first
                == "2026-11-28 to 2026-12-01 PAST Inc. (PAST, Stocks): Earnings (estimated)")
    }

    @Test func aHoldingsExpectedCashIsSaid() throws {
        var event = Self.event("2330", in: 1)
        event.kind = .exDividend
        event.assetKind = .taiwan
        event.currency = CurrencyFormat(code: "TWD")
        event.expectedCash = 5_000
        let digest = Digest(model: try Self.model(events: [event]), labels: .english, eventDays: 7)
        #expect(
            digest.events == [
                "2026-12-02 2330 Inc. (2330, Taiwan stocks): Ex-dividend; NT$5,000.00 on the holding"
            ]
        )
    }

    @Test func onlyNewAlertsAndComingEventsAreNews() throws {
        let quiet = try Self.model(
            alerts: [Self.alert("OLD", isNew: false)], events: [Self.event("LATE", in: 5)])
        let none = Digest(model: quiet, labels: .english, eventDays: 2)
        #expect(!none.hasNews)
        #expect(none.alerts == ["No new alerts"])
        #expect(none.events == ["No events in the next 2 days"])
        #expect(Digest(model: quiet, labels: .english, eventDays: 7).hasNews)
        let alerted = try Self.model(alerts: [Self.alert("NEW", isNew: true)])
        #expect(Digest(model: alerted, labels: .english, eventDays: 2).hasNews)
    }

    @Test func theHoldingsLineHasTheTotalTheDaysChangeAndTheGain() throws {
        let digest = Digest(model: try Self.model(), labels: .english, eventDays: 7)
        let holdings = try #require(digest.holdings)
        #expect(holdings.hasPrefix("Holdings $"), "\(holdings)")
        #expect(holdings.contains("(USD); day "), "\(holdings)")
        #expect(holdings.contains("%); gain "), "\(holdings)")
        #expect(digest.dataTime.hasPrefix("Data as of "), "\(digest.dataTime)")
        #expect(digest.dataTime.hasSuffix(", Taiwan trading day 2026-12-01"), "\(digest.dataTime)")
    }

    @Test func reportMarkdownOpensWithTheDigest() throws {
        let model = try Self.model(
            alerts: [Self.alert("NEW", isNew: true), Self.alert("OLD", isNew: false)],
            events: [Self.event("SOON", in: 1)])
        let files = try ReportTemplates().render(model, formats: [.html, .md], strict: true)
        let markdown = String(decoding: files.first { $0.name == "report.md" }?.contents ?? [], as: UTF8.self)
        let digest = Digest(model: model, labels: .english, eventDays: Digest.reportEventDays)
        let block = markdown.components(separatedBy: "\n\n").prefix(3).joined(separator: "\n\n")
        let expected =
            "# \(digest.title)\n\n## Today\n\n" + digest.lines.map { "- \($0)" }.joined(separator: "\n")
        #expect(block == expected)
        #expect(block.split(separator: "\n", omittingEmptySubsequences: false).count - 2 <= 15)
        let html = String(decoding: files.first { $0.name == "index.html" }?.contents ?? [], as: UTF8.self)
        let order = [
            "id=\"today\"", "New alert: NEW Inc.", "1 alert still on", "SOON Inc.", "id=\"movers\"",
            "id=\"summary\"",
        ]
        let positions = order.map { html.range(of: $0)?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil }, "\(order)")
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
    }
}

/// "Since the previous report" shows the largest moves first, up or down, at most ten.
@Suite struct LargestChangeTests {
    @Test func theLargestMovesComeFirstTiesInWatchlistOrder() throws {
        let model = try ReportModelBuilderTests().build()
        let priced = try #require(model.allAssets.first { $0.price != nil })
        // The same asset under other names, so that equal moves are equal to the last bit.
        func change(_ id: String, _ move: Double?) -> ReportComparison.Change {
            var asset = priced
            asset.id = id
            return ReportComparison.Change(
                asset: asset, previousPrice: move.map { (asset.price ?? 0) / (1 + $0 / 100) })
        }
        let changes =
            [change("one", 1), change("down", -5), change("none", nil), change("up", 5)]
            + (0..<12).map { change("tie\($0)", 2) }
        let largest = ReportViewModel.largest(changes)
        #expect(largest.map(\.asset.id) == ["down", "up"] + (0..<8).map { "tie\($0)" })
        #expect(largest.count == ReportViewModel.largestChangeCount)
    }
}
