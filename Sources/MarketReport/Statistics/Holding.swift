/// A position in one asset: units held, their value at the current price, and the profit or
/// loss against the average cost, all in the asset's own currency.
public struct Holding: Sendable, Equatable {
    /// The asset's currency (a subunit such as `GBp` stays as quoted).
    public let currency: CurrencyFormat
    /// Units held.
    public let quantity: Double
    /// Average cost per unit, when given.
    public let cost: Double?
    /// The current price per unit, when known.
    public let price: Double?

    /// A holding of `quantity` units; `nil` without a finite quantity (nothing is held).
    public init?(quantity: Double?, cost: Double?, price: Double?, currency: String?) {
        guard let quantity, quantity.isFinite else { return nil }
        self.quantity = quantity
        self.cost = cost.flatMap { $0.isFinite ? $0 : nil }
        self.price = price.flatMap { $0.isFinite ? $0 : nil }
        self.currency = CurrencyFormat(code: currency)
    }

    /// Quantity times price, when the price is known.
    public var marketValue: Double? { price.map { $0 * quantity } }

    /// Quantity times average cost, when the cost is given.
    public var costBasis: Double? { cost.map { $0 * quantity } }

    /// Market value less cost basis, when both are known.
    public var profitLoss: Double? {
        guard let marketValue, let costBasis else { return nil }
        return marketValue - costBasis
    }

    /// Profit or loss in percent of the cost basis, when that basis is not zero.
    public var profitLossPercent: Double? {
        guard let profitLoss, let costBasis, costBasis != 0 else { return nil }
        return profitLoss / costBasis.magnitude * 100
    }

    /// Quantity (up to eight decimals), Market Value, Cost Basis, Profit/Loss (with % of cost);
    /// the amounts in the main currency (a position quoted in pence is worth pounds).
    public var statistics: [Statistic] {
        let major = currency.major
        let inMajor = { (amount: Double?) in amount.map(currency.amountInTotalCurrency) }
        return [
            Statistic(title: "Quantity", value: NumberFormatting.decimal(quantity, maximumFractionDigits: 8)),
            Statistic(title: "Market Value", value: major.amount(inMajor(marketValue))),
            Statistic(title: "Cost Basis", value: major.amount(inMajor(costBasis))),
            Statistic(
                title: "Profit/Loss", value: major.signedPrice(inMajor(profitLoss)),
                percentageChange: profitLossPercent, changeLabel: "P/L"),
        ]
    }
}
