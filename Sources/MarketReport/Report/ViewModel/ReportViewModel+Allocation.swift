import Templating

extension ReportViewModel {
    /// The widest allocation bar, in rem, for a weight of 100 %.
    static let allocationBarWidth = 8.0

    /// The allocation of the holdings (`false` without holdings): `valueTitle` and `lists`, each
    /// with `title`, `id`, `parts` (`name`, `value`, `weight`, `bar`: the bar's width),
    /// `hasRounding` and `rounding` (what the shown weights add up to, when not 100.0%).
    var allocation: TemplateValue {
        guard let performance = model.performance, !performance.held.isEmpty else { return .bool(false) }
        let allocation = Allocation(held: performance.held)
        let base = CurrencyFormat(code: model.portfolio.baseCurrency)
        // A holding is named as in "Since the previous report": `Tesla, Inc. (TSLA)`.
        let names = Dictionary(
            model.allAssets.map { ("\($0.kind.rawValue) \($0.id)", "\($0.name) (\($0.symbol))") },
            uniquingKeysWith: { first, _ in first })
        func list(_ title: Label, id: String, _ parts: [Allocation.Part], name: (Allocation.Part) -> String)
            -> TemplateValue
        {
            let sum = Allocation.shownSum(parts)
            return [
                "title": .string(labels[title]), "id": .string(id),
                "parts": .list(
                    parts.map { part in
                        [
                            "name": .string(name(part)), "value": .string(base.amount(part.value)),
                            "weight": .string(NumberFormatting.decimal(part.weight, fractionDigits: 1) + "%"),
                            "bar": .string(
                                NumberFormatting.decimal(
                                    part.weight / 100 * Self.allocationBarWidth, fractionDigits: 2,
                                    grouping: false)
                                    + "rem"),
                        ]
                    }),
                "hasRounding": .bool(abs(sum - 100) > 0.05 && id != "top"),
                "rounding": .string(
                    labels.text(
                        .allocationRounding, ["sum": NumberFormatting.decimal(sum, fractionDigits: 1) + "%"])),
            ]
        }
        var lists = [
            list(.allocationByClass, id: "class", allocation.byClass) { part in
                AssetKind.allCases.first { $0.listKey == part.name }.map(labels.sectionTitle) ?? part.name
            },
            list(.allocationByCurrency, id: "currency", allocation.byCurrency) {
                $0.name.isEmpty ? labels[.unknownCurrency] : $0.name
            },
        ]
        if allocation.hasGroups {
            lists.append(
                list(.allocationByGroup, id: "group", allocation.byGroup) {
                    $0.name.isEmpty ? labels[.allocationNoGroup] : $0.name
                })
        }
        lists.append(
            list(.allocationTop, id: "top", allocation.top) { part in
                part.kind.flatMap { names["\($0.rawValue) \(part.name)"] } ?? part.name
            })
        return [
            "valueTitle": .string(labels.text(.allocationValue, ["currency": model.portfolio.baseCurrency])),
            "lists": .list(lists),
        ]
    }
}
