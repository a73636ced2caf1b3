import Foundation

/// A daily price history: for a stock the closes of its chart that a report reads (from the close
/// a one-year return is measured from on), for a coin seven days of closes.
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

extension Sparkline {
    /// This chart with only the bars its returns, 52-week range and month-long sparkline are read
    /// from (see ``PriceHistory/daysRead``): two years of daily closes shrink to about a month's,
    /// so a watchlist of thousands holds no more than it did with one-month charts.
    public func keepingBarsRead() -> Sparkline {
        // Each bar's day is worked out once, for the history and for the bars kept.
        let days = PriceHistory.barDays(of: self)
        guard let read = PriceHistory(barDays: days, closes: closes).daysRead else { return self }
        var kept = self
        kept.timestamps = []
        kept.closes = []
        for (position, (day, close)) in zip(days, closes).enumerated()
        where day >= read.from || (close != nil && read.also.contains(day)) {
            kept.timestamps.append(timestamps[position])
            kept.closes.append(close)
        }
        return kept
    }
}

extension Sparkline {
    /// This chart from the bar a one-year return is measured from on (see
    /// ``PriceHistory/oldestBarRead(count:day:hasClose:)``): the last year of daily closes, which
    /// holds every bar ``keepingBarsRead()`` keeps, so its history gives the same figures.
    public func keepingLastYear() -> Sparkline {
        let days = PriceHistory.barDays(of: self)
        let count = min(days.count, closes.count)
        let first = PriceHistory.oldestBarRead(
            count: count, day: { days[$0] }, hasClose: { closes[$0] != nil })
        var kept = self
        kept.timestamps = Array(timestamps[first..<count])
        kept.closes = Array(closes[first..<count])
        return kept
    }
}
