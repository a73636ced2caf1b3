import JSON

/// An asset's identifier in the one form it is requested, stored and compared in: without
/// surrounding spaces, a stock symbol or Taiwan company code in upper case (`aapl` is `AAPL`,
/// `00631l` is `00631L`), a CoinGecko coin id in lower case (CoinGecko's ids are lower-case, so
/// a watchlist's `Bitcoin` is the coin `bitcoin`).
public struct AssetKey: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The normalised identifier.
    public let text: String

    /// The key of a Yahoo Finance symbol or a TWSE/TPEx company code.
    public init(symbol: String) {
        text = symbol.trimmingSpaces.uppercased()
    }

    /// The key of a CoinGecko coin id.
    public init(coinID: String) {
        text = coinID.trimmingSpaces.lowercased()
    }

    public var description: String { text }

    public static func < (lhs: AssetKey, rhs: AssetKey) -> Bool { lhs.text < rhs.text }

    /// The keys of `symbols` (stock symbols or Taiwan codes) as text, blanks and repeats dropped,
    /// in order.
    public static func distinct(symbols: [String]) -> [String] {
        distinct(symbols.map { AssetKey(symbol: $0) })
    }

    /// The keys of CoinGecko `coinIDs` as text, blanks and repeats dropped, in order.
    public static func distinct(coinIDs: [String]) -> [String] {
        distinct(coinIDs.map { AssetKey(coinID: $0) })
    }

    private static func distinct(_ keys: [AssetKey]) -> [String] {
        var seen = Set<String>()
        return keys.map(\.text).filter { !$0.isEmpty && seen.insert($0).inserted }
    }
}
