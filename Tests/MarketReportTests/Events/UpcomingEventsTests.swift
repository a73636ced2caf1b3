import Foundation
import MarketData
import Testing

@testable import MarketReport

/// The events a report lists: Yahoo's earnings and dividend days, the Taiwan schedules, a
/// holding's expected cash, and the window of `--events-days`.
@Suite struct UpcomingEventsTests {
    static let today = CalendarDay(year: 2026, month: 12, day: 1)!

    /// `days` after ``today`` at `hour` UTC.
    static func at(_ days: Int, hour: Int = 0) -> Date {
        let day = today.adding(days: days)
        return Date(timeIntervalSince1970: Double(day.dayNumber * 86_400 + hour * 3600))
    }

    static func asset(_ kind: AssetKind, _ id: String, currency: String) -> AssetReport {
        AssetReport(
            kind: kind, id: id, symbol: id, name: "\(id) name", currency: CurrencyFormat(code: currency),
            fields: StockSource.declaration.values(of: StockSource(symbol: id, quote: nil)), position: nil,
            history: [], historyPeriod: nil, note: nil, gaps: [])
    }

    private func earnings(
        time: Date? = nil, start: Date? = nil, end: Date? = nil, estimate: Bool? = nil, zone: String? = nil
    ) -> [UpcomingEvent] {
        var quote = StockQuote(symbol: "AAPL")
        quote.earningsTime = time
        quote.earningsWindowStart = start
        quote.earningsWindowEnd = end
        quote.isEarningsDateEstimate = estimate
        quote.exchangeTimezoneName = zone
        return ReportModelBuilder.quoteEvents(
            quote, of: Self.asset(.stock, "AAPL", currency: "USD"), today: Self.today)
    }

    @Test func anEstimatedWindowIsARangeMarkedEstimated() throws {
        // The latest release is past; the next window holds the estimate.
        let events = earnings(
            time: Self.at(-90), start: Self.at(7, hour: 10), end: Self.at(11, hour: 12), estimate: true)
        let event = try #require(events.first)
        #expect(events.count == 1 && event.kind == .earnings && event.isEstimate)
        #expect(event.day == Self.today.adding(days: 7) && event.lastDay == Self.today.adding(days: 11))
    }

    @Test func anAnnouncedDateIsOneDayInTheExchangesZone() throws {
        // 01:30 UTC on the 16th is still the 15th in New York.
        let events = earnings(
            time: Self.at(15, hour: 1), start: Self.at(15, hour: 1), end: Self.at(15, hour: 1),
            estimate: false,
            zone: "America/New_York")
        let event = try #require(events.first)
        #expect(event.day == Self.today.adding(days: 14) && event.lastDay == nil && !event.isEstimate)
    }

    @Test func pastDatesAreDroppedAndAMissingOneGivesNothing() {
        #expect(earnings(time: Self.at(-1), start: Self.at(-1), end: Self.at(-1), estimate: false).isEmpty)
        #expect(earnings().isEmpty)
        // Without the window, `earningsTimestamp` alone is the date.
        #expect(earnings(time: Self.at(3)).first?.day == Self.today.adding(days: 3))
        // A window that began yesterday and has not ended is still coming.
        #expect(
            earnings(start: Self.at(-1), end: Self.at(2), estimate: true).first?.lastDay
                == Self.today.adding(days: 2))
    }

    @Test func theDividendDateIsShownOnlyWhenItHasNotPassed() {
        var quote = StockQuote(symbol: "7203.T")
        let asset = Self.asset(.stock, "7203.T", currency: "JPY")
        quote.dividendDate = Self.at(21)
        let events = ReportModelBuilder.quoteEvents(quote, of: asset, today: Self.today)
        #expect(events.map(\.kind) == [.dividend] && events.first?.day == Self.today.adding(days: 21))
        #expect(events.first?.cashPerShare == nil && events.first?.expectedCash == nil)
        quote.dividendDate = Date(timeIntervalSince1970: 1_216_252_800)  // 2008-07-17
        #expect(ReportModelBuilder.quoteEvents(quote, of: asset, today: Self.today).isEmpty)
    }

    @Test func aHoldingsExpectedCashIsTheAmountTimesTheShares() {
        let asset = Self.asset(.taiwan, "2317", currency: "TWD")
        let row = TaiwanExDividend(
            code: "2317", market: .listed, exDate: Self.today.adding(days: 9), kind: .both, cashPerShare: 2.5,
            stockPerShare: 0.05)
        let held = ReportModelBuilder.scheduleEvents(row, of: asset, quantity: 1000)
        #expect(held.map(\.kind) == [.exDividend, .exRights])
        #expect(
            held[0].cashPerShare == 2.5 && held[0].expectedCash == 2500 && held[0].currency?.code == "TWD")
        #expect(held[1].stockPerShare == 0.05 && held[1].expectedCash == nil)
        #expect(ReportModelBuilder.scheduleEvents(row, of: asset, quantity: nil)[0].expectedCash == nil)
        var unannounced = row
        unannounced.cashPerShare = nil
        #expect(
            ReportModelBuilder.scheduleEvents(unannounced, of: asset, quantity: 1000)[0].expectedCash == nil)
    }

    @Test(arguments: [(0, [0]), (6, [0, 6]), (7, [0, 6, 7]), (30, [0, 6, 7, 30])])
    func theWindowRunsFromTheReportDateThroughItsLastDay(days: Int, shown: [Int]) throws {
        let watchlist = try Watchlist(
            json: Data(#"{"stocks": ["A", "B", "C", "D", "E"]}"#.utf8), file: "w.json")
        var snapshot = MarketSnapshot(fetchedAt: Self.at(0))
        for (symbol, offset) in [("A", 0), ("B", 7), ("C", 6), ("D", 30), ("E", 31)] {
            var quote = StockQuote(symbol: symbol)
            quote.earningsTime = Self.at(offset, hour: 12)
            snapshot.quotes[symbol] = quote
        }
        let builder = ReportModelBuilder(snapshot: snapshot, timeZone: .gmt)
        let model = builder.build(watchlist, date: Self.today.description)
        let events = builder.events(
            of: watchlist, in: model, window: EventWindow(from: Self.today, days: days))
        #expect(events.map { $0.day.dayNumber - Self.today.dayNumber } == shown, "soonest first")
    }
}
