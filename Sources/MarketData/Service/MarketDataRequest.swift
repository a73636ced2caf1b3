/// What to fetch: the watchlist's symbols and which extras to include.
public struct MarketDataRequest: Sendable, Hashable {
    /// Yahoo symbols.
    public var stocks: [String]
    /// CoinGecko coin ids.
    public var coins: [String]
    /// TWSE/TPEx company codes.
    public var taiwan: [String]
    /// Whether to fetch a month of closes for each stock.
    public var includeSparklines: Bool
    /// Whether to fetch the detail of each coin (one call per coin, cached a day).
    public var includeCoinDetails: Bool

    /// Creates a request; sparklines and coin details are included unless told otherwise.
    public init(
        stocks: [String] = [], coins: [String] = [], taiwan: [String] = [], includeSparklines: Bool = true,
        includeCoinDetails: Bool = true
    ) {
        self.stocks = stocks
        self.coins = coins
        self.taiwan = taiwan
        self.includeSparklines = includeSparklines
        self.includeCoinDetails = includeCoinDetails
    }
}
