import Foundation

/// One row of CoinGecko `coins/markets` (prices in USD); every number may be missing.
public struct CoinMarket: Sendable, Hashable {
    /// The CoinGecko id (`bitcoin`).
    public var id: String
    /// The ticker symbol (`btc`).
    public var symbol: String?
    /// The display name.
    public var name: String?
    /// The logo URL.
    public var image: String?
    /// The current price.
    public var currentPrice: Double?
    /// Market capitalisation.
    public var marketCap: Double?
    /// Rank by market capitalisation.
    public var marketCapRank: Int?
    /// Fully diluted valuation.
    public var fullyDilutedValuation: Double?
    /// Volume over 24 hours, in USD.
    public var totalVolume: Double?
    /// The 24-hour high.
    public var high24h: Double?
    /// The 24-hour low.
    public var low24h: Double?
    /// The price change over 24 hours.
    public var priceChange24h: Double?
    /// The price change over 24 hours, in percent.
    public var priceChangePercentage24h: Double?
    /// The market-cap change over 24 hours.
    public var marketCapChange24h: Double?
    /// The market-cap change over 24 hours, in percent.
    public var marketCapChangePercentage24h: Double?
    /// Coins in circulation.
    public var circulatingSupply: Double?
    /// Coins in existence.
    public var totalSupply: Double?
    /// The most coins there will ever be; `nil` when unbounded or unknown.
    public var maxSupply: Double?
    /// All-time high price.
    public var ath: Double?
    /// Change from the all-time high, in percent.
    public var athChangePercentage: Double?
    /// When the all-time high was reached.
    public var athDate: Date?
    /// All-time low price.
    public var atl: Double?
    /// Change from the all-time low, in percent.
    public var atlChangePercentage: Double?
    /// Price change over 7 days in percent (`price_change_percentage_7d_in_currency`).
    public var priceChangePercentage7d: Double?
    /// Price change over 30 days in percent (`price_change_percentage_30d_in_currency`).
    public var priceChangePercentage30d: Double?
    /// Price change over one year in percent (`price_change_percentage_1y_in_currency`).
    public var priceChangePercentage1y: Double?
    /// When the all-time low was reached.
    public var atlDate: Date?
    /// When CoinGecko last updated the row.
    public var lastUpdated: Date?
    /// Prices over the last seven days (`sparkline_in_7d.price`), oldest first.
    public var sparkline7d: [Double]

    /// A row with only the id set.
    public init(id: String) {
        self.id = id
        self.sparkline7d = []
    }

    /// The 7-day prices as a ``Sparkline``.
    public var sparkline: Sparkline { Sparkline(symbol: id, closes: sparkline7d, currency: "USD") }
}
