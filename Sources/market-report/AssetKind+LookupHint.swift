import MarketReport

extension AssetKind {
    /// How to find the right identifier: `look it up with 'market-report search NOPE'`.
    func lookupHint(for identifier: String) -> String {
        switch self {
        case .stock: "look it up with 'market-report search \(identifier)'"
        case .taiwan: "look it up with 'market-report search --taiwan \(identifier)'"
        case .coin: "use the coin's CoinGecko id, as in its coingecko.com address"
        }
    }
}
