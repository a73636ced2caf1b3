import MarketData

/// The three kinds of watchlist entry, each with its own list and identifier.
public enum AssetKind: String, Sendable, Hashable, CaseIterable {
    /// A Yahoo Finance symbol, such as `AAPL` or `BTC-USD`.
    case stock
    /// A CoinGecko coin id, such as `bitcoin`.
    case coin
    /// A TWSE/TPEx company code, such as `2330`.
    case taiwan

    /// The watchlist key of this kind's list: `stocks`, `coins` or `taiwan`.
    public var listKey: String {
        switch self {
        case .stock: "stocks"
        case .coin: "coins"
        case .taiwan: "taiwan"
        }
    }

    /// The key naming the asset in an object entry: `symbol`, `id` or `code`.
    public var identifierKey: String {
        switch self {
        case .stock: "symbol"
        case .coin: "id"
        case .taiwan: "code"
        }
    }

    /// What the identifier is called in messages: "stock symbol", "coin id", "Taiwan company code".
    public var identifierNoun: String {
        switch self {
        case .stock: "stock symbol"
        case .coin: "coin id"
        case .taiwan: "Taiwan company code"
        }
    }

    /// Why `identifier` cannot name an asset of this kind, or `nil` when it can.
    public func problem(with identifier: String) -> IdentifierProblem? {
        if identifier.isEmpty { return .empty }
        if identifier.unicodeScalars.contains(where: {
            $0.properties.isWhitespace || IdentifierProblem.isControl($0)
        }) {
            return .containsSpace
        }
        if self == .taiwan {
            let isAlphanumeric = identifier.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
            }
            guard isAlphanumeric, (4...6).contains(identifier.count) else { return .notTaiwanCode }
        }
        return nil
    }

    /// The key `identifier` is requested, stored and compared by: a coin id as a CoinGecko id,
    /// anything else as a symbol (see ``AssetKey``).
    public func key(for identifier: String) -> AssetKey {
        self == .coin ? AssetKey(coinID: identifier) : AssetKey(symbol: identifier)
    }

    /// The keys of `identifiers` as text, as the providers are asked for them: blanks and
    /// repeats dropped, in order.
    public func distinctKeys(_ identifiers: [String]) -> [String] {
        self == .coin ? AssetKey.distinct(coinIDs: identifiers) : AssetKey.distinct(symbols: identifiers)
    }
}
