import MarketData

/// An alert rule whose condition holds for an asset of the report: what was compared with what,
/// and whether it is new (it did not hold in the previous report) or still on.
public struct Alert: Sendable, Equatable {
    /// What makes one alert the same as an alert of an earlier report: its rule and its asset.
    public struct Key: Sendable, Hashable {
        /// The rule.
        public var rule: AlertRule.Name
        /// The asset's class.
        public var kind: AssetKind
        /// The asset's watchlist identifier.
        public var id: String

        /// The key of `rule` for the asset `id` of `kind`.
        public init(rule: AlertRule.Name, kind: AssetKind, id: String) {
            self.rule = rule
            self.kind = kind
            self.id = id
        }
    }

    /// The rule and the asset.
    public var key: Key
    /// The ticker the asset is shown with.
    public var symbol: String
    /// The asset's name.
    public var name: String
    /// The currency of its price, which a price threshold is in.
    public var currency: CurrencyFormat
    /// The rule's threshold (for `new_high` and `new_low`, the previous report's high or low).
    public var threshold: Double?
    /// The figure that reached it: the price, the percent, the new high or low, the days since
    /// the quote (`nil` for `stale` when there is no price).
    public var value: Double?
    /// Whether the condition did not hold in the previous report.
    public var isNew: Bool
}
