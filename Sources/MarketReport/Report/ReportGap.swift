/// One piece of missing data in a report: which asset, and why.
public struct ReportGap: Sendable, Equatable {
    /// The asset class of the item.
    public var kind: AssetKind
    /// The stock symbol, coin id or Taiwan code.
    public var item: String
    /// What is missing, and why.
    public var gap: Gap

    /// Creates a gap.
    public init(kind: AssetKind, item: String, gap: Gap) {
        self.kind = kind
        self.item = item
        self.gap = gap
    }

    /// The gap's stable text, such as `not found`, `rate limited` or `sparkline: timeout`.
    public var reason: String { gap.code }
}
