/// What a change shown beside a value measures, said because it differs from one figure to the
/// next: the catalog's `qualifiers` give the words (`1D`, `24h`, `post-market`, `P/L`).
public enum ChangeQualifier: String, Sendable {
    /// The day's change.
    case day
    /// The last 24 hours' change.
    case hours24
    /// The change after the market closed.
    case postMarket = "post_market"
    /// The gain or loss over the cost.
    case profitLoss = "profit_loss"
}
