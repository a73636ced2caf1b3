import MarketData

/// An asset's source data that also knows how the asset did over fixed periods and what position
/// the watchlist holds in it: the figures every asset class shares.
public protocol PerformanceReporting: GapReporting {
    /// The period returns (each `nil` when unknown).
    var returns: PeriodReturns { get }
    /// The watchlist's position, when it gives a quantity.
    var position: Position? { get }
}

extension Field where Source: PerformanceReporting {
    /// `return_1w`, `return_1m`, `return_3m`, `return_ytd`, `return_1y`: percent changes titled
    /// `1W`, `1M`, `3M`, `YTD`, `1Y`.
    public static var periodReturns: [Field] {
        [
            .number("return_1w", "1W", .percentChange) { $0.returns.week },
            .number("return_1m", "1M", .percentChange) { $0.returns.month },
            .number("return_3m", "3M", .percentChange) { $0.returns.quarter },
            .number("return_ytd", "YTD", .percentChange) { $0.returns.yearToDate },
            .number("return_1y", "1Y", .percentChange) { $0.returns.year },
        ]
    }

    /// The position's figures: `quantity`, `cost` (in the quote's unit), `value`, `gain`,
    /// `gain_percent`, `day_change` (in the major unit of the quote's currency), `base_currency`,
    /// `value_base` and `weight` (percent of the portfolio's total in the base currency).
    public static var positionFields: [Field] {
        [
            .number("quantity", "Quantity", .quantity) { $0.position?.holding.quantity },
            .number("cost", "Average Cost", .price) { $0.position?.holding.cost },
            .number("value", "Value", .majorAmount) { $0.position?.holding.value },
            .number("gain", "Gain", .signedMajorAmount, change: "gain_percent", per: "P/L") {
                $0.position?.holding.gain
            },
            .number("gain_percent", "Gain %", .percentChange) { $0.position?.holding.gainPercent },
            .text("base_currency", "Base Currency") { $0.position?.baseCurrency },
            .number("value_base", "Value in Base Currency", .baseAmount) { $0.position?.valueBase },
            .number("day_change", "Day Change", .signedMajorAmount) { $0.position?.holding.dayChange },
            .number("weight", "Weight", .percent) { $0.position?.weight },
        ]
    }
}

extension PeriodReturns {
    /// The keys of the return fields, shortest period first.
    public static let keys = ["return_1w", "return_1m", "return_3m", "return_ytd", "return_1y"]
}

extension Position {
    /// The keys of the position fields in the CSV files: the contract's, then the day's change and weight.
    public static let csvKeys = [
        "quantity", "cost", "value", "gain", "gain_percent", "base_currency", "value_base", "day_change",
        "weight",
    ]

    /// The keys of the position fields a card shows, in order.
    public static let cardKeys = [
        "quantity", "cost", "value", "gain", "day_change", "weight", "value_base",
    ]
}
