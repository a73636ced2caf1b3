import Foundation
import MarketData
import Testing

@testable import MarketReport

/// `events.ics`: RFC 5545 lines, escaped text, folding that keeps UTF-8 whole, and UIDs that stay
/// the same from one report to the next.
@Suite struct EventCalendarTests {
    static let today = CalendarDay(year: 2026, month: 12, day: 1)!

    static func event(name: String = "台積電", day: Int = 16, lastDay: Int? = nil) -> UpcomingEvent {
        UpcomingEvent(
            kind: .exDividend, assetKind: .taiwan, id: "2330", symbol: "2330", name: name,
            day: today.adding(days: day), lastDay: lastDay.map { today.adding(days: $0) }, cashPerShare: 5,
            currency: CurrencyFormat(code: "TWD"), expectedCash: 5000)
    }

    static func calendar(_ events: [UpcomingEvent], date: CalendarDay = today) -> String {
        var model = ReportModel(
            date: date.description, fetchedAt: Date(timeIntervalSince1970: 1_796_160_600), timeZone: .gmt,
            stocks: [], coins: [], taiwan: [])
        model.events = events
        let bytes = EventCalendar(model: model, labels: .english).file.contents
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func aCalendarHasItsHeaderAndAllDayEventsWithCRLFLines() {
        let text = Self.calendar([Self.event(), Self.event(name: "NVIDIA", day: 7, lastDay: 11)])
        #expect(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//market-report//events//EN\r\n"))
        #expect(text.hasSuffix("END:VCALENDAR\r\n"))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "every line ends in CRLF")
        #expect(text.components(separatedBy: "BEGIN:VEVENT").count == 3)
        #expect(text.contains("DTSTART;VALUE=DATE:20261217\r\nDTEND;VALUE=DATE:20261218\r\n"))
        #expect(
            text.contains("DTSTART;VALUE=DATE:20261208\r\nDTEND;VALUE=DATE:20261213\r\n"),
            "a range's end is after it")
        #expect(text.contains("DTSTAMP:20261201T213000Z\r\n"))
        #expect(text.contains("SUMMARY:2330 Ex-dividend\r\n"))
    }

    @Test func textIsEscaped() {
        #expect(EventCalendar.escape(#"a\b;c,d"#) == #"a\\b\;c\,d"#)
        #expect(EventCalendar.escape("one\ntwo\r\nthree\rfour") == #"one\ntwo\nthree\nfour"#)
        #expect(EventCalendar.escape("bell\u{07}tab\t") == "belltab\t", "control characters are left out")
        let text = Self.calendar([Self.event(name: "Foo, Inc.; \"A\\B\"\nline")])
        #expect(text.contains(#"DESCRIPTION:Foo\, Inc.\; "A\\B"\nline\n2026-12-17\n"#))
    }

    @Test func longLinesFoldAt75OctetsWithoutSplittingACharacter() throws {
        let name = String(repeating: "台灣積體電路製造股份有限公司", count: 4)
        let text = Self.calendar([Self.event(name: name)])
        let lines = text.components(separatedBy: "\r\n").dropLast()
        #expect(lines.allSatisfy { $0.utf8.count <= 75 })
        let description = try #require(lines.firstIndex { $0.hasPrefix("DESCRIPTION:") })
        #expect(lines[description + 1].hasPrefix(" "), "a long line continues on the next")
        // Each folded line is whole UTF-8 on its own, and unfolding gives the text back.
        let bytes = Array(text.utf8)
        var start = 0
        for index in bytes.indices.dropLast() where bytes[index] == 0x0D && bytes[index + 1] == 0x0A {
            #expect(String(validating: bytes[start..<index], as: UTF8.self) != nil)
            start = index + 2
        }
        let unfolded = text.replacingOccurrences(of: "\r\n ", with: "")
        #expect(unfolded.contains("DESCRIPTION:\(name)\\n"))
        #expect(EventCalendar.fold(String(repeating: "a", count: 75)).count == 77, "75 octets fit on a line")
        #expect(
            EventCalendar.fold(String(repeating: "a", count: 76))
                == Array((String(repeating: "a", count: 75) + "\r\n a\r\n").utf8))
    }

    @Test func anEventsUIDIsTheSameInTheNextDaysReport() {
        let first = Self.calendar([Self.event()], date: Self.today)
        let next = Self.calendar([Self.event()], date: Self.today.adding(days: 1))
        func uids(_ text: String) -> [String] {
            text.components(separatedBy: "\r\n").filter { $0.hasPrefix("UID:") }
        }
        #expect(uids(first) == ["UID:ex_dividend-taiwan-2330-20261217@market-report"])
        #expect(uids(first) == uids(next))
        var other = Self.event()
        other.kind = .exRights
        #expect(
            EventCalendar.uid(of: other) != EventCalendar.uid(of: Self.event()), "two events of a day differ")
    }
}
