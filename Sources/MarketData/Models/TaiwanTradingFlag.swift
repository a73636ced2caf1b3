/// An exchange's warning on a Taiwan stock: on the attention list (注意股票) or under
/// disposition (處置股票, trading restricted for a period).
public struct TaiwanTradingFlag: Sendable, Hashable {
    /// Which list the stock is on.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// 注意股票: unusual trading was published.
        case attention
        /// 處置股票: matching is restricted for a period.
        case disposition
    }

    /// Which list.
    public var kind: Kind
    /// The exchange's reason, as plain text (markup removed).
    public var reason: String
    /// The day it was announced.
    public var announced: CalendarDay?
    /// The first and last day of a disposition.
    public var period: ClosedRange<CalendarDay>?

    /// Creates a flag.
    public init(kind: Kind, reason: String, announced: CalendarDay?, period: ClosedRange<CalendarDay>? = nil)
    {
        self.kind = kind
        self.reason = reason
        self.announced = announced
        self.period = period
    }
}
