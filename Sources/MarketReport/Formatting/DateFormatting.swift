import Foundation
import MarketData

/// Dates and times written in one explicit time zone with the Gregorian calendar and fixed
/// ASCII patterns: no locale, no system time zone.
public struct DateFormatting: Sendable {
    /// The time zone every date is written in.
    public let timeZone: TimeZone

    /// Formats in `timeZone` (the report's time zone, chosen by the caller).
    public init(timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    /// The calendar day: `2026-12-02`.
    public func isoDate(_ date: Date?) -> String {
        guard let date else { return NumberFormatting.missing }
        return day(fields(of: date))
    }

    /// Day and minute for people, with the zone: `2026-12-02 14:30 UTC`, `2026-12-02 22:30 UTC+8`.
    public func displayDateTime(_ date: Date?) -> String {
        guard let date else { return NumberFormatting.missing }
        let parts = fields(of: date)
        return day(parts) + " " + pad(parts.hour, 2) + ":" + pad(parts.minute, 2) + " " + zoneName(at: date)
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
        return day(parts) + "T" + time + (offset == 0 ? "Z" : offsetText(offset, iso: true))
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

    private func day(_ parts: Fields) -> String {
        pad(parts.year, 4) + "-" + pad(parts.month, 2) + "-" + pad(parts.day, 2)
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
