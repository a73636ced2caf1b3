import Foundation
import Testing

@testable import MarketReport

@Suite struct WatchlistImporterTests {
    private static func tickers() -> [[String: Any]] {
        [
            [
                "symbol": "NVDA", "shortname": "NVIDIA Corporation", "quoteType": "EQUITY",
                "exchDisp": "NASDAQ",
            ],
            [
                "symbol": "ETH-USD", "shortname": "Ethereum USD", "quoteType": "CRYPTOCURRENCY",
                "exchDisp": "CCC",
            ],
            ["shortname": "no symbol here", "quoteType": "EQUITY"],
            ["symbol": "nvda", "quoteType": "EQUITY"],
            ["symbol": "2330.TW", "shortname": "TSMC", "quoteType": "EQUITY", "exchDisp": "Taiwan"],
            ["symbol": "", "quoteType": "EQUITY"],
        ]
    }

    @Test(arguments: [PropertyListSerialization.PropertyListFormat.binary, .xml])
    func readsXCAStocksTickers(format: PropertyListSerialization.PropertyListFormat) throws {
        let data = try PropertyListSerialization.data(
            fromPropertyList: Self.tickers(), format: format, options: 0)
        let result = try WatchlistImporter.read(data, file: "tickers.plist")
        #expect(result.watchlist.stocks.map(\.identifier) == ["NVDA", "ETH-USD", "2330.TW"])
        #expect(result.watchlist.coins.isEmpty)
        #expect(result.skipped == ["ticker 3 has no symbol", "ticker 6: the stock symbol is empty"])
    }

    @Test func readsAWatchlistJSONFile() throws {
        let data = Data(#"  {"coins": ["solana"], "taiwan": ["6488"]}"#.utf8)
        let result = try WatchlistImporter.read(data, file: "other.json")
        #expect(result.watchlist.coins.map(\.identifier) == ["solana"])
        #expect(result.watchlist.taiwan.map(\.identifier) == ["6488"])
    }

    @Test func reportsAnInvalidWatchlistJSONWithItsPosition() {
        #expect(throws: WatchlistError.self) {
            try WatchlistImporter.read(Data(#"{"coins": [1]}"#.utf8), file: "other.json")
        }
    }

    @Test func rejectsAPropertyListThatIsNotAList() throws {
        let data = try PropertyListSerialization.data(
            fromPropertyList: ["symbol": "AAPL"], format: .binary, options: 0)
        #expect(
            throws: WatchlistError.unsupportedImport(
                file: "t.plist", reason: "the property list is not a list of tickers")
        ) { try WatchlistImporter.read(data, file: "t.plist") }
    }

    @Test func rejectsOtherFiles() {
        #expect(
            throws: WatchlistError.unsupportedImport(
                file: "notes.txt", reason: "neither a property list nor a watchlist JSON object")
        ) { try WatchlistImporter.read(Data("AAPL, MSFT".utf8), file: "notes.txt") }
    }
}
