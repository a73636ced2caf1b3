/// The daily figures the exchanges publish for one Taiwan stock beside its quote: institutional
/// net buying, margin balances, valuation ratios, monthly revenue and warning flags. Each is
/// `nil` when the exchange published none for the stock (an ETF has no P/E, a new listing no
/// revenue yet).
public struct TaiwanDailyFigures: Sendable, Hashable {
    /// Net buying by the three kinds of institutional investor.
    public var institutional: TaiwanInstitutionalTrades?
    /// Margin purchase and short sale balances.
    public var margin: TaiwanMarginBalance?
    /// P/E, dividend yield and P/B.
    public var valuation: TaiwanValuation?
    /// The latest monthly revenue.
    public var revenue: TaiwanMonthlyRevenue?
    /// Attention and disposition flags, at most one of each kind: the latest announced.
    public var flags: [TaiwanTradingFlag] = []

    /// No figures.
    public init() {}

    /// The flag of `kind`, when the stock has one.
    public func flag(_ kind: TaiwanTradingFlag.Kind) -> TaiwanTradingFlag? {
        flags.first { $0.kind == kind }
    }
}
