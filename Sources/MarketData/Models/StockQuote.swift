import Foundation

/// A Yahoo Finance quote; every field but the symbol may be missing.
///
/// Units as Yahoo sends them: prices in ``currency`` (London `GBp` is pence), ``changePercent``
/// in percent (1.27 = 1.27 %), ``trailingAnnualDividendYield`` as a fraction (0.0041 = 0.41 %),
/// ``dividendYield`` in percent.
public struct StockQuote: Sendable, Hashable {
    /// The Yahoo symbol (`AAPL`, `7203.T`, `VOD.L`).
    public var symbol: String
    /// `EQUITY`, `ETF`, `CRYPTOCURRENCY`, `INDEX`, ... or `NONE` for a delisted symbol.
    public var quoteType: String?
    /// The short name.
    public var shortName: String?
    /// The long name.
    public var longName: String?
    /// The quote currency (`USD`, `JPY`, `GBp`).
    public var currency: String?
    /// The exchange code (`NMS`).
    public var exchange: String?
    /// The exchange's display name (`NasdaqGS`).
    public var fullExchangeName: String?
    /// `PRE`, `REGULAR`, `POST`, `POSTPOST`, `CLOSED`.
    public var marketState: String?
    /// The exchange's time zone identifier (`America/New_York`).
    public var exchangeTimezoneName: String?
    /// The last regular-session price.
    public var price: Double?
    /// The change from the previous close.
    public var change: Double?
    /// The change from the previous close, in percent.
    public var changePercent: Double?
    /// The previous close.
    public var previousClose: Double?
    /// Today's open.
    public var open: Double?
    /// Today's high.
    public var dayHigh: Double?
    /// Today's low.
    public var dayLow: Double?
    /// Shares traded today.
    public var volume: Int64?
    /// Average daily volume over three months.
    public var averageVolume3Month: Int64?
    /// Market capitalisation in ``currency``.
    public var marketCap: Double?
    /// Trailing price/earnings ratio.
    public var trailingPE: Double?
    /// Trailing twelve-month earnings per share.
    public var eps: Double?
    /// The 52-week high.
    public var fiftyTwoWeekHigh: Double?
    /// The 52-week low.
    public var fiftyTwoWeekLow: Double?
    /// Trailing annual dividend yield as a fraction.
    public var trailingAnnualDividendYield: Double?
    /// Forward dividend yield in percent.
    public var dividendYield: Double?
    /// The post-market price, when there is one.
    public var postMarketPrice: Double?
    /// The post-market change.
    public var postMarketChange: Double?
    /// The post-market change in percent.
    public var postMarketChangePercent: Double?
    /// When the regular-market price was set.
    public var marketTime: Date?
    /// Yahoo's `earningsTimestamp`: the latest or the next earnings release, whichever Yahoo holds.
    public var earningsTime: Date?
    /// The first moment of the next earnings window (`earningsTimestampStart`).
    public var earningsWindowStart: Date?
    /// The last moment of the next earnings window (`earningsTimestampEnd`).
    public var earningsWindowEnd: Date?
    /// Whether the earnings window is Yahoo's estimate rather than an announced date.
    public var isEarningsDateEstimate: Bool?
    /// Yahoo's `dividendDate`: the payment day of the latest declared dividend, which may be long
    /// past (midnight UTC of the day).
    public var dividendDate: Date?

    /// A quote with only the symbol set.
    public init(symbol: String) {
        self.symbol = symbol
    }

    /// Whether Yahoo reports the symbol as no longer trading (`quoteType: "NONE"`).
    public var isDelisted: Bool { quoteType == "NONE" }

    /// The best name available: long, then short, then the symbol.
    public var name: String { longName ?? shortName ?? symbol }
}
