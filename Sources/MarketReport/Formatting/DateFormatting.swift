import Foundation
import MarketData

/// Dates and times written in one explicit time zone with the Gregorian calendar and fixed
/// patterns: no system locale, no system time zone. The days people read follow the label
/// catalog's pattern (`2026-12-02`, `2026/12/02`); the ISO forms never change.
public struct DateFormatting: Sendable {
    /// The time zone every date is written in.
    public let timeZone: TimeZone
    /// How people read a day, in pieces.
    private let dayPieces: [DayPiece]

    /// The ISO 8601 day pattern, `2026-12-02`: the default of ``init(timeZone:dayPattern:)``.
    public static let isoDayPattern = "{year}-{month}-{day}"

    /// Formats in `timeZone` (the report's time zone, chosen by the caller), the days people read
    /// written as `dayPattern` says: `{year}` (four digits), `{month}` and `{day}` (two each)
    /// among any other text, `{year}/{month}/{day}` for `2026/12/02`.
    public init(timeZone: TimeZone, dayPattern: String = isoDayPattern) {
        self.timeZone = timeZone
        dayPieces = DayPiece.pieces(of: dayPattern)
    }

    /// The calendar day, ISO 8601: `2026-12-02`.
    public func isoDate(_ date: Date?) -> String {
        guard let date else { return NumberFormatting.missing }
        let parts = fields(of: date)
        return isoDay(year: parts.year, month: parts.month, day: parts.day)
    }

    /// A calendar day for people, in the day pattern: `2026-12-02`, `2026/12/02`.
    public func displayDay(_ day: CalendarDay) -> String {
        displayDay(year: day.year, month: day.month, day: day.day)
    }

    /// Day and minute for people, with the zone: `2026-12-02 14:30 UTC`, `2026-12-02 22:30 UTC+8`.
    public func displayDateTime(_ date: Date?) -> String {
        guard let date else { return NumberFormatting.missing }
        let parts = fields(of: date)
        let time = pad(parts.hour, 2) + ":" + pad(parts.minute, 2)
        return displayDay(year: parts.year, month: parts.month, day: parts.day) + " " + time + " "
            + zoneName(at: date)
    }

    /// The time of day for people, with the zone: `14:30 UTC`, `22:30 UTC+8`.
    public func displayTime(_ date: Date) -> String {
        let parts = fields(of: date)
        return pad(parts.hour, 2) + ":" + pad(parts.minute, 2) + " " + zoneName(at: date)
    }

    /// ISO 8601 with seconds and offset, for CSV: `2026-12-02T14:30:00Z`, `2026-12-02T22:30:00+08:00`;
    /// an empty string when missing.
    public func iso8601(_ date: Date?) -> String {
        guard let date else { return "" }
        let parts = fields(of: date)
        let time = pad(parts.hour, 2) + ":" + pad(parts.minute, 2) + ":" + pad(parts.second, 2)
        let offset = timeZone.secondsFromGMT(for: date)
        return isoDay(year: parts.year, month: parts.month, day: parts.day) + "T" + time
            + (offset == 0 ? "Z" : offsetText(offset, iso: true))
    }

    /// `UTC`, or `UTC` and the offset (`UTC+8`, `UTC-03:30`), the same on every platform.
    public func zoneName(at date: Date) -> String {
        let offset = timeZone.secondsFromGMT(for: date)
        return "UTC" + (offset == 0 ? "" : offsetText(offset, iso: false))
    }

    private struct Fields {
        var year: Int
        var month: Int
        var day: Int
        var hour: Int
        var minute: Int
        var second: Int
    }

    private func fields(of date: Date) -> Fields {
        let (day, second) = CalendarDay.dayAndSecond(of: date, in: timeZone)
        return Fields(
            year: day.year, month: day.month, day: day.day,
            hour: second / 3600, minute: second / 60 % 60, second: second % 60)
    }

    private func isoDay(year: Int, month: Int, day: Int) -> String {
        pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
    }

    private func displayDay(year: Int, month: Int, day: Int) -> String {
        var text = ""
        for piece in dayPieces {
            switch piece {
            case .text(let literal): text += literal
            case .year: text += pad(year, 4)
            case .month: text += pad(month, 2)
            case .day: text += pad(day, 2)
            }
        }
        return text
    }

    /// A piece of a day pattern: text as it is, or one of the day's numbers.
    private enum DayPiece: Sendable {
        case text(String), year, month, day

        /// The placeholders of a pattern and the numbers they stand for.
        static let placeholders: [(String, DayPiece)] = [
            ("{year}", .year), ("{month}", .month), ("{day}", .day),
        ]

        /// The pieces of `pattern`: `{year}`, `{month}` and `{day}` among text kept as it is.
        static func pieces(of pattern: String) -> [DayPiece] {
            var pieces: [DayPiece] = []
            var rest = pattern[...]
            while let open = rest.firstIndex(of: "{") {
                guard let (name, piece) = placeholders.first(where: { rest[open...].hasPrefix($0.0) }) else {
                    pieces.append(.text(String(rest[...open])))
                    rest = rest[rest.index(after: open)...]
                    continue
                }
                if open > rest.startIndex { pieces.append(.text(String(rest[..<open]))) }
                pieces.append(piece)
                rest = rest[rest.index(open, offsetBy: name.count)...]
            }
            if !rest.isEmpty { pieces.append(.text(String(rest))) }
            return pieces
        }
    }

    /// `+08:00` in ISO form; `+8` or `-03:30` (minutes only when not whole hours) for display.
    private func offsetText(_ seconds: Int, iso: Bool) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let minutes = abs(seconds) / 60
        if !iso && minutes % 60 == 0 { return sign + String(minutes / 60) }
        return sign + pad(minutes / 60, 2) + ":" + pad(minutes % 60, 2)
    }

    private func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
