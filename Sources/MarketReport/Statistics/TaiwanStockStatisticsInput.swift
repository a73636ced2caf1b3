import MarketData

/// The fields a Taiwan stock's statistics are made from: the company directory row and the
/// daily quote, already parsed from the exchanges' strings (TWSE / TPEx names in comments).
public struct TaiwanStockStatisticsInput: Sendable, Equatable {
    /// `ClosingPrice` / `Close`, NT$.
    public var close: Double?
    /// `Change` / `Change`, NT$ against the previous close.
    public var change: Double?
    /// `TradeVolume` / `TradingShares`, in shares.
    public var volume: Double?
    /// `TradeValue` / `TransactionAmount`, NT$.
    public var tradeValue: Double?
    /// `OpeningPrice` / `Open`.
    public var open: Double?
    /// `HighestPrice` / `High`.
    public var high: Double?
    /// `LowestPrice` / `Low`.
    public var low: Double?
    /// `Transaction` / `TransactionNumber`: trades that day.
    public var transactions: Double?
    /// The board, looked up from the directory the company is in.
    public var market: TaiwanMarket?
    /// The industry name (or the directory's industry code when no name is known).
    public var industry: String?
    /// `公司名稱` / `CompanyName`, the full company name.
    public var companyName: String?
    /// `實收資本額` / `Paidin.Capital.NTDollars`, NT$.
    public var paidInCapital: Double?

    /// An input with every field given or left unknown.
    public init(
        close: Double? = nil, change: Double? = nil, volume: Double? = nil, tradeValue: Double? = nil,
        open: Double? = nil, high: Double? = nil, low: Double? = nil, transactions: Double? = nil,
        market: TaiwanMarket? = nil, industry: String? = nil, companyName: String? = nil,
        paidInCapital: Double? = nil
    ) {
        self.close = close
        self.change = change
        self.volume = volume
        self.tradeValue = tradeValue
        self.open = open
        self.high = high
        self.low = low
        self.transactions = transactions
        self.market = market
        self.industry = industry
        self.companyName = companyName
        self.paidInCapital = paidInCapital
    }

    /// The change in percent against the previous close (`close - change`); `nil` when either
    /// is missing or the previous close is not above zero.
    public var changePercent: Double? {
        guard let close, let change, close.isFinite, change.isFinite else { return nil }
        let previous = close - change
        guard previous > 0 else { return nil }
        return change / previous * 100
    }
}
