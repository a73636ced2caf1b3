import MarketData

/// The days a report looks ahead for events: from its date through `days` days after it.
public struct EventWindow: Sendable, Equatable {
    /// How many days ahead the report looks by default (`--events-days`).
    public static let defaultDays = 30
    /// The most days ahead `--events-days` accepts.
    public static let maximumDays = 366

    /// The report date, the window's first day.
    public var first: CalendarDay
    /// How many days after ``first`` the window runs to, both ends included.
    public var days: Int

    /// The window from `first` through `days` days after it.
    public init(from first: CalendarDay, days: Int = Self.defaultDays) {
        self.first = first
        self.days = days
    }

    /// The window's days, both ends included.
    public var range: ClosedRange<CalendarDay> { first...first.adding(days: days) }
}
