/// One day's trading of a Taiwan stock (TWSE `STOCK_DAY_ALL`, TPEx daily close quotes, or the
/// TPEx emerging-board statistics, whose day price is an average, not a close).
public struct TaiwanDailyQuote: Sendable, Hashable {
    /// The company code.
    public var code: String
    /// The market the quote comes from.
    public var market: TaiwanMarket
    /// The short name as the exchange prints it.
    public var name: String?
    /// The trading day; `nil` when the answer carries no date.
    public var date: CalendarDay?
    /// Opening price (NT$).
    public var open: Double?
    /// Highest price.
    public var high: Double?
    /// Lowest price.
    public var low: Double?
    /// Closing price; for an emerging-board stock (``isAveragePrice``) the day's weighted
    /// average price, as the board trades without a closing auction.
    public var close: Double?
    /// Whether ``close`` is the day's average price (emerging board) rather than a close.
    public var isAveragePrice = false
    /// Change from the previous close.
    public var change: Double?
    /// Text the exchange put in place of a change (`除息` ex-dividend, `除權` ex-rights).
    public var changeNote: String?
    /// Shares traded.
    public var volume: Int64?
    /// Value traded in NT$.
    public var tradeValue: Double?
    /// Number of trades.
    public var transactions: Int64?

    /// A quote with only code and market set.
    public init(code: String, market: TaiwanMarket) {
        self.code = code
        self.market = market
    }

    /// The change in percent of the previous close (`close - change`) on a day the stock traded;
    /// `nil` when close or change is missing or not finite, or the previous close is not above zero.
    /// The report and `quote` both read it, so they cannot disagree.
    public var changePercent: Double? {
        guard traded, let close, let change, close.isFinite, change.isFinite else { return nil }
        let previous = close - change
        guard previous > 0 else { return nil }
        return change / previous * 100
    }

    /// Whether the stock traded that day (a close above zero).
    public var traded: Bool { (close ?? 0) > 0 }

    /// The quote with the placeholders of an untraded day removed: TWSE writes `"0.00"` prices
    /// and a `"0.0000"` change (older answers `""`), TPEx `"---"`. On a day without a close,
    /// prices and change are unknown, and zero volume, value and trades are read as unknown too,
    /// so every shape of the same untraded day gives the same quote. A note in place of the change
    /// (`除息`) is kept.
    public func withoutUntradedPlaceholders() -> TaiwanDailyQuote {
        guard !traded else { return self }
        var quote = self
        quote.open = nil
        quote.high = nil
        quote.low = nil
        quote.close = nil
        quote.change = nil
        if quote.volume == 0 { quote.volume = nil }
        if quote.tradeValue == 0 { quote.tradeValue = nil }
        if quote.transactions == 0 { quote.transactions = nil }
        return quote
    }
}
