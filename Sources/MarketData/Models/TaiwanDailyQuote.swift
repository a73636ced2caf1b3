/// One day's trading of a Taiwan stock (TWSE `STOCK_DAY_ALL` or TPEx daily close quotes).
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
    /// Closing price.
    public var close: Double?
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
}
