import Foundation

extension CalendarDay {
    /// The day `count` days later (earlier when negative).
    public func adding(days count: Int) -> CalendarDay {
        Self(dayNumber: dayNumber + count)
    }

    /// The same day of the month `count` months later (earlier when negative), or that month's
    /// last day when it is shorter: 31 March less one month is 28 or 29 February, 29 February
    /// less twelve months is 28 February.
    public func adding(months count: Int) -> CalendarDay {
        let months = year * 12 + (month - 1) + count
        let (newYear, newMonth) = (months.floorDivided(by: 12), months - months.floorDivided(by: 12) * 12 + 1)
        for candidate in stride(from: day, through: min(day, 28), by: -1) {
            if let shifted = CalendarDay(year: newYear, month: newMonth, day: candidate) { return shifted }
        }
        return CalendarDay(year: newYear, month: newMonth, day: 28)!
    }

    /// Days since 1970-01-01 (civil-from-days arithmetic of the proleptic Gregorian calendar).
    public var dayNumber: Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = shiftedYear.floorDivided(by: 400)
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day `date` falls on in `timeZone` and the seconds since that day's midnight: plain
    /// arithmetic on the zone's offset from UTC at that moment, which gives what a Gregorian
    /// `Calendar` gives, without its cost (reports tell thousands of times).
    public static func dayAndSecond(of date: Date, in timeZone: TimeZone) -> (day: CalendarDay, second: Int) {
        let local = Int(date.timeIntervalSince1970.rounded(.down)) + timeZone.secondsFromGMT(for: date)
        let number = local.floorDivided(by: 86_400)
        return (CalendarDay(dayNumber: number), local - number * 86_400)
    }

    /// The day `number` days after 1970-01-01.
    public init(dayNumber number: Int) {
        let shifted = number + 719_468
        let era = shifted.floorDivided(by: 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self = CalendarDay(year: year, month: month, day: day)!
    }
}

extension Int {
    /// The quotient rounded toward minus infinity.
    fileprivate func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
