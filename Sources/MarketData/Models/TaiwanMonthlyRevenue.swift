/// A Taiwan company's latest monthly revenue (月營收) and its change: TWSE `opendata/t187ap05_L`,
/// TPEx `mopsfin_t187ap05_O`.
public struct TaiwanMonthlyRevenue: Sendable, Hashable {
    /// The first day of the month the revenue is of (資料年月).
    public var month: CalendarDay
    /// The month's revenue in NT$ (the exchanges publish thousands).
    public var revenue: Double?
    /// The change from the month before, in percent.
    public var monthOverMonth: Double?
    /// The change from the same month a year before, in percent.
    public var yearOverYear: Double?

    /// Creates the revenue of `month`.
    public init(month: CalendarDay, revenue: Double?, monthOverMonth: Double?, yearOverYear: Double?) {
        self.month = month
        self.revenue = revenue
        self.monthOverMonth = monthOverMonth
        self.yearOverYear = yearOverYear
    }
}
