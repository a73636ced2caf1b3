/// The quote fields a stock's statistics are made from, as plain values (Yahoo Finance
/// `v7/finance/quote` names in the comments). Every field is optional: the API can omit any.
public struct StockStatisticsInput: Sendable, Equatable {
    /// `currency`, the quote's own (`USD`, `GBp`, `JPY`).
    public var currency: String?
    /// `regularMarketPrice`.
    public var price: Double?
    /// `regularMarketChange`, in the currency.
    public var change: Double?
    /// `regularMarketChangePercent`, in percent (1.27 = 1.27 %).
    public var changePercent: Double?
    /// `marketCap`.
    public var marketCap: Double?
    /// `regularMarketVolume`, in shares.
    public var volume: Double?
    /// `regularMarketOpen`.
    public var open: Double?
    /// `regularMarketDayHigh`.
    public var dayHigh: Double?
    /// `regularMarketDayLow`.
    public var dayLow: Double?
    /// `regularMarketPreviousClose`.
    public var previousClose: Double?
    /// `fiftyTwoWeekHigh`.
    public var week52High: Double?
    /// `fiftyTwoWeekLow`.
    public var week52Low: Double?
    /// `averageDailyVolume3Month`, in shares.
    public var averageVolume3Month: Double?
    /// `trailingPE`.
    public var peRatio: Double?
    /// `epsTrailingTwelveMonths`, in the currency.
    public var eps: Double?
    /// `trailingAnnualDividendYield`, a fraction (0.0041 = 0.41 %).
    public var dividendYield: Double?
    /// `postMarketPrice`.
    public var postMarketPrice: Double?
    /// `postMarketChangePercent`, in percent.
    public var postMarketChangePercent: Double?
    /// `marketState` (`PRE`, `REGULAR`, `POST`, `POSTPOST`, `PREPRE`, `CLOSED`).
    public var marketState: String?
    /// `fullExchangeName`, else `exchange`.
    public var exchange: String?

    /// An input with every field given or left unknown.
    public init(
        currency: String? = nil, price: Double? = nil, change: Double? = nil, changePercent: Double? = nil,
        marketCap: Double? = nil, volume: Double? = nil, open: Double? = nil, dayHigh: Double? = nil,
        dayLow: Double? = nil, previousClose: Double? = nil, week52High: Double? = nil,
        week52Low: Double? = nil, averageVolume3Month: Double? = nil, peRatio: Double? = nil,
        eps: Double? = nil, dividendYield: Double? = nil, postMarketPrice: Double? = nil,
        postMarketChangePercent: Double? = nil, marketState: String? = nil, exchange: String? = nil
    ) {
        self.currency = currency
        self.price = price
        self.change = change
        self.changePercent = changePercent
        self.marketCap = marketCap
        self.volume = volume
        self.open = open
        self.dayHigh = dayHigh
        self.dayLow = dayLow
        self.previousClose = previousClose
        self.week52High = week52High
        self.week52Low = week52Low
        self.averageVolume3Month = averageVolume3Month
        self.peRatio = peRatio
        self.eps = eps
        self.dividendYield = dividendYield
        self.postMarketPrice = postMarketPrice
        self.postMarketChangePercent = postMarketChangePercent
        self.marketState = marketState
        self.exchange = exchange
    }
}
