import Foundation
import Templating

extension ReportViewModel {
    /// The parts of one section's table, each `hasHeading` and `heading` (the group's name),
    /// `rows` (its rows in table order, made by `row` from positions in `assets`), `hasSubtotal`
    /// and `subtotal` (see ``subtotal(of:)``). Without ``grouping`` the table is one part with
    /// neither heading nor subtotal.
    func tableGroups(_ assets: [AssetReport], order: [Int], row: @escaping @Sendable (Int) -> TemplateValue)
        -> TemplateValue
    {
        let parts: [(heading: String?, positions: [Int])]
        switch grouping {
        case nil, .assetClass: parts = [(nil, order)]
        case .group: parts = Self.groupParts(assets, order: order, groupOrder: groupOrder, labels: labels)
        }
        let subtotals = grouping != nil
        return .list(
            parts.map { part in
                let positions = part.positions
                return [
                    "hasHeading": .bool(part.heading != nil),
                    "heading": .string(part.heading ?? ""),
                    "rows": .lazyList(TemplateList(count: positions.count) { row(positions[$0]) }),
                    "hasSubtotal": .bool(subtotals),
                    "subtotal": subtotals ? subtotal(of: positions.map { assets[$0] }) : .bool(false),
                ]
            })
    }

    /// The positions of `assets` in `order` gathered by group: the groups in `groupOrder`, the
    /// assets without one last, under the catalog's "No group"; each part headed by its name.
    static func groupParts(
        _ assets: [AssetReport], order: [Int], groupOrder: [String: Int], labels: LabelCatalog
    ) -> [(heading: String?, positions: [Int])] {
        var byGroup: [String?: [Int]] = [:]
        for position in order {
            byGroup[assets[position].fields[.group]?.text, default: []].append(position)
        }
        let names = byGroup.keys.sorted { lhs, rhs in
            switch (lhs, rhs) {
            case (let left?, let right?): groupOrder[left, default: .max] < groupOrder[right, default: .max]
            case (.some, .none): true
            case (.none, _): false
            }
        }
        return names.map { name in
            let heading =
                name.map {
                    labels.text(.groupHeading, ["group": $0.trimmingCharacters(in: .whitespacesAndNewlines)])
                } ?? labels[.allocationNoGroup]
            return (heading, byGroup[name] ?? [])
        }
    }

    /// Each group's place among the groups of the whole watchlist, by first appearance.
    static func groupOrder(of model: ReportModel) -> [String: Int] {
        var order: [String: Int] = [:]
        for asset in model.allAssets {
            if let group = asset.fields[.group]?.text, order[group] == nil { order[group] = order.count }
        }
        return order
    }

    /// The subtotal of `members`, one part of a table: `countText` (how many assets, held or
    /// not), `hasValue` (whether any is held), `noHoldings`, and the part's holdings summed as the
    /// holdings' summary sums them: `total` (in the base currency), `dayChange` (and its percent of
    /// the value before it), `hasGain` and `gain` (over the holdings with a cost), `isPartial` and
    /// `partialNote`.
    func subtotal(of members: [AssetReport]) -> TemplateValue {
        let part = model.portfolio.part(members.compactMap { asset in asset.holding.map { (asset.id, $0) } })
        let figures = Self.figures(
            part, totalTitle: labels.text(.allocationValue, ["currency": part.baseCurrency]), labels)
        return [
            "countText": .string(labels.count(.assetCount, members.count)),
            "hasValue": .bool(part.holdingCount > 0),
            "noHoldings": .string(labels[.noHoldings]),
            "total": figures.total,
            "dayChange": figures.dayChange,
            "hasGain": .bool(part.withCost > 0),
            "gain": figures.gain,
            "isPartial": .bool(part.isPartial),
            "partialNote": .string(Self.partialNote(part, labels)),
        ]
    }
}
