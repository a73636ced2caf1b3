import Foundation
import Testing

@testable import MarketReport

@Suite struct DateFormattingTests {
    /// 2026-12-02T14:30:05Z.
    let instant = Date(timeIntervalSince1970: 1_796_221_805)

    @Test(arguments: [
        ("UTC", "2026-12-02", "2026-12-02 14:30 UTC", "2026-12-02T14:30:05Z"),
        ("Asia/Taipei", "2026-12-02", "2026-12-02 22:30 UTC+8", "2026-12-02T22:30:05+08:00"),
        ("America/New_York", "2026-12-02", "2026-12-02 09:30 UTC-5", "2026-12-02T09:30:05-05:00"),
        ("Asia/Kolkata", "2026-12-02", "2026-12-02 20:00 UTC+05:30", "2026-12-02T20:00:05+05:30"),
        ("Pacific/Kiritimati", "2026-12-03", "2026-12-03 04:30 UTC+14", "2026-12-03T04:30:05+14:00"),
    ])
    func formatsInTheGivenZone(zone: String, date: String, display: String, iso: String) throws {
        let formatting = DateFormatting(timeZone: try #require(TimeZone(identifier: zone)))
        #expect(formatting.isoDate(instant) == date)
        #expect(formatting.displayDateTime(instant) == display)
        #expect(formatting.iso8601(instant) == iso)
    }

    @Test func summerTimeChangesTheOffset() throws {
        let formatting = DateFormatting(timeZone: try #require(TimeZone(identifier: "Europe/London")))
        let july = Date(timeIntervalSince1970: 1_783_000_000)
        #expect(formatting.zoneName(at: july) == "UTC+1")
        #expect(formatting.zoneName(at: instant) == "UTC")
    }

    @Test func missingDates() throws {
        let formatting = DateFormatting(timeZone: try #require(TimeZone(identifier: "UTC")))
        #expect(formatting.isoDate(nil) == "n/a")
        #expect(formatting.displayDateTime(nil) == "n/a")
        #expect(formatting.iso8601(nil) == "")
    }
}
