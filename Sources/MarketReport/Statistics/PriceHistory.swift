import Foundation
import MarketData

/// Daily closes by trading day, oldest first, holes dropped: what period returns, the 52-week
/// range and the card's month-long sparkline are read from.
public struct PriceHistory: Sendable, Equatable {
    /// The trading days, oldest first, one per close.
    public let days: [CalendarDay]
    /// The closes, aligned with ``days``.
    public let closes: [Double]

    /// A history of `closes` by `days` (same length, days ascending); later entries of a day win.
    public init(days: [CalendarDay], closes: [Double]) {
        var keptDays: [CalendarDay] = []
        var keptCloses: [Double] = []
        for (day, close) in zip(days, closes) where close.isFinite {
            if keptDays.last == day {
                keptCloses[keptCloses.count - 1] = close
            } else if keptDays.last.map({ $0 < day }) ?? true {
                keptDays.append(day)
                keptCloses.append(close)
            }
        }
        self.days = keptDays
        self.closes = keptCloses
    }

    /// The history of a Yahoo chart: each bar's day is told in the exchange's time zone (its UTC
    /// offset), so a Tokyo bar stamped 00:00 UTC falls on its own day.
    public init(_ sparkline: Sparkline) {
        let zone = TimeZone(secondsFromGMT: sparkline.utcOffset ?? 0) ?? .gmt
        var days: [CalendarDay] = []
        var closes: [Double] = []
        for (time, close) in zip(sparkline.timestamps, sparkline.closes) {
            guard let close else { continue }
            days.append(CalendarDay(time, in: zone))
            closes.append(close)
        }
        self.init(days: days, closes: closes)
    }

    /// The latest close's day.
    public var latestDay: CalendarDay? { days.last }

    /// The last close on or before `day`; `nil` when the history starts after it.
    public func close(onOrBefore day: CalendarDay) -> Double? {
        index(onOrBefore: day).map { closes[$0] }
    }

    /// The percent change from the last close on or before `reference` to the latest close;
    /// `nil` when the history does not reach back to that day or the reference close is zero.
    public func percentChange(since reference: CalendarDay) -> Double? {
        guard let latest = closes.last, let start = close(onOrBefore: reference), start != 0 else {
            return nil
        }
        return (latest - start) / start * 100
    }

    /// Returns over 1 week, 1, 3 and 12 months and the year to date, each measured from the last
    /// close on or before the same calendar day that long before the latest close's day (the month's
    /// last day when that day does not exist, as after 31 March or 29 February), the year to date
    /// from the last close of the previous calendar year.
    public var returns: PeriodReturns {
        guard let latest = latestDay else { return PeriodReturns() }
        return PeriodReturns(
            week: percentChange(since: latest.adding(days: -7)),
            month: percentChange(since: latest.adding(months: -1)),
            quarter: percentChange(since: latest.adding(months: -3)),
            yearToDate: CalendarDay(year: latest.year - 1, month: 12, day: 31).flatMap(percentChange(since:)),
            year: percentChange(since: latest.adding(months: -12)))
    }

    /// The lowest and highest close of the 52 weeks up to the latest close; `nil` without closes.
    public var yearRange: ClosedRange<Double>? {
        guard let latest = latestDay else { return nil }
        let start = latest.adding(days: -364)
        let year = zip(days, closes).filter { $0.0 >= start }.map(\.1)
        guard let low = year.min(), let high = year.max() else { return nil }
        return low...high
    }

    /// The day the last month starts on: that of the close a 1-month return is measured from,
    /// else the first close's.
    public var monthStart: CalendarDay? {
        guard let latest = latestDay else { return nil }
        return days[index(onOrBefore: latest.adding(months: -1)) ?? 0]
    }

    /// The bars of `sparkline` from the day its last month starts on, holes kept, for the card's
    /// sparkline.
    public static func lastMonth(of sparkline: Sparkline) -> [Double?] {
        let zone = TimeZone(secondsFromGMT: sparkline.utcOffset ?? 0) ?? .gmt
        guard let start = PriceHistory(sparkline).monthStart else { return [] }
        return zip(sparkline.timestamps, sparkline.closes).filter { CalendarDay($0.0, in: zone) >= start }
            .map(\.1)
    }

    private func index(onOrBefore day: CalendarDay) -> Int? {
        // Days ascend: the last index whose day is not after `day`.
        var low = 0
        var high = days.count
        while low < high {
            let middle = (low + high) / 2
            if days[middle] <= day { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : low - 1
    }
}
