import Foundation
import JSON
import Testing

@testable import MarketData

/// A chart reads only the bars a report reads (from the close a one-year return is measured
/// from on), and the sparkline kept from it is the one kept from every bar.
@Suite struct ChartBarsReadTests {
    /// Weekday bars at 14:30 UTC from `start` through `end`; `close(i)` is bar `i`'s close.
    static func bars(
        _ start: String, _ end: String, close: (Int) -> Double?
    ) -> (times: [Double?], closes: [Double?]) {
        var times: [Double?] = []
        var day = CalendarDay(iso: start)!
        while day <= CalendarDay(iso: end)! {
            let weekday = (day.dayNumber + 4) % 7  // 0 = Sunday
            if weekday != 0, weekday != 6 { times.append(Double(day.dayNumber) * 86_400 + 52_200) }
            day = day.adding(days: 1)
        }
        return (times, times.indices.map(close))
    }

    static func literal(_ values: [Double?]) -> String {
        "[" + values.map { $0.map { String($0) } ?? "null" }.joined(separator: ",") + "]"
    }

    /// The chart read from JSON, and the sparkline of every bar, both as kept.
    static func kept(_ times: [Double?], _ closes: [Double?]) throws -> (
        chart: YahooWire.Chart, read: Sparkline?, all: Sparkline
    ) {
        let text =
            #"{"meta":{"gmtoffset":-18000},"timestamp":\#(literal(times)),"indicators":{"quote":[{"close":\#(literal(closes))}]}}"#
        let chart = YahooWire.Chart(try JSONTape(Data(text.utf8)).root)
        let all = Sparkline(
            symbol: "X", timestamps: times.map { Date(timeIntervalSince1970: $0 ?? 0) }, closes: closes,
            utcOffset: -18_000)
        return (chart, chart.sparkline(symbol: "X")?.keepingBarsRead(), all.keepingBarsRead())
    }

    @Test func twoYearsAreReadFromTheOneYearReferenceOn() throws {
        let (times, closes) = Self.bars("2024-12-02", "2026-12-01") { 100 + sin(Double($0)) * 20 }
        let (chart, read, all) = try Self.kept(times, closes)
        #expect(times.count > 500)
        #expect(chart.closes.count < times.count / 2 + 10)
        // The first bar read is the last close on or before 2025-12-01.
        #expect(chart.timestamps.first == Double(CalendarDay(iso: "2025-12-01")!.dayNumber) * 86_400 + 52_200)
        #expect(read == all)
    }

    @Test func missingClosesBeforeTheReferenceAreWalkedBackOver() throws {
        // No close for the two weeks up to the reference day, nor on the last bar.
        let (times, closes) = Self.bars("2024-12-02", "2026-12-01") { Double($0) }
        let holes = Set((times.count - 272)..<(times.count - 258)).union([times.count - 1])
        let (chart, read, all) = try Self.kept(
            times, closes.indices.map { holes.contains($0) ? nil : 100 + Double($0) })
        #expect(read == all)
        // The first bar read is the last one with a close before the holes.
        #expect(chart.closes.first! != nil)
        #expect(chart.closes.count == 273)
    }

    @Test(arguments: [false, true])
    func aShortHistoryOrABarWithoutATimeIsReadWhole(missingTime: Bool) throws {
        var (times, closes) = Self.bars(missingTime ? "2024-12-02" : "2026-06-01", "2026-12-01") {
            50 + Double($0 % 7)
        }
        if missingTime { times[times.count / 2] = nil }
        let (chart, read, all) = try Self.kept(times, closes)
        #expect(chart.closes.count == closes.count)
        #expect(read == all)
    }
}
