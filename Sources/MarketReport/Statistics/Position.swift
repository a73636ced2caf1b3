/// A holding with its place in the portfolio: its value converted into the base currency and
/// its weight, the share of the portfolio's converted total it makes.
public struct Position: Sendable, Equatable {
    /// The holding, in its own currency.
    public let holding: Holding
    /// The base currency (`USD`).
    public let baseCurrency: String
    /// The value in the base currency; `nil` without a price or an exchange rate.
    public let valueBase: Double?
    /// The value in percent of the portfolio's total in the base currency; `nil` when ``valueBase`` is.
    public let weight: Double?

    /// Creates a position.
    public init(holding: Holding, baseCurrency: String, valueBase: Double?, weight: Double?) {
        self.holding = holding
        self.baseCurrency = baseCurrency
        self.valueBase = valueBase
        self.weight = weight
    }
}
