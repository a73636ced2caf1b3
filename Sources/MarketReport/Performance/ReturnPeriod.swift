import MarketData

/// One of the fixed periods returns are measured over, in the order the report shows them.
public enum ReturnPeriod: String, Sendable, CaseIterable {
    case week = "1w", month = "1m", quarter = "3m", yearToDate = "ytd", year = "1y"

    /// The key of the asset field that holds this return (`return_1w`), whose catalog title
    /// (`fields.all.return_1w`, `1W`) names the period.
    public var fieldKey: String { "return_\(rawValue)" }

    /// This period's return in `returns`.
    public func value(in returns: PeriodReturns) -> Double? {
        switch self {
        case .week: returns.week
        case .month: returns.month
        case .quarter: returns.quarter
        case .yearToDate: returns.yearToDate
        case .year: returns.year
        }
    }
}
