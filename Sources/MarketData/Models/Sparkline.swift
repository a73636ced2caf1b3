import Foundation

/// A daily price history (two years of closes for a stock, seven days for a coin).
public struct Sparkline: Sendable, Hashable {
    /// The symbol or coin id.
    public var symbol: String
    /// When each close was taken; empty for CoinGecko, which sends prices only.
    public var timestamps: [Date]
    /// The closes, aligned with ``timestamps``; `nil` where the provider sent a hole.
    public var closes: [Double?]
    /// The currency of the closes, when known.
    public var currency: String?
    /// The close before the first point, when known.
    public var previousClose: Double?
    /// The exchange's offset from UTC in seconds (Yahoo's `gmtoffset`), to tell each bar's trading day.
    public var utcOffset: Int?

    /// Creates a sparkline.
    public init(
        symbol: String, timestamps: [Date] = [], closes: [Double?], currency: String? = nil,
        previousClose: Double? = nil, utcOffset: Int? = nil
    ) {
        self.symbol = symbol
        self.timestamps = timestamps
        self.closes = closes
        self.currency = currency
        self.previousClose = previousClose
        self.utcOffset = utcOffset
    }

    /// The closes without holes, in order.
    public var values: [Double] { closes.compactMap { $0 } }
}
