/// The fields a coin's statistics are made from, as plain values (CoinGecko `coins/markets`
/// row and `coins/{id}` detail names in the comments). Every field is optional: any can be null.
public struct CoinStatisticsInput: Sendable, Equatable {
    /// The `vs_currency` the markets row is priced in (`usd`).
    public var currency: String?
    /// `current_price`.
    public var price: Double?
    /// `price_change_24h`, in the currency.
    public var priceChange24h: Double?
    /// `price_change_percentage_24h`, in percent.
    public var priceChangePercent24h: Double?
    /// `market_cap`.
    public var marketCap: Double?
    /// `market_cap_change_24h`, in the currency.
    public var marketCapChange24h: Double?
    /// `market_cap_change_percentage_24h`, in percent.
    public var marketCapChangePercent24h: Double?
    /// `market_cap_rank`; `nil` or 0 when unranked.
    public var rank: Int?
    /// `total_volume`, in the currency.
    public var volume: Double?
    /// `high_24h`.
    public var high24h: Double?
    /// `low_24h`.
    public var low24h: Double?
    /// Detail `block_time_in_minutes`; 0 means unknown.
    public var blockTimeMinutes: Double?
    /// Detail `hashing_algorithm`.
    public var hashingAlgorithm: String?

    /// An input with every field given or left unknown.
    public init(
        currency: String? = nil, price: Double? = nil, priceChange24h: Double? = nil,
        priceChangePercent24h: Double? = nil, marketCap: Double? = nil, marketCapChange24h: Double? = nil,
        marketCapChangePercent24h: Double? = nil, rank: Int? = nil, volume: Double? = nil,
        high24h: Double? = nil, low24h: Double? = nil, blockTimeMinutes: Double? = nil,
        hashingAlgorithm: String? = nil
    ) {
        self.currency = currency
        self.price = price
        self.priceChange24h = priceChange24h
        self.priceChangePercent24h = priceChangePercent24h
        self.marketCap = marketCap
        self.marketCapChange24h = marketCapChange24h
        self.marketCapChangePercent24h = marketCapChangePercent24h
        self.rank = rank
        self.volume = volume
        self.high24h = high24h
        self.low24h = low24h
        self.blockTimeMinutes = blockTimeMinutes
        self.hashingAlgorithm = hashingAlgorithm
    }
}
