import MarketData

/// An asset's source data that also knows how the asset did over fixed periods and what position
/// the watchlist holds in it: the figures every asset class shares.
public protocol PerformanceReporting: GapReporting {
    /// The period returns (each `nil` when unknown).
    var returns: PeriodReturns { get }
    /// The watchlist's position, when it gives a quantity.
    var position: Position? { get }
    /// The watchlist entry's group, when it has one.
    var group: String? { get }
}

extension Field where Source: PerformanceReporting {
    /// `return_1w`: the change in percent over a week.
    public static var return1w: Field { .number("return_1w", .percentChange) { $0.returns.week } }
    /// `return_1m`: over a month.
    public static var return1m: Field { .number("return_1m", .percentChange) { $0.returns.month } }
    /// `return_3m`: over three months.
    public static var return3m: Field { .number("return_3m", .percentChange) { $0.returns.quarter } }
    /// `return_ytd`: since the year's first trading day.
    public static var returnYTD: Field {
        .number("return_ytd", .percentChange) { $0.returns.yearToDate }
    }
    /// `return_1y`: over a year.
    public static var return1y: Field { .number("return_1y", .percentChange) { $0.returns.year } }

    /// `quantity`: the units held.
    public static var quantity: Field {
        .number("quantity", .quantity, role: .quantity) { $0.position?.holding.quantity }
    }
    /// `cost`: the average cost per unit, in the quote's unit.
    public static var cost: Field {
        .number("cost", .price, role: .cost) { $0.position?.holding.cost }
    }
    /// `value`: the position's value, in the major unit of the quote's currency.
    public static var value: Field {
        .number("value", .majorAmount) { $0.position?.holding.value }
    }
    /// `gain`: the gain over the cost, shown with its percentage.
    public static var gain: Field {
        .number("gain", .signedMajorAmount, change: gainPercent, per: .profitLoss) {
            $0.position?.holding.gain
        }
    }
    /// `gain_percent`: the gain in percent of the cost.
    public static var gainPercent: Field {
        .number("gain_percent", .percentChange) { $0.position?.holding.gainPercent }
    }
    /// `base_currency`: the currency of ``valueBase``.
    public static var baseCurrency: Field {
        .text("base_currency") { $0.position?.baseCurrency }
    }
    /// `value_base`: the position's value in the report's base currency.
    public static var valueBase: Field {
        .number("value_base", .baseAmount, role: .baseValue) {
            $0.position?.valueBase
        }
    }
    /// `day_change`: the day's change of the position's value, in the major unit.
    public static var dayChange: Field {
        .number("day_change", .signedMajorAmount) { $0.position?.holding.dayChange }
    }
    /// `weight`: the position's share of the portfolio's total in the base currency, in percent.
    public static var weight: Field { .number("weight", .percent) { $0.position?.weight } }

    /// `group`: the watchlist entry's group, the last column of every CSV file.
    public static var group: Field { .text("group", role: .group) { $0.group } }

    /// The period returns, shortest period first.
    public static var periodReturns: [Field] { [return1w, return1m, return3m, returnYTD, return1y] }

    /// The position's figures in the CSV files: the contract's, then the day's change and weight.
    public static var positionFields: [Field] {
        [quantity, cost, value, gain, gainPercent, baseCurrency, valueBase, dayChange, weight]
    }

    /// The position's figures a card shows, in order.
    public static var cardPositionFields: [Field] {
        [quantity, cost, value, gain, dayChange, weight, valueBase]
    }
}
