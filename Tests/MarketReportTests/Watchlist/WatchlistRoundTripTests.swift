import Foundation
import JSON
import Testing

@testable import MarketReport

@Suite struct WatchlistRoundTripTests {
    private func load(_ text: String) throws -> Watchlist {
        try Watchlist(json: Data(text.utf8), file: "watchlist.json")
    }

    @Test func keepsUnknownFieldsAndKeyOrder() throws {
        let text = """
            {
              "title": "Mine",
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
              "coins": [],
              "version": 2
            }

            """
        let watchlist = try load(text)
        #expect(watchlist.otherFields.keys == ["title", "version"])
        #expect(watchlist.stocks.map(\.identifier) == ["AAPL", "TSLA"])
        #expect(watchlist.jsonText == text)
    }

    @Test func normalizesLayoutAndAddsMissingLists() throws {
        let watchlist = try load(#"{"stocks":["AAPL",{"symbol":"MSFT"}],"extra":true}"#)
        let expected = """
            {
              "stocks": [
                "AAPL",
                "MSFT"
              ],
              "extra": true,
              "coins": [],
              "taiwan": []
            }

            """
        #expect(watchlist.jsonText == expected)
    }

    @Test func foldsDuplicatesKeepingTheFirst() throws {
        let watchlist = try load(
            #"{"stocks": ["AAPL", "MSFT", {"symbol": "aapl", "note": "dup"}], "coins": ["bitcoin", "bitcoin", "Bitcoin"], "taiwan": ["00631L", "00631l", "2330"]}"#
        )
        #expect(watchlist.stocks.map(\.identifier) == ["AAPL", "MSFT"])
        #expect(watchlist.stocks.first?.note == nil)
        #expect(watchlist.coins.map(\.identifier) == ["bitcoin", "Bitcoin"])
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
        guard case .object(let object) = watchlist.jsonValue else {
            Issue.record("a watchlist is written as an object")
            return
        }
        #expect(object["coins"] == .array([.string("bitcoin")]))
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

    @Test func mergeAddsOnlyNewEntriesAndFields() throws {
        var base = try load(#"{"stocks": ["AAPL"], "owner": "a"}"#)
        let other = try load(#"{"stocks": ["aapl", "NVDA"], "coins": ["solana"], "owner": "b", "tag": 1}"#)
        let added = base.merge(other)
        #expect(added.map(\.identifier) == ["NVDA", "solana"])
        #expect(base.otherFields.keys == ["owner", "tag"])
        #expect(base.otherFields["owner"] == .string("a"))
    }
}
