/// One day's net buying (a negative number is net selling) of a Taiwan stock by the three kinds
/// of institutional investor (三大法人), in shares: TWSE `T86`, TPEx `tpex_3insti_daily_trading`.
public struct TaiwanInstitutionalTrades: Sendable, Hashable {
    /// Foreign and mainland investors, foreign dealers included (外資及陸資).
    public var foreign: Int64?
    /// Securities investment trusts (投信).
    public var investmentTrust: Int64?
    /// Dealers, own account and hedging (自營商).
    public var dealers: Int64?
    /// The three together (三大法人買賣超).
    public var total: Int64?

    /// Creates the figures of one day.
    public init(foreign: Int64?, investmentTrust: Int64?, dealers: Int64?, total: Int64?) {
        self.foreign = foreign
        self.investmentTrust = investmentTrust
        self.dealers = dealers
        self.total = total
    }
}
