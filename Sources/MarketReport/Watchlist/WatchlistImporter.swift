import Foundation

/// Reads entries to import: the XCA Stocks app's `tickers.plist` (binary or XML property list of
/// ticker dictionaries) or another market-report watchlist JSON file.
public enum WatchlistImporter {
    /// What an import file held.
    public struct Result: Sendable, Hashable {
        /// The entries found, in file order.
        public var watchlist: Watchlist
        /// Items that were left out, each with the reason.
        public var skipped: [String]
    }

    /// Reads `data`; `file` names it in messages. The format is recognised from the content.
    public static func read(_ data: Data, file: String) throws(WatchlistError) -> Result {
        let firstByte = data.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        if firstByte == UInt8(ascii: "{") {
            return Result(watchlist: try Watchlist(json: data, file: file), skipped: [])
        }
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw .unsupportedImport(
                file: file, reason: "neither a property list nor a watchlist JSON object")
        }
        guard let tickers = plist as? [Any] else {
            throw .unsupportedImport(file: file, reason: "the property list is not a list of tickers")
        }
        return tickerEntries(tickers)
    }

    /// Stock entries from XCA Stocks tickers; crypto tickers such as `BTC-USD` stay Yahoo symbols.
    private static func tickerEntries(_ tickers: [Any]) -> Result {
        var result = Result(watchlist: Watchlist(), skipped: [])
        for (index, item) in tickers.enumerated() {
            guard let ticker = item as? [String: Any], let symbol = ticker["symbol"] as? String else {
                result.skipped.append("ticker \(index + 1) has no symbol")
                continue
            }
            let trimmed = symbol.trimmingCharacters(in: .whitespaces)
            if let problem = AssetKind.stock.problem(with: trimmed) {
                result.skipped.append("ticker \(index + 1): \(problem.message(for: trimmed, kind: .stock))")
                continue
            }
            result.watchlist.add(WatchlistEntry(kind: .stock, identifier: trimmed))
        }
        return result
    }
}
