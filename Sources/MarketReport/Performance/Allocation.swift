/// How the holdings' value divides: by asset class, by currency, by group, and the largest
/// holdings, each part's weight in percent of the holdings valued in the base currency.
public struct Allocation: Sendable, Equatable {
    /// One part: its name, its value in the base currency and its weight.
    public struct Part: Sendable, Equatable {
        /// What the part is: a class's list key (`stocks`), a currency code, a group's name (empty
        /// for the holdings without one), or a holding's watchlist id.
        public let name: String
        /// The class of a holding (top holdings only).
        public let kind: AssetKind?
        /// The value in the base currency.
        public let value: Double
        /// The share of the total, in percent.
        public let weight: Double
    }

    /// How many of the largest holdings are listed.
    public static let topCount = 10

    /// By class, in report order.
    public let byClass: [Part]
    /// By currency, largest first (ties by code).
    public let byCurrency: [Part]
    /// By group, largest first (ties by name), the holdings without a group as the name `""`.
    public let byGroup: [Part]
    /// The ``topCount`` largest holdings, largest first (ties in watchlist order).
    public let top: [Part]
    /// The value divided, in the base currency.
    public let total: Double

    /// The allocation of `held`.
    public init(held: [HeldAsset]) {
        let total = held.reduce(0) { $0 + $1.valueBase }
        self.total = total
        func part(_ name: String, _ value: Double, kind: AssetKind? = nil) -> Part {
            Part(name: name, kind: kind, value: value, weight: total > 0 ? value / total * 100 : 0)
        }
        func grouped(_ key: (HeldAsset) -> String) -> [Part] {
            var sums: [String: Double] = [:]
            for asset in held { sums[key(asset), default: 0] += asset.valueBase }
            return sums.map { part($0.key, $0.value) }.sorted { ($0.value, $1.name) > ($1.value, $0.name) }
        }
        byClass = AssetKind.allCases.compactMap { kind in
            let assets = held.filter { $0.kind == kind }
            return assets.isEmpty ? nil : part(kind.listKey, assets.reduce(0) { $0 + $1.valueBase })
        }
        byCurrency = grouped { $0.currency ?? "" }
        byGroup = grouped { $0.group ?? "" }
        top = held.enumerated()
            .sorted { ($0.element.valueBase, $1.offset) > ($1.element.valueBase, $0.offset) }
            .prefix(Self.topCount).map { part($0.element.id, $0.element.valueBase, kind: $0.element.kind) }
    }

    /// Whether any holding has a group (otherwise the by-group list is one part, and not shown).
    public var hasGroups: Bool { byGroup.contains { !$0.name.isEmpty } }

    /// The sum of `parts`' weights as shown, each rounded to one decimal: what a reader adding them
    /// up finds, which rounding can take a little off 100.
    public static func shownSum(_ parts: [Part]) -> Double {
        parts.reduce(0) { $0 + ($1.weight * 10).rounded() } / 10
    }
}
