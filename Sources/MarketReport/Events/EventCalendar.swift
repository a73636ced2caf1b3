import Foundation
import MarketData

/// `events.ics`: a report's upcoming events as an iCalendar file (RFC 5545) that a calendar can
/// subscribe to. Each event is an all-day `VEVENT` (an estimated range spans its days) whose `UID`
/// names the event, never the report, so the next day's file updates the same entries instead of
/// adding copies. Text is escaped, lines end in CRLF and are folded at 75 octets, never inside a
/// UTF-8 character.
public struct EventCalendar: Sendable {
    /// The file's name in the output folder.
    public static let fileName = "events.ics"
    /// The longest line, in octets, before it is folded.
    static let lineLimit = 75

    /// The report whose events are written.
    public let model: ReportModel
    /// The words of the summaries and the calendar's name.
    public let labels: LabelCatalog

    /// The calendar of `model`'s events, in the words of `labels`.
    public init(model: ReportModel, labels: LabelCatalog) {
        self.model = model
        self.labels = labels
    }

    /// The file.
    public var file: RenderedFile {
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//market-report//events//EN", "CALSCALE:GREGORIAN",
            "METHOD:PUBLISH", "X-WR-CALNAME:" + Self.escape(labels[.calendarName]),
        ]
        let stamp = Self.stamp(model.fetchedAt)
        for event in model.events {
            lines += [
                "BEGIN:VEVENT", "UID:" + Self.escape(Self.uid(of: event)), "DTSTAMP:" + stamp,
                "DTSTART;VALUE=DATE:" + Self.compact(event.day),
                "DTEND;VALUE=DATE:" + Self.compact(event.endDay.adding(days: 1)),
                "SUMMARY:"
                    + Self.escape(
                        labels.text(
                            .calendarSummary, ["symbol": event.symbol, "event": labels.eventTitle(event)])),
                "DESCRIPTION:" + Self.escape(description(of: event)), "TRANSP:TRANSPARENT", "END:VEVENT",
            ]
        }
        lines.append("END:VCALENDAR")
        var bytes: [UInt8] = []
        for line in lines { bytes += Self.fold(line) }
        return RenderedFile(name: Self.fileName, contents: bytes)
    }

    /// The name, the days and the amounts, one a line.
    private func description(of event: UpcomingEvent) -> String {
        let details = labels.eventDetails(event)
        return ([event.name, labels.eventDays(event)] + (details.isEmpty ? [] : [details])).joined(
            separator: "\n")
    }

    /// The event's identity, the same in every report that lists it: what happens, to which asset,
    /// on which (first) day; `earnings-stock-AAPL-20261208@market-report`.
    public static func uid(of event: UpcomingEvent) -> String {
        "\(event.kind.rawValue)-\(event.assetKind.rawValue)-\(event.id)-\(compact(event.day))@market-report"
    }

    /// `text` as an iCalendar TEXT value: backslash, semicolon and comma escaped, each line break
    /// written `\n`, other control characters left out.
    static func escape(_ text: String) -> String {
        var result = ""
        var scalars = text.unicodeScalars.makeIterator()
        var pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            switch scalar {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\r":
                result += "\\n"
                if pending == "\n" { pending = scalars.next() }
            case "\n": result += "\\n"
            case "\t": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `line`'s UTF-8 bytes with CRLF, folded so no line is longer than ``lineLimit`` octets: a
    /// break goes before a character that would not fit, and each continuation starts with a space.
    static func fold(_ line: String) -> [UInt8] {
        var bytes: [UInt8] = []
        var length = 0
        for scalar in line.unicodeScalars {
            let encoded = Array(String(scalar).utf8)
            if length + encoded.count > lineLimit {
                bytes += [0x0D, 0x0A, 0x20]
                length = 1
            }
            bytes += encoded
            length += encoded.count
        }
        return bytes + [0x0D, 0x0A]
    }

    /// `YYYYMMDD`.
    static func compact(_ day: CalendarDay) -> String {
        day.description.replacingOccurrences(of: "-", with: "")
    }

    /// `YYYYMMDDTHHMMSSZ`, in UTC.
    static func stamp(_ date: Date) -> String {
        let (day, second) = CalendarDay.dayAndSecond(of: date, in: TimeZone(identifier: "UTC")!)
        func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(compact(day))T\(pad(second / 3600))\(pad(second / 60 % 60))\(pad(second % 60))Z"
    }
}
