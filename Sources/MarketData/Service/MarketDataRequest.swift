/// What to fetch: the watchlist's stock symbols, coin ids and Taiwan company codes.
public struct MarketDataRequest: Sendable, Hashable {
    /// Yahoo symbols.
    public var stocks: [String]
    /// CoinGecko coin ids.
    public var coins: [String]
    /// TWSE/TPEx company codes.
    public var taiwan: [String]

    /// Creates a request.
    public init(stocks: [String] = [], coins: [String] = [], taiwan: [String] = []) {
        self.stocks = stocks
        self.coins = coins
        self.taiwan = taiwan
    }
}
