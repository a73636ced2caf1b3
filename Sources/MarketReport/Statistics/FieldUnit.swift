/// What a field's number counts, for a reader of the raw values: the asset's currency, percent,
/// or a plain count.
public enum FieldUnit: String, Sendable, Equatable {
    /// An amount in the asset's own currency (`GBp` amounts in pence).
    case currency
    /// An amount in the main unit of the asset's currency: pounds for a `GBp` quote, whose market
    /// capitalisation and earnings per share Yahoo sends in pounds while its prices are in pence
    /// (and a position's value, which is in pounds too).
    case majorCurrency
    /// An amount in the report's base currency.
    case baseCurrency
    /// Percent: 1.27 means 1.27 %.
    case percent
    /// A count of shares, units, trades or a rank.
    case count
    /// Minutes.
    case minutes
    /// A plain number without unit, such as a price/earnings ratio.
    case ratio
    /// Not a number: text, a date or a moment.
    case none
}
