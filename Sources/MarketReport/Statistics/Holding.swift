/// A position in one asset, as the watchlist gives it (units held, average cost per unit in the
/// quote's unit), and its figures in the major unit of the quote's currency: a `GBp` position's
/// value is in pounds.
public struct Holding: Sendable, Equatable {
    /// The quote's currency (a subunit such as `GBp` stays as quoted).
    public let currency: CurrencyFormat
    /// Units held.
    public let quantity: Double
    /// Average cost per unit in the quote's unit, when given.
    public let cost: Double?
    /// The current price per unit in the quote's unit, when known.
    public let price: Double?
    /// The day's change per unit in the quote's unit, when known.
    public let change: Double?

    /// A holding of `quantity` units; `nil` without a finite quantity (nothing is held).
    public init?(quantity: Double?, cost: Double?, price: Double?, change: Double? = nil, currency: String?) {
        guard let quantity, quantity.isFinite else { return nil }
        self.quantity = quantity
        self.cost = cost.flatMap { $0.isFinite ? $0 : nil }
        self.price = price.flatMap { $0.isFinite ? $0 : nil }
        self.change = change.flatMap { $0.isFinite ? $0 : nil }
        self.currency = CurrencyFormat(code: currency)
    }

    /// The major currency the figures are in (`GBP` for `GBp`); `nil` when the quote's is unknown.
    public var valueCurrency: String? { currency.totalCode }

    /// Quantity times price, when the price is known.
    public var value: Double? { price.map { major($0 * quantity) } }

    /// Quantity times average cost, when the cost is given.
    public var costBasis: Double? { cost.map { major($0 * quantity) } }

    /// Value less cost basis, when both are known.
    public var gain: Double? {
        guard let value, let costBasis else { return nil }
        return value - costBasis
    }

    /// Gain in percent of the cost basis, when that basis is not zero.
    public var gainPercent: Double? {
        guard let gain, let costBasis, costBasis != 0 else { return nil }
        return gain / costBasis.magnitude * 100
    }

    /// The day's change of the position: quantity times the day's change per unit.
    public var dayChange: Double? { change.map { major($0 * quantity) } }

    private func major(_ amount: Double) -> Double { currency.amountInTotalCurrency(amount) }
}
