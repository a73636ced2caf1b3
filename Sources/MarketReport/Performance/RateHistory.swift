import MarketData

/// The daily closes of one exchange rate into the base currency, read against today's rate, so
/// that a back-computed day converts a holding at that day's rate rather than today's.
public struct RateHistory: Sendable, Equatable {
    /// Today's rate: units of the base currency per unit of the currency converted from.
    public let today: Double
    /// The rate's daily closes.
    public let closes: PriceHistory

    /// Creates the history of a rate that is `today` today and closed at `closes`.
    public init(today: Double, closes: PriceHistory) {
        self.today = today
        self.closes = closes
    }

    /// The first day the closes give a rate for.
    public var firstDay: CalendarDay? { closes.days.first }

    /// What an amount converted at today's rate is worth at the rate of `day`: the rate's last
    /// close on or before `day` over today's; `nil` when the closes start after `day`.
    public func factor(on day: CalendarDay) -> Double? {
        guard today > 0, let close = closes.close(onOrBefore: day), close > 0 else { return nil }
        return close / today
    }
}
