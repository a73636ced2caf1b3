/// The sum of the holdings in one currency, subunits folded in (`GBp` counts as GBP / 100).
public struct HoldingTotal: Sendable, Equatable {
    /// The currency summed in; `nil` for holdings whose currency is unknown.
    public let currencyCode: String?
    /// The summed market value of the holdings whose price is known.
    public let marketValue: Double
    /// The summed cost basis of the holdings whose price and cost are both known.
    public let costBasis: Double
    /// How many holdings went into ``marketValue``.
    public let count: Int

    /// Market value less cost basis of the holdings with a known cost.
    public let profitLoss: Double

    /// Profit or loss in percent of the cost basis, when that basis is not zero.
    public var profitLossPercent: Double? {
        costBasis == 0 ? nil : profitLoss / costBasis.magnitude * 100
    }

    /// One total per currency, ordered by code (unknown currency last); holdings without a
    /// price are left out.
    public static func totals(of holdings: [Holding]) -> [HoldingTotal] {
        var sums: [String?: (value: Double, cost: Double, profit: Double, count: Int)] = [:]
        for holding in holdings {
            guard let value = holding.marketValue else { continue }
            let convert = holding.currency.amountInTotalCurrency
            var sum = sums[holding.currency.totalCode] ?? (0, 0, 0, 0)
            sum.value += convert(value)
            sum.count += 1
            if let cost = holding.costBasis, let profit = holding.profitLoss {
                sum.cost += convert(cost)
                sum.profit += convert(profit)
            }
            sums[holding.currency.totalCode] = sum
        }
        return sums.map { code, sum in
            HoldingTotal(
                currencyCode: code, marketValue: sum.value, costBasis: sum.cost, count: sum.count,
                profitLoss: sum.profit)
        }
        .sorted { ($0.currencyCode ?? "\u{10FFFF}") < ($1.currencyCode ?? "\u{10FFFF}") }
    }

    /// `Total (GBP)` with the summed value and the profit or loss in percent of cost.
    public var statistic: Statistic {
        let currency = CurrencyFormat(code: currencyCode)
        let title = currencyCode.map { "Total (\($0))" } ?? "Total"
        return Statistic(
            title: title, value: currency.amount(marketValue), percentageChange: profitLossPercent,
            changeLabel: "P/L")
    }

    /// Total value, cost basis and profit or loss for the report's summary.
    public var statistics: [Statistic] {
        let currency = CurrencyFormat(code: currencyCode)
        return [
            statistic,
            Statistic(title: "Cost Basis", value: currency.amount(costBasis)),
            Statistic(
                title: "Profit/Loss", value: currency.signedPrice(profitLoss),
                percentageChange: profitLossPercent, changeLabel: "P/L"),
        ]
    }
}
