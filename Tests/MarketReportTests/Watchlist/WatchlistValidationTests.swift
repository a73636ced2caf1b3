import Foundation
import Testing

@testable import MarketReport

@Suite struct WatchlistValidationTests {
    private static let stockLine = "{\n  \"stocks\": [\n    {\"symbol\": \"TSLA\", \"quantity\": %@}\n  ]\n}"

    @Test(arguments: [
        (
            #"["AAPL"]"#,
            #"watchlist.json:1:1: the watchlist must be an object with "stocks", "coins" and "taiwan" lists, found a list"#
        ),
        (
            "{\n  \"stocks\": [],\n  \"coins\": \"bitcoin\"\n}",
            #"watchlist.json:3:12: "coins" must be a list of coin ids, found a string"#
        ),
        (#"{"stocks": null}"#, #"watchlist.json:1:12: "stocks" must be a list of stock symbols, found null"#),
        (
            #"{"stocks": ["AAPL", 42]}"#,
            #"watchlist.json:1:21: each "stocks" entry must be a stock symbol or an object with "symbol", found a number"#
        ),
        (#"{"coins": [{"note": "x"}]}"#, #"watchlist.json:1:12: this "coins" entry has no "id""#),
        (
            #"{"taiwan": [{"code": 2330}]}"#,
            #"watchlist.json:1:22: "code" must be a Taiwan company code in quotes, found a number"#
        ),
        (#"{"stocks": [""]}"#, "watchlist.json:1:13: the stock symbol is empty"),
        (#"{"stocks": [{"symbol": ""}]}"#, "watchlist.json:1:24: the stock symbol is empty"),
        (
            #"{"stocks": ["BRK B"]}"#,
            #"watchlist.json:1:13: "BRK B" is not a stock symbol: it contains a space"#
        ),
        (
            #"{"taiwan": ["23"]}"#,
            #"watchlist.json:1:13: "23" is not a Taiwan company code: use 4 to 6 letters or digits"#
        ),
        (
            #"{"taiwan": ["2330.TW"]}"#,
            #"watchlist.json:1:13: "2330.TW" is not a Taiwan company code: use 4 to 6 letters or digits"#
        ),
        (
            stockLine.replacingOccurrences(of: "%@", with: "\"ten\""),
            #"watchlist.json:3:36: "quantity" must be a number, found the text "ten""#
        ),
        (
            stockLine.replacingOccurrences(of: "%@", with: "-3"),
            #"watchlist.json:3:36: "quantity" must not be negative, found -3"#
        ),
        (
            #"{"coins": [{"id": "bitcoin", "cost": -1.5}]}"#,
            #"watchlist.json:1:38: "cost" must not be negative, found -1.5"#
        ),
        (
            #"{"coins": [{"id": "bitcoin", "cost": true}]}"#,
            #"watchlist.json:1:38: "cost" must be a number, found true"#
        ),
        (
            #"{"stocks": [{"symbol": "A", "note": 5}]}"#,
            #"watchlist.json:1:37: "note" must be text in quotes, found a number"#
        ),
        (
            #"{"benchmark": 500}"#,
            #"watchlist.json:1:15: "benchmark" must be a Yahoo symbol in quotes such as "^GSPC", found a number"#
        ),
        (
            #"{"benchmark": "S&P 500"}"#,
            #"watchlist.json:1:15: "S&P 500" is not a stock symbol: it contains a space"#
        ),
        (
            #"{"stocks": [{"symbol": "A", "group": ""}]}"#,
            #"watchlist.json:1:38: "group" must be a name in quotes such as "Tech", found the text """#
        ),
        (
            #"{"stocks": [{"symbol": "A", "group": ["Tech"]}]}"#,
            #"watchlist.json:1:38: "group" must be a name in quotes such as "Tech", found a list"#
        ),
        (
            #"{"stonks": ["AAPL"]}"#,
            #"watchlist.json:1:12: unknown key "stonks" (did you mean "stocks"?)"#
        ),
        (
            #"{"stocks": [], "Coins": []}"#,
            #"watchlist.json:1:25: unknown key "Coins" (did you mean "coins"?)"#
        ),
        (
            #"{"title": "Mine"}"#,
            #"watchlist.json:1:11: unknown key "title" (a watchlist has only "stocks", "coins", "taiwan", "currency", "alerts", "locale", "up_color", "benchmark")"#
        ),
        (
            #"{"currency": "usd"}"#,
            #"watchlist.json:1:14: "currency" must be an ISO 4217 code of three capital letters such as "USD", "#
                + #"found the text "usd" (did you mean "USD"?)"#
        ),
        (
            #"{"currency": "US Dollar"}"#,
            #"watchlist.json:1:14: "currency" must be an ISO 4217 code of three capital letters such as "USD", "#
                + #"found the text "US Dollar""#
        ),
        (
            #"{"currency": 840}"#,
            #"watchlist.json:1:14: "currency" must be an ISO 4217 code of three capital letters such as "USD", "#
                + "found a number"
        ),
        (
            #"{"stocks": ["AAPL",]}"#,
            "watchlist.json:1:20: expected a value (string, number, list, object, true, false or null), found ']'"
        ),
    ])
    func reportsFileLineColumnAndWhatWasExpected(text: String, message: String) {
        do {
            let watchlist = try Watchlist(json: Data(text.utf8), file: "watchlist.json")
            Issue.record("expected an error, loaded \(watchlist)")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func acceptsAValidFileWithEveryOptionalField() throws {
        let text = #"{"stocks": [{"symbol": "TSLA", "quantity": 0, "cost": 212.5, "note": "high beta"}]}"#
        let watchlist = try Watchlist(json: Data(text.utf8), file: "w.json")
        let entry = try #require(watchlist.stocks.first)
        #expect(entry.identifier == "TSLA")
        #expect(entry.quantity == 0)
        #expect(entry.cost == 212.5)
        #expect(entry.note == "high beta")
    }

    @Test(arguments: [
        (AssetKind.stock, "BTC-USD", true), (.stock, "^GSPC", true), (.stock, "", false),
        (.stock, "A\tB", false), (.coin, "usd-coin", true), (.coin, "bit coin", false),
        (.taiwan, "2330", true), (.taiwan, "00631L", true), (.taiwan, "123", false),
        (.taiwan, "1234567", false), (.taiwan, "23３0", false), (.taiwan, "23-0", false),
    ])
    func checksIdentifiers(kind: AssetKind, identifier: String, valid: Bool) {
        #expect((kind.problem(with: identifier) == nil) == valid)
    }
}
