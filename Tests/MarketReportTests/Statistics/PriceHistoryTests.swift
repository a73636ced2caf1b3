import Foundation
import MarketData
import Testing

@testable import MarketReport

/// Period returns by the contract: from the last close on or before the same calendar day a
/// period before the latest close's day, YTD from the previous year's last close.
@Suite struct PriceHistoryTests {
    static func day(_ text: String) -> CalendarDay { CalendarDay(iso: text)! }

    /// Closes on every weekday from `start` through `end`, the n-th weekday's close `100 + n`.
    static func weekdays(_ start: String, _ end: String) -> PriceHistory {
        var days: [CalendarDay] = []
        var current = day(start)
        while current <= day(end) {
            let weekday = (current.dayNumber + 4).quotientAndRemainder(dividingBy: 7).remainder  // 0 = Sunday
            if weekday != 0, weekday != 6 { days.append(current) }
            current = current.adding(days: 1)
        }
        return PriceHistory(days: days, closes: days.indices.map { 100 + Double($0) })
    }

    static func change(_ history: PriceHistory, from reference: String) -> Double {
        let start = history.closes[history.days.lastIndex { $0 <= day(reference) }!]
        return (history.closes.last! - start) / start * 100
    }

    @Test func calendarArithmeticClampsToMonthEnds() {
        #expect(Self.day("2026-03-31").adding(months: -1) == Self.day("2026-02-28"))
        #expect(Self.day("2028-03-31").adding(months: -1) == Self.day("2028-02-29"))
        #expect(Self.day("2026-05-31").adding(months: -3) == Self.day("2026-02-28"))
        #expect(Self.day("2028-02-29").adding(months: -12) == Self.day("2027-02-28"))
        #expect(Self.day("2026-01-15").adding(months: -1) == Self.day("2025-12-15"))
        #expect(Self.day("2026-03-01").adding(days: -7) == Self.day("2026-02-22"))
        #expect(Self.day("2024-03-01").adding(days: -1) == Self.day("2024-02-29"))
        #expect(CalendarDay(dayNumber: 0) == Self.day("1970-01-01"))
        #expect(Self.day("2026-12-01").dayNumber == 20_788)
    }

    /// Latest close Tuesday 2026-12-01: 1W from Tuesday 11-24, 1M from Sunday 11-01 (so Friday
    /// 10-30), 3M from Tuesday 09-01, YTD from Wednesday 2025-12-31, 1Y from Monday 2025-12-01.
    @Test func returnsOfAWeekdayHistory() throws {
        let history = Self.weekdays("2024-11-01", "2026-12-01")
        let returns = history.returns
        #expect(returns.week == Self.change(history, from: "2026-11-24"))
        #expect(returns.month == Self.change(history, from: "2026-10-30"))
        #expect(returns.quarter == Self.change(history, from: "2026-09-01"))
        #expect(returns.yearToDate == Self.change(history, from: "2025-12-31"))
        #expect(returns.year == Self.change(history, from: "2025-12-01"))
        // One week back is exactly five weekday closes back.
        let latest = try #require(history.closes.last)
        #expect(returns.week == 5 / (latest - 5) * 100)
    }

    /// A reference day on a weekend falls back to Friday's close.
    @Test func aWeekendReferenceTakesFridaysClose() {
        // Latest Monday 2026-11-30: one week back is Monday 11-23; one month back Friday 10-30;
        // three months back is Sunday 08-30, so Friday 08-28.
        let history = Self.weekdays("2026-01-01", "2026-11-30")
        #expect(
            history.percentChange(since: Self.day("2026-08-30")) == Self.change(history, from: "2026-08-28"))
        #expect(history.returns.quarter == Self.change(history, from: "2026-08-28"))
    }

    /// Month ends: on 31 March the month return is measured from 28 February (29 in a leap year).
    @Test func monthEndsAndLeapDays() {
        let march = Self.weekdays("2025-01-01", "2026-03-31")
        #expect(march.returns.month == Self.change(march, from: "2026-02-27"))  // 28 Feb 2026 is a Saturday
        let leap = Self.weekdays("2027-01-01", "2028-03-31")
        #expect(leap.returns.month == Self.change(leap, from: "2028-02-29"))  // a Tuesday
        // From leap day, a year back is 28 February 2027, a Sunday: Friday 26 February's close.
        let fromLeapDay = Self.weekdays("2027-01-01", "2028-02-29")
        #expect(fromLeapDay.returns.year == Self.change(fromLeapDay, from: "2027-02-26"))
    }

    /// YTD in early January is measured from the last close of December.
    @Test func yearToDateFromThePreviousYearsLastClose() {
        let history = Self.weekdays("2026-10-01", "2027-01-05")
        // 31 December 2026 is a Thursday.
        #expect(history.returns.yearToDate == Self.change(history, from: "2026-12-31"))
        let sunday = Self.weekdays("2027-10-01", "2028-01-04")  // 31 December 2027 is a Friday
        #expect(sunday.returns.yearToDate == Self.change(sunday, from: "2027-12-31"))
    }

    /// A history that does not reach back a year has no 1Y return; the shorter ones stay.
    @Test func aShortHistoryLeavesLongReturnsEmpty() {
        let history = Self.weekdays("2026-10-15", "2026-12-01")
        let returns = history.returns
        #expect(returns.year == nil)
        #expect(returns.yearToDate == nil)
        #expect(returns.quarter == nil)
        #expect(returns.month != nil)
        #expect(returns.week != nil)
        #expect(PriceHistory(days: [], closes: []).returns == PeriodReturns())
        // A history starting exactly on the reference day reaches it.
        let exact = Self.weekdays("2026-11-02", "2026-12-02")
        #expect(exact.returns.month == Self.change(exact, from: "2026-11-02"))
    }

    /// Each bar's day is told in the exchange's time zone: Tokyo's 00:00 UTC bars and Sydney's
    /// 23:00 UTC bars of the day before.
    @Test func barsFallOnTheExchangesDay() {
        let sydney = Sparkline(
            symbol: "BHP.AX",
            timestamps: [
                Date(timeIntervalSince1970: 1_764_284_400),  // 2025-11-27 23:00 UTC = 28 Nov 10:00 AEDT
                Date(timeIntervalSince1970: 1_764_543_600),  // 2025-11-30 23:00 UTC = 1 Dec 10:00 AEDT
            ],
            closes: [40, 44], utcOffset: 39_600)
        let history = PriceHistory(sydney)
        #expect(history.days == [Self.day("2025-11-28"), Self.day("2025-12-01")])
        #expect(history.returns.week == nil)
        #expect(history.percentChange(since: Self.day("2025-11-29")) == 10)
    }

    /// Holes are dropped from the history; the sparkline shows the month from the 1M reference
    /// close on, holes kept.
    @Test func holesAndTheMonthLongSparkline() {
        let history = PriceHistory(
            days: ["2026-10-30", "2026-11-02", "2026-11-30", "2026-12-01"].map(Self.day),
            closes: [10, .nan, 11, 12])
        #expect(history.closes == [10, 11, 12])
        #expect(history.yearRange == 10...12)
        #expect(history.monthStart == Self.day("2026-10-30"))
        let noon = { (text: String) in
            Date(timeIntervalSince1970: Double(Self.day(text).dayNumber) * 86_400 + 43_200)
        }
        let sparkline = Sparkline(
            symbol: "X", timestamps: ["2026-10-29", "2026-10-30", "2026-11-02", "2026-12-01"].map(noon),
            closes: [9, 10, nil, 12])
        #expect(PriceHistory(sparkline).lastMonth(of: sparkline) == [10, nil, 12])
    }

    /// Two years of bars shrink to the ones read, and every figure read from them stays the same.
    @Test func keepingOnlyTheBarsReadChangesNoFigure() {
        let history = Self.weekdays("2024-12-02", "2026-12-01")
        let noon = { (day: CalendarDay) in
            Date(timeIntervalSince1970: Double(day.dayNumber) * 86_400 + 52_200)
        }
        var closes = history.closes.enumerated().map { index, close -> Double? in
            close + sin(Double(index)) * 30
        }
        closes[closes.count - 5] = nil
        let sparkline = Sparkline(
            symbol: "X", timestamps: history.days.map(noon), closes: closes, utcOffset: -18_000)
        let kept = sparkline.keepingBarsRead()
        #expect(kept.closes.count < 40 && sparkline.closes.count > 500)
        let full = PriceHistory(sparkline)
        let small = PriceHistory(kept)
        #expect(small.returns == full.returns)
        #expect(small.yearRange == full.yearRange)
        #expect(small.lastMonth(of: kept) == full.lastMonth(of: sparkline))
        #expect(full.lastMonth(of: sparkline).contains(nil))
    }
}
