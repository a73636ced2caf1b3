import MarketData

/// What changed since the previous report: each asset's price change since then, the assets
/// added to and removed from the watchlist, the gaps that are new and those resolved, and the
/// new 52-week highs and lows. Assets are matched by class and watchlist identifier.
public struct ReportComparison: Sendable, Equatable {
    /// An asset of both reports, with its headline price then and now.
    public struct Change: Sendable, Equatable {
        /// The asset now.
        public var asset: AssetReport
        /// Its price in the previous report, when it had one in the same currency.
        public var previousPrice: Double?

        /// The change of the price since then, in percent; `nil` unless both prices are known
        /// and the earlier one is not zero.
        public var percent: Double? {
            guard let previousPrice, previousPrice != 0, let price = asset.price else { return nil }
            return (price - previousPrice) / previousPrice.magnitude * 100
        }
    }

    /// A 52-week high above the previous report's, or a low below it.
    public struct Extreme: Sendable, Equatable {
        /// The asset now.
        public var asset: AssetReport
        /// The new high or low.
        public var value: Double
        /// The high or low the previous report had.
        public var previous: Double
    }

    /// The previous report's date.
    public var previousDate: CalendarDay
    /// The previous report's assets, kept so a report of the same day can compare with them too.
    public var baseline: [PreviousReport.Asset]
    /// The alerts the previous report had, from which this report's alerts are told new or still on.
    public var previousAlerts: [Alert.Key]
    /// The assets of both reports, in this report's order.
    public var changes: [Change]
    /// The assets this report has and the previous one had not.
    public var added: [AssetReport]
    /// The assets the previous report had and this one has not.
    public var removed: [PreviousReport.Asset]
    /// Gaps of assets in both reports that the previous report did not have.
    public var newGaps: [ReportGap]
    /// Gaps the previous report had, of assets still reported, that this one has not.
    public var resolvedGaps: [ReportGap]
    /// 52-week highs above the previous report's.
    public var newHighs: [Extreme]
    /// 52-week lows below the previous report's.
    public var newLows: [Extreme]

    /// Compares `model` with `previous`.
    public init(previous: PreviousReport, model: ReportModel) {
        struct Key: Hashable {
            let kind: AssetKind
            let id: String
        }
        var earlier: [Key: PreviousReport.Asset] = [:]
        for asset in previous.assets { earlier[Key(kind: asset.kind, id: asset.id)] = asset }
        let current = Set(model.allAssets.map { Key(kind: $0.kind, id: $0.id) })
        previousDate = previous.date
        baseline = previous.assets
        previousAlerts = previous.alerts
        removed = previous.assets.filter { !current.contains(Key(kind: $0.kind, id: $0.id)) }
        var changes: [Change] = []
        var added: [AssetReport] = []
        var newGaps: [ReportGap] = []
        var resolvedGaps: [ReportGap] = []
        var newHighs: [Extreme] = []
        var newLows: [Extreme] = []
        for asset in model.allAssets {
            guard let then = earlier[Key(kind: asset.kind, id: asset.id)] else {
                added.append(asset)
                continue
            }
            let sameCurrency = then.currency == asset.currency.code
            changes.append(
                Change(
                    asset: asset, previousPrice: sameCurrency ? Self.number(.price, of: then, as: asset) : nil
                ))
            for gap in asset.gaps where !then.gaps.contains(gap) {
                newGaps.append(ReportGap(kind: asset.kind, item: asset.id, gap: gap))
            }
            for gap in then.gaps where !asset.gaps.contains(gap) {
                resolvedGaps.append(ReportGap(kind: asset.kind, item: asset.id, gap: gap))
            }
            guard sameCurrency else { continue }
            if let high = asset.fields[.yearHigh]?.number,
                let before = Self.number(.yearHigh, of: then, as: asset),
                high > before
            {
                newHighs.append(Extreme(asset: asset, value: high, previous: before))
            }
            if let low = asset.fields[.yearLow]?.number,
                let before = Self.number(.yearLow, of: then, as: asset),
                low < before
            {
                newLows.append(Extreme(asset: asset, value: low, previous: before))
            }
        }
        self.changes = changes
        self.added = added
        self.newGaps = newGaps
        self.resolvedGaps = resolvedGaps
        self.newHighs = newHighs
        self.newLows = newLows
    }

    /// The number the previous report had for the field with `role` of `asset`'s class.
    static func number(_ role: FieldRole, of previous: PreviousReport.Asset, as asset: AssetReport) -> Double?
    {
        let layout = asset.fields.layout
        return layout.position(of: role).flatMap { previous.numbers[layout.fields[$0].key] }
    }

    /// The roles of the numbers a later report compares with: the headline price and the 52-week range.
    static let comparedRoles: [FieldRole] = [.price, .yearHigh, .yearLow]
}
