/// An asset's percent change over fixed periods, each `nil` when unknown (1.27 means 1.27 %).
public struct PeriodReturns: Sendable, Equatable {
    /// Over one week.
    public var week: Double?
    /// Over one month.
    public var month: Double?
    /// Over three months.
    public var quarter: Double?
    /// Since the last close of the previous calendar year.
    public var yearToDate: Double?
    /// Over one year.
    public var year: Double?

    /// Creates returns.
    public init(
        week: Double? = nil, month: Double? = nil, quarter: Double? = nil, yearToDate: Double? = nil,
        year: Double? = nil
    ) {
        self.week = week
        self.month = month
        self.quarter = quarter
        self.yearToDate = yearToDate
        self.year = year
    }
}
