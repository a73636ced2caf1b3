/// What a field means to the parts of the report that look for it in whichever asset class
/// declares it: the comparison with the previous report, the sort by value, the trading day.
///
/// A field has at most one role, and a class gives each role to at most one field.
public enum FieldRole: Sendable, Hashable, CaseIterable {
    /// The headline price.
    case price
    /// The headline change in percent: the day's, or 24 hours' for coins.
    case dayChange
    /// The 52-week high.
    case yearHigh
    /// The 52-week low.
    case yearLow
    /// The day a Taiwan quote is of.
    case tradingDay
    /// The moment a quote is of.
    case quoteTime
    /// A position's value in the report's base currency.
    case baseValue
    /// The units held.
    case quantity
    /// The average cost per unit held.
    case cost
    /// The asset's status: `ok`, or its gaps.
    case status
    /// The watchlist entry's group.
    case group
}
