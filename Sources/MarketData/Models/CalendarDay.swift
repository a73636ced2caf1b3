import Foundation
import JSON

/// A calendar date without time or time zone, printed as ISO 8601 (`2024-12-31`).
public struct CalendarDay: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The Gregorian year.
    public var year: Int
    /// The month, 1 to 12.
    public var month: Int
    /// The day of the month, 1 to 31.
    public var day: Int

    /// Creates a day; returns `nil` when the month or day is out of range.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), (1...Self.days(inMonth: month, year: year)).contains(day) else {
            return nil
        }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Reads an ISO 8601 date `YYYY-MM-DD` (ASCII digits, a day that exists); `nil` for any other
    /// text, so `2024-02-30`, `2024-1-01` and full-width digits are refused.
    public init?(iso text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.map(\.count) == [4, 2, 2],
            parts.allSatisfy({ $0.allSatisfy { ("0"..."9").contains($0) } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The day `date` falls on in `timeZone`.
    public init(_ date: Date, in timeZone: TimeZone) {
        self = Self.dayAndSecond(of: date, in: timeZone).day
    }

    /// Reads a Republic of China date `YYYMMDD` (`1131231` = 2024-12-31; the year is ROC + 1911).
    public init?(rocDate text: String) {
        let digits = text.trimmingSpaces
        guard (6...7).contains(digits.count), let number = Int(digits) else { return nil }
        self.init(year: number / 10_000 + 1911, month: number / 100 % 100, day: number % 100)
    }

    /// Reads a Republic of China date as the exchanges write it: `YYYMMDD` (`1151211`), or with
    /// separators (`115/12/11`, `115年12月11日`); `nil` for placeholders such as `待公告`.
    public init?(rocText text: String) {
        if let day = CalendarDay(rocDate: text) {
            self = day
            return
        }
        let parts = text.split { !("0"..."9").contains($0) }.compactMap { Int($0) }
        guard parts.count == 3, text.first.map({ ("0"..."9").contains($0) }) == true else { return nil }
        self.init(year: parts[0] + 1911, month: parts[1], day: parts[2])
    }

    /// Reads a compact Gregorian date `YYYYMMDD` (`19940905`); `00000000` gives `nil`.
    public init?(compact text: String) {
        let digits = text.trimmingSpaces
        guard digits.count == 8, let number = Int(digits) else { return nil }
        self.init(year: number / 10_000, month: number / 100 % 100, day: number % 100)
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        func pad(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    /// Earlier days sort first.
    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    private static func days(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
