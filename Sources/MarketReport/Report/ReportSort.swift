/// The row order of the asset tables in `index.html` and `report.md`, as `--sort` names it.
/// The CSV files, the cards and the Markdown blocks keep watchlist order whatever it is.
public enum ReportSort: String, Sendable, CaseIterable {
    /// As the watchlist lists them.
    case watchlist
    /// Largest headline change first (day, or 24 h for coins); unknown changes last.
    case change
    /// By display name, then ticker, ignoring case.
    case name
    /// Largest holding first: the value in the base currency where the report has one
    /// (the field with the ``FieldRole/baseValue`` role), else the value in the holding's own currency; assets not held last.
    case value

    /// The positions of `assets` (one asset class, in watchlist order) in this order; ties and
    /// unknown keys keep watchlist order.
    public func order(_ assets: [AssetReport]) -> [Int] {
        let positions = Array(assets.indices)
        switch self {
        case .watchlist:
            return positions
        case .change:
            return Self.descending(positions) { assets[$0].changePercent }
        case .value:
            return Self.descending(positions) { Self.value(of: assets[$0]) }
        case .name:
            let keys = assets.map { ($0.name.lowercased(), $0.symbol.lowercased()) }
            return positions.sorted { keys[$0] == keys[$1] ? $0 < $1 : keys[$0] < keys[$1] }
        }
    }

    /// `positions` by `key`, largest first, those without a key last, ties in their order.
    private static func descending(_ positions: [Int], by key: (Int) -> Double?) -> [Int] {
        let keys = positions.map(key)
        return positions.sorted { lhs, rhs in
            switch (keys[lhs], keys[rhs]) {
            case (let left?, let right?): left == right ? lhs < rhs : left > right
            case (.some, .none): true
            case (.none, .some): false
            case (.none, .none): lhs < rhs
            }
        }
    }

    /// The value `value` sorts by: the declared base-currency value, else the holding's market
    /// value with minor units folded into major ones (pence into pounds).
    static func value(of asset: AssetReport) -> Double? {
        if let value = asset.fields[.baseValue] { return value.number }
        return asset.holding?.value
    }
}
