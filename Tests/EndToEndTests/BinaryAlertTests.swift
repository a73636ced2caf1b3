import Foundation
import TestHTTPServer
import Testing

/// Alerts through the built binary: `--strict-alerts` exits 3 on a new alert and 0 when it is
/// still on, a mistaken rule exits 65 at its place, `watchlist add --alert` writes the rules.
@Suite(.serialized) final class BinaryAlertTests: ServedFolder {

    init() throws { try super.init("alerts-e2e") }

    func run(_ arguments: [String]) throws -> RunResult {
        try #require(BinaryRunner.binary != nil, "build the market-report binary first (swift build)")
        return try BinaryRunner.run(arguments, in: folder.url, environment: environment())
    }

    func report(date: String) throws -> RunResult {
        try run(["report", "--date", date, "--output", "out", "--quiet", "--strict-alerts", "--no-cache"])
    }

    /// The sample has one new alert (NVDA above 185) and one still on (HSBA.L above 1000p).
    @Test func theSampleHasANewAlertSoStrictAlertsExitsThree() throws {
        let result = try run(["report", "--sample", "--output", "sample", "--quiet", "--strict-alerts"])
        #expect(result.status == 3, "\(result.stderr)")
        #expect(folder.exists("sample/report.md"))
        let json = try folder.read("sample/report.json")
        #expect(json.contains(#""rule": "above""#))
        #expect(json.contains(#""id": "NVDA""#))
        let plain = try run(["report", "--sample", "--output", "sample", "--quiet"])
        #expect(plain.status == 0, "\(plain.stderr)")
    }

    /// Run 1 has the alert new (exit 3); run 2, the next day, has it still on (exit 0).
    @Test func aNewAlertIsStillOnTheNextDay() throws {
        try folder.write(
            #"{"stocks": [{"symbol": "AAPL", "alerts": {"above": 0.01}}]}"#, to: "watchlist.json")
        let first = try report(date: "2026-12-01")
        #expect(first.status == 3, "\(first.stderr)")
        #expect(try folder.read("out/report.json").contains(#""new": true"#))
        let second = try report(date: "2026-12-02")
        #expect(second.status == 0, "\(second.stderr)")
        #expect(try folder.read("out/report.json").contains(#""new": false"#))
    }

    @Test func anUnknownRuleExitsSixtyFiveAtItsPlace() throws {
        try folder.write(
            "{\n  \"stocks\": [{\"symbol\": \"AAPL\", \"alerts\": {\"abov\": 300}}]\n}", to: "watchlist.json")
        let result = try report(date: "2026-12-01")
        #expect(result.status == 65)
        #expect(
            result.stderr.contains(
                #"watchlist.json:2:44: unknown alert rule "abov" (did you mean "above"?)"#),
            "\(result.stderr)")
    }

    @Test func watchlistAddSetsAlertsAndRefusesABadOne() throws {
        let added = try run(["watchlist", "add", "AAPL", "--alert", "above=300", "--alert", "move=5"])
        #expect(added.status == 0, "\(added.stderr)")
        let file = try folder.read("watchlist.json")
        #expect(
            file.contains(#""alerts": {"#) && file.contains(#""above": 300"#) && file.contains(#""move": 5"#))
        let bad = try run(["watchlist", "add", "AAPL", "--alert", "abov=300"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("--alert") && bad.stderr.contains("above=300"), "\(bad.stderr)")
    }
}
