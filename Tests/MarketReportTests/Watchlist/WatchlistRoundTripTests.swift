import Foundation
import JSON
import Testing

@testable import MarketReport

@Suite struct WatchlistRoundTripTests {
    /// The value of a top-level key of the watchlist as written.
    private func topLevel(_ watchlist: Watchlist, _ key: String) -> JSONValue? {
        guard case .object(let object) = watchlist.jsonValue else { return nil }
        return object[key]
    }

    private func load(_ text: String) throws -> Watchlist {
        try Watchlist(json: Data(text.utf8), file: "watchlist.json")
    }

    @Test func keepsTheCurrencyUnknownEntryFieldsAndKeyOrder() throws {
        let text = """
            {
              "currency": "TWD",
              "taiwan": [
                "2330"
              ],
              "stocks": [
                "AAPL",
                {
                  "note": "high beta",
                  "symbol": "TSLA",
                  "broker": {
                    "name": "X",
                    "lots": [
                      1,
                      2.50
                    ]
                  },
                  "quantity": 10
                }
              ],
              "coins": []
            }

            """
        let watchlist = try load(text)
        #expect(watchlist.currency == CurrencyCode("TWD"))
        #expect(watchlist.stocks.map(\.identifier) == ["AAPL", "TSLA"])
        #expect(watchlist.jsonText == text)
    }

    @Test func normalizesLayoutAndAddsMissingLists() throws {
        let watchlist = try load(#"{"stocks":["AAPL",{"symbol":"MSFT"}],"currency":"EUR"}"#)
        let expected = """
            {
              "stocks": [
                "AAPL",
                "MSFT"
              ],
              "currency": "EUR",
              "coins": [],
              "taiwan": []
            }

            """
        #expect(watchlist.jsonText == expected)
    }

    @Test func keepsTheLocaleAndTheColourOfARise() throws {
        let watchlist = try load(#"{"up_color": "red", "stocks": ["AAPL"], "locale": "zh-TW"}"#)
        #expect(watchlist.locale == "zh-TW" && watchlist.upColor == .red)
        #expect(
            watchlist.jsonText
                == "{\n  \"up_color\": \"red\",\n  \"stocks\": [\n    \"AAPL\"\n  ],\n  \"locale\": \"zh-TW\",\n"
                + "  \"coins\": [],\n  \"taiwan\": []\n}\n")
        var merged = try load(#"{"stocks": []}"#)
        merged.merge(watchlist)
        #expect(merged.locale == "zh-TW" && merged.upColor == .red)
    }

    @Test func foldsDuplicatesKeepingTheFirst() throws {
        let watchlist = try load(
            #"{"stocks": ["AAPL", "MSFT", {"symbol": "aapl", "note": "dup"}], "coins": ["bitcoin", "bitcoin", "Bitcoin"], "taiwan": ["00631L", "00631l", "2330"]}"#
        )
        #expect(watchlist.stocks.map(\.identifier) == ["AAPL", "MSFT"])
        #expect(watchlist.stocks.first?.note == nil)
        #expect(watchlist.coins.map(\.identifier) == ["bitcoin"])
        #expect(watchlist.taiwan.map(\.identifier) == ["00631L", "2330"])
    }

    @Test func editsKeepEntryPositionsAndFieldOrder() throws {
        var watchlist = try load(#"{"stocks": ["AAPL", {"symbol": "TSLA", "x": 1}, "MSFT"]}"#)
        var tesla = try #require(watchlist.entry("tsla", kind: .stock))
        tesla.quantity = 10
        tesla.note = "beta"
        tesla.cost = 212.5
        let updated = watchlist.update(tesla)
        #expect(updated)
        #expect(watchlist.stocks.map(\.identifier) == ["AAPL", "TSLA", "MSFT"])
        #expect(watchlist.stocks[1].fields.keys == ["symbol", "x", "quantity", "note", "cost"])
        let removed = watchlist.remove("aapl", kind: .stock)
        let removedAgain = watchlist.remove("AAPL", kind: .stock)
        let addedDuplicate = watchlist.add(WatchlistEntry(kind: .stock, identifier: "msft"))
        let addedCoin = watchlist.add(WatchlistEntry(kind: .coin, identifier: "bitcoin"))
        #expect(removed?.identifier == "AAPL")
        #expect(removedAgain == nil)
        #expect(!addedDuplicate)
        #expect(addedCoin)
        #expect(topLevel(watchlist, "coins") == .array([.string("bitcoin")]))
    }

    @Test func clearingOptionalFieldsTurnsAnEntryBackIntoAString() {
        var entry = WatchlistEntry(kind: .taiwan, identifier: "2330")
        entry.quantity = 1000
        #expect(
            entry.jsonValue == .object(["code": .string("2330"), "quantity": .number(JSONNumber(1000)!)]))
        entry.quantity = nil
        #expect(entry.jsonValue == .string("2330"))
        entry[field: "code"] = nil
        #expect(entry.identifier == "2330")
    }

    @Test func mergeAddsOnlyNewEntriesAndKeepsTheCurrency() throws {
        var base = try load(#"{"stocks": ["AAPL"], "currency": "EUR"}"#)
        let other = try load(#"{"stocks": ["aapl", "NVDA"], "coins": ["Solana"], "currency": "GBP"}"#)
        let added = base.merge(other)
        #expect(added.map(\.identifier) == ["NVDA", "Solana"])
        #expect(base.currency == CurrencyCode("EUR"))
        var empty = Watchlist()
        empty.merge(other)
        #expect(empty.currency == CurrencyCode("GBP"))
        #expect(topLevel(empty, "currency") == .string("GBP"))
    }

    @Test func theCurrencyIsWrittenOnlyWhenSet() throws {
        #expect(topLevel(try load(#"{"stocks": ["AAPL"]}"#), "currency") == nil)
        var watchlist = try load(#"{"stocks": ["AAPL"]}"#)
        watchlist.currency = CurrencyCode("JPY")
        #expect(watchlist.jsonText.hasSuffix("\"taiwan\": [],\n  \"currency\": \"JPY\"\n}\n"))
    }

    @Test(arguments: ["USD", "TWD", "EUR"])
    func acceptsThreeCapitalLetters(code: String) {
        #expect(CurrencyCode(code)?.text == code)
    }

    @Test(arguments: ["usd", "US", "USDT", "U$D", "ＵＳＤ", ""])
    func refusesAnythingElseAsACurrency(text: String) {
        #expect(CurrencyCode(text) == nil)
    }
}
