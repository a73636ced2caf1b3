import Foundation
import JSON
import Testing

@testable import MarketReport

/// Alert rules as the watchlist file and `watchlist add --alert` write them.
@Suite struct AlertRuleTests {
    static func read(_ json: String) throws(WatchlistError) -> Watchlist {
        try Watchlist(json: Data(json.utf8), file: "watchlist.json")
    }

    @Test(arguments: [
        (
            "{\n  \"stocks\": [{\"symbol\": \"AAPL\", \"alerts\": {\"new_hihg\": true}}]\n}",
            #"watchlist.json:2:44: unknown alert rule "new_hihg" (did you mean "new_high"?)"#
        ),
        (
            #"{"alerts": {"abov": 300}, "stocks": []}"#,
            #"watchlist.json:1:13: unknown alert rule "abov" (did you mean "above"?)"#
        ),
        (
            #"{"stocks": [{"symbol": "AAPL", "alerts": {"above": "300"}}]}"#,
            #"watchlist.json:1:52: alert rule "above" must be a price (a number) or false, found the text "300""#
        ),
        (
            #"{"stocks": [{"symbol": "AAPL", "alerts": {"new_high": 1}}]}"#,
            #"watchlist.json:1:55: alert rule "new_high" must be true or false, found a number"#
        ),
        (
            #"{"stocks": [{"symbol": "AAPL", "alerts": {"stale": 1.5}}]}"#,
            #"watchlist.json:1:52: alert rule "stale" must be a whole number of days (0 or more) or false, found a number"#
        ),
        (
            #"{"stocks": [{"symbol": "AAPL", "alerts": [300]}]}"#,
            #"watchlist.json:1:42: "alerts" must be an object of rules such as {"above": 300}, found a list"#
        ),
    ])
    func mistakesNameTheirPlace(json: String, message: String) {
        #expect(throws: (any Error).self) { try Self.read(json) }
        do {
            _ = try Self.read(json)
        } catch {
            #expect(error.description == message)
        }
    }

    /// Saving keeps the rules of the entries and the defaults, in their order.
    @Test func alertsSurviveARoundTrip() throws {
        let text = """
            {
              "stocks": [
                {
                  "symbol": "AAPL",
                  "alerts": {
                    "move": 5,
                    "above": 300,
                    "new_high": true
                  }
                }
              ],
              "coins": [],
              "taiwan": [],
              "alerts": {
                "stale": 3,
                "from_cost": -15,
                "new_low": false
              }
            }

            """
        let watchlist = try Self.read(text)
        #expect(watchlist.jsonText == text)
        #expect(watchlist.stocks[0].alerts.rules.map(\.name) == [.move, .above, .newHigh])
        #expect(watchlist.alerts[.newLow]?.isOn == false)
    }

    @Test func settingsWrittenOnTheCommandLine() throws {
        #expect(try AlertRule(setting: "above=300") == AlertRule(.above, threshold: 300))
        #expect(try AlertRule(setting: "new_high=true") == AlertRule(.newHigh))
        #expect(try AlertRule(setting: "move=false").isOn == false)
        #expect(throws: AlertRuleTextProblem.self) { try AlertRule(setting: "move=-1") }
        #expect(throws: AlertRuleTextProblem.self) { try AlertRule(setting: "above") }
        do {
            _ = try AlertRule(setting: "abov=300")
        } catch {
            #expect(error.suggestion == "above=300")
        }
    }
}
