/// A Taiwan stock's margin purchase (融資) and short sale (融券) balances at the end of a day,
/// in lots of 1,000 shares (張), with their change from the day before: TWSE `MI_MARGN`, TPEx
/// `tpex_mainboard_margin_balance`.
public struct TaiwanMarginBalance: Sendable, Hashable {
    /// The margin purchase balance (融資今日餘額).
    public var marginBalance: Int64?
    /// The margin purchase balance of the day before (融資前日餘額).
    public var marginPreviousBalance: Int64?
    /// The short sale balance (融券今日餘額).
    public var shortBalance: Int64?
    /// The short sale balance of the day before (融券前日餘額).
    public var shortPreviousBalance: Int64?

    /// Creates the balances of one day.
    public init(
        marginBalance: Int64?, marginPreviousBalance: Int64?, shortBalance: Int64?,
        shortPreviousBalance: Int64?
    ) {
        self.marginBalance = marginBalance
        self.marginPreviousBalance = marginPreviousBalance
        self.shortBalance = shortBalance
        self.shortPreviousBalance = shortPreviousBalance
    }

    /// The day's change of the margin purchase balance.
    public var marginChange: Int64? { Self.change(marginBalance, marginPreviousBalance) }

    /// The day's change of the short sale balance.
    public var shortChange: Int64? { Self.change(shortBalance, shortPreviousBalance) }

    private static func change(_ today: Int64?, _ before: Int64?) -> Int64? {
        guard let today, let before else { return nil }
        return today - before
    }
}
