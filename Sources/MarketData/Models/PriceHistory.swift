import Foundation

/// Daily closes by trading day, oldest first, holes dropped: what period returns, the 52-week
/// range and the card's month-long sparkline are read from.
public struct PriceHistory: Sendable, Equatable {
    /// The trading days as ``CalendarDay/dayNumber``s, oldest first, one per close: plain numbers,
    /// because a long history has thousands of bars and only a few are ever read as days.
    let dayNumbers: [Int]
    /// The closes, aligned with ``days``.
    public let closes: [Double]

    /// The trading days, oldest first, one per close.
    public var days: [CalendarDay] { dayNumbers.map(CalendarDay.init(dayNumber:)) }

    /// A history of `closes` by `days` (same length, days ascending); later entries of a day win.
    public init(days: [CalendarDay], closes: [Double]) {
        self.init(dayNumbers: days.map(\.dayNumber), closes: closes)
    }

    /// A history of `closes` by day number (same length, ascending); later entries of a day win.
    init(dayNumbers: [Int], closes: [Double]) {
        self.init(bars: zip(dayNumbers, closes.lazy.map(Optional.some)), count: closes.count)
    }

    /// The history of a Yahoo chart: each bar's day is told in the exchange's time zone (its UTC
    /// offset), so a Tokyo bar stamped 00:00 UTC falls on its own day.
    public init(_ sparkline: Sparkline) {
        self.init(barDays: Self.barDays(of: sparkline), closes: sparkline.closes)
    }

    /// The history of a chart's bars whose ``barDays(of:)`` were worked out before.
    init(barDays: [Int], closes: [Double?]) {
        self.init(bars: zip(barDays, closes), count: closes.count)
    }

    /// The closes of `count` bars by day number, ascending: holes and closes that are not finite
    /// dropped, the later close of a day kept.
    private init(bars: some Sequence<(Int, Double?)>, count: Int) {
        var keptDays: [Int] = []
        var keptCloses: [Double] = []
        keptDays.reserveCapacity(count)
        keptCloses.reserveCapacity(count)
        for (day, close) in bars {
            guard let close, close.isFinite else { continue }
            if keptDays.last == day {
                keptCloses[keptCloses.count - 1] = close
            } else if keptDays.last.map({ $0 < day }) ?? true {
                keptDays.append(day)
                keptCloses.append(close)
            }
        }
        self.dayNumbers = keptDays
        self.closes = keptCloses
    }

    /// The day number of each bar of `sparkline` (see ``dayNumber(of:in:)``), in order.
    static func barDays(of sparkline: Sparkline) -> [Int] {
        sparkline.timestamps.map { dayNumber(of: $0, in: sparkline) }
    }

    /// The trading day of a bar stamped `time`, in the exchange's time zone (a fixed UTC offset,
    /// so plain arithmetic rather than a calendar: a long history has thousands of bars).
    public static func day(of time: Date, in sparkline: Sparkline) -> CalendarDay {
        CalendarDay(dayNumber: dayNumber(of: time, in: sparkline))
    }

    /// The ``CalendarDay/dayNumber`` of ``day(of:in:)``, without making the day.
    static func dayNumber(of time: Date, in sparkline: Sparkline) -> Int {
        dayNumber(of: time.timeIntervalSince1970, utcOffset: sparkline.utcOffset)
    }

    /// The day number of a bar stamped `seconds` after 1970 at an exchange `utcOffset` seconds
    /// from UTC.
    static func dayNumber(of seconds: Double, utcOffset: Int?) -> Int {
        Int(((seconds + Double(utcOffset ?? 0)) / 86_400).rounded(.down))
    }

    /// The position of the oldest of `count` bars in time order that a history's figures read
    /// (see ``daysRead``): the last bar with a close on or before the day a year before the latest
    /// close's day; 0 when there is none, or a bar without a time is met. `day(i)` is bar `i`'s
    /// day number and `hasClose(i)` whether it has a close: both are asked of a few bars only, so
    /// the older bars of a long chart need not be read at all.
    static func oldestBarRead(count: Int, day: (Int) -> Int?, hasClose: (Int) -> Bool) -> Int {
        guard let latest = (0..<count).reversed().first(where: hasClose), let latestDay = day(latest) else {
            return 0
        }
        let reference = CalendarDay(dayNumber: latestDay).adding(months: -12).dayNumber
        // The first bar after the reference day, found by halving.
        var low = 0
        var high = latest
        while low < high {
            let middle = (low + high) / 2
            guard let middleDay = day(middle) else { return 0 }
            if middleDay <= reference { low = middle + 1 } else { high = middle }
        }
        var position = low - 1
        while position >= 0, !hasClose(position) { position -= 1 }
        return max(position, 0)
    }

    /// The latest close's day.
    public var latestDay: CalendarDay? { dayNumbers.last.map(CalendarDay.init(dayNumber:)) }

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
        guard let (low, high) = yearExtremes else { return nil }
        return closes[low]...closes[high]
    }

    /// The positions of the lowest and highest close of the 52 weeks up to the latest close.
    private var yearExtremes: (low: Int, high: Int)? {
        guard let latest = dayNumbers.last else { return nil }
        // Days ascend: the year is the tail from the first close on or after its first day.
        let first = (index(onOrBefore: latest - 365) ?? -1) + 1
        guard first < closes.count else { return nil }
        // The first of equal lows and of equal highs, in one pass.
        var (low, high) = (first, first)
        for position in first..<closes.count {
            if closes[position] < closes[low] { low = position }
            if closes[position] > closes[high] { high = position }
        }
        return (low, high)
    }

    /// The day numbers of the closes that the returns, the 52-week range and the month's
    /// sparkline read: every day from the month's start on, and before it the reference closes
    /// and the year's extremes (at most seven days, a list being quicker to search than a set).
    /// A history holding only these gives the same figures.
    var daysRead: (from: Int, also: [Int])? {
        guard let latest = latestDay, let monthStart = monthStartIndex.map({ dayNumbers[$0] }) else {
            return nil
        }
        var also: [Int] = []
        let references =
            [
                latest.adding(days: -7), latest.adding(months: -1), latest.adding(months: -3),
                latest.adding(months: -12),
            ] + [CalendarDay(year: latest.year - 1, month: 12, day: 31)].compactMap { $0 }
        for reference in references {
            if let index = index(onOrBefore: reference) { also.append(dayNumbers[index]) }
        }
        if let (low, high) = yearExtremes { also += [dayNumbers[low], dayNumbers[high]] }
        return (monthStart, also)
    }

    /// The day the last month starts on: that of the close a 1-month return is measured from,
    /// else the first close's.
    public var monthStart: CalendarDay? {
        monthStartIndex.map { CalendarDay(dayNumber: dayNumbers[$0]) }
    }

    /// The position of ``monthStart``'s close.
    private var monthStartIndex: Int? {
        guard let latest = latestDay else { return nil }
        return index(onOrBefore: latest.adding(months: -1)) ?? 0
    }

    /// The bars of `sparkline` (the chart this history was read from) from the day the last
    /// month starts on, holes kept, for the card's sparkline.
    public func lastMonth(of sparkline: Sparkline) -> [Double?] {
        guard let start = monthStartIndex.map({ dayNumbers[$0] }) else { return [] }
        // Bars are in time order: the month is the tail from the first bar on or after its start.
        let first =
            sparkline.timestamps.firstIndex { Self.dayNumber(of: $0, in: sparkline) >= start }
            ?? sparkline.closes.count
        return Array(sparkline.closes[min(first, sparkline.closes.count)...])
    }

    private func index(onOrBefore day: CalendarDay) -> Int? {
        index(onOrBefore: day.dayNumber)
    }

    private func index(onOrBefore day: Int) -> Int? {
        // Days ascend: the last index whose day is not after `day`.
        let after = dayNumbers.partitionPoint { $0 <= day }
        return after == 0 ? nil : after - 1
    }
}
