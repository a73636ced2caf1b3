import Foundation
import TestHTTPServer
import Testing

/// The upcoming events of a run against the local test server: the window of `--events-days`,
/// a holding's expected cash in every output, and a failed schedule that leaves the prices alone.
@Suite(.serialized) final class BinaryEventsTests: ServedFolder {

    init() throws {
        try super.init(
            "events-e2e",
            watchlist: #"{"taiwan": [{"code": "2330", "quantity": 1000}, "2317"]}"#)
    }

    /// A report dated 2025-12-02 (the fixtures' day), its events reaching `days` ahead.
    private func report(days: Int, output: String) throws -> RunResult {
        let environment = self.environment(cacheName: "cache-\(output)")
        return try BinaryRunner.run(
            ["report", "--date", "2025-12-02", "--events-days", String(days), "--output", output, "--quiet"],
            in: folder.url, environment: environment)
    }

    @Test func anEventOnTheWindowsLastDayIsListedAndOneDayLaterIsNot() throws {
        // 2317 goes ex-rights and ex-dividend on 12-10 (8 days on), 2330 ex-dividend on 12-18 (16).
        let within = try report(days: 16, output: "sixteen")
        #expect(within.status == 0, "\(within.stderr)")
        let calendar = try folder.read("sixteen/events.ics")
        #expect(calendar.contains("UID:ex_dividend-taiwan-2330-20251218@market-report\r\n"))
        #expect(calendar.components(separatedBy: "BEGIN:VEVENT").count == 4)
        let json = try folder.read("sixteen/report.json")
        #expect(json.contains(#""expectedCash": 4500"#) && json.contains(#""cashPerShare": 4.5"#))
        let markdown = try folder.read("sixteen/report.md")
        #expect(
            markdown.contains(
                "| 2025-12-18 | Ex-dividend | 2330 台積電 | NT$4.50 a share; NT$4,500.00 on the holding |"))
        let html = try folder.read("sixteen/index.html")
        #expect(html.contains(#"<section class="upcoming" id="upcoming""#))
        let shorter = try report(days: 15, output: "fifteen")
        #expect(shorter.status == 0, "\(shorter.stderr)")
        let fewer = try folder.read("fifteen/events.ics")
        #expect(!fewer.contains("2330-20251218") && fewer.contains("ex_rights-taiwan-2317-20251210"))
    }

    @Test func aFailedScheduleIsAnEventsGapAndThePricesStay() throws {
        server.inject(.status(503, body: "busy"), pathSuffix: "/exchangeReport/TWT48U_ALL", times: 10)
        let result = try report(days: 30, output: "failed")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("2330 (taiwan): events: http 503"), "\(result.stderr)")
        let csv = try folder.read("failed/taiwan.csv")
        let tsmc = try #require(csv.components(separatedBy: "\r\n").first { $0.hasPrefix("2330,") })
        #expect(tsmc.contains(",1045,") && tsmc.contains(",events: http 503,"), "\(tsmc)")
        #expect(!(try folder.read("failed/events.ics")).contains("BEGIN:VEVENT"))
    }
}
