import Templating

extension ReportViewModel {
    /// The most changes "Since the previous report" shows before its full list.
    static let largestChangeCount = 10

    /// "Since the previous report": a list of one object (`previousDate`, `hasChanges`,
    /// `changes`, `largestChanges` (the ``largestChangeCount`` largest moves, largest first),
    /// `allChangesTitle`, `events`, and the dashboard's `cardChanges`), empty without a previous
    /// report, so `{{#since}}` shows the section only when there is one.
    ///
    /// `changes` holds every asset's change. Past ``allCardsLimit`` assets the dashboard lists
    /// only those of the assets with a card (`cardChanges`, `hasAllCardChanges` false), as it
    /// does with cards: a row for each of thousands would take the page past its size.
    var since: TemplateValue {
        guard let comparison = model.sincePrevious else { return .list([]) }
        let labels = labels
        func object(_ change: ReportComparison.Change) -> TemplateValue {
            Self.sinceChangeObject.make((change: change, view: ChangeView(change.percent), labels: labels))
        }
        let changes = comparison.changes.map(object)
        let largest = Self.largest(comparison.changes).map(object)
        let cardChanges =
            carded == nil ? changes : comparison.changes.filter { hasCard($0.asset) }.map(object)
        func label(_ name: String, _ symbol: String, _ kind: AssetKind) -> String {
            labels.text(.sinceAsset, ["name": name, "symbol": symbol, "section": labels.sectionTitle(kind)])
        }
        func asset(_ asset: AssetReport) -> String { label(asset.name, asset.symbol, asset.kind) }
        func gap(_ gap: ReportGap) -> String {
            labels.text(
                .sinceGap,
                [
                    "item": gap.item, "section": labels.sectionTitle(gap.kind),
                    "reason": labels.gapText(gap.gap),
                ])
        }
        func extreme(_ extreme: ReportComparison.Extreme) -> String {
            let currency = extreme.asset.currency
            return labels.text(
                .sinceExtreme,
                [
                    "asset": asset(extreme.asset), "value": currency.price(extreme.value),
                    "previous": currency.price(extreme.previous),
                ])
        }
        let events: [(Label, [String])] = [
            (.sinceAdded, comparison.added.map(asset)),
            (.sinceRemoved, comparison.removed.map { label($0.name, $0.symbol, $0.kind) }),
            (.sinceNewGaps, comparison.newGaps.map(gap)),
            (.sinceResolvedGaps, comparison.resolvedGaps.map(gap)),
            (.sinceNewHighs, comparison.newHighs.map(extreme)),
            (.sinceNewLows, comparison.newLows.map(extreme)),
            (.sinceNewAlerts, model.newAlerts.map(labels.alertText)),
        ]
        return .list([
            [
                "previousDate": .string(dates.displayDay(comparison.previousDate)),
                "hasChanges": .bool(!changes.isEmpty),
                "changes": .list(changes),
                "hasLargestChanges": .bool(!largest.isEmpty),
                "largestChanges": .list(largest),
                "allChangesTitle": .string(labels.count(.todayAllChanges, changes.count)),
                "hasCardChanges": .bool(!cardChanges.isEmpty),
                "cardChanges": .list(cardChanges),
                "hasAllCardChanges": .bool(cardChanges.count == changes.count),
                "cardChangeCount": .string(Counting.grouped(cardChanges.count)),
                "changeCount": .string(Counting.grouped(changes.count)),
                "changesNote": .string(
                    labels.text(
                        .changesFor,
                        [
                            "cards": Counting.grouped(cardChanges.count),
                            "count": Counting.grouped(changes.count),
                        ])),
                "events": .list(
                    events.map { title, items in
                        [
                            "title": .string(labels[title]), "hasItems": .bool(!items.isEmpty),
                            "items": .list(items.map { ["text": .string($0)] }),
                        ]
                    }),
            ]
        ])
    }

    /// The changes with the largest moves up or down, largest first (ties in watchlist order);
    /// those without a change are left out.
    static func largest(_ changes: [ReportComparison.Change]) -> [ReportComparison.Change] {
        let moved = changes.enumerated().compactMap { position, change in
            change.percent.map { (position: position, size: $0.magnitude, change: change) }
        }
        let order = moved.sorted { $0.size != $1.size ? $0.size > $1.size : $0.position < $1.position }
        return order.prefix(largestChangeCount).map(\.change)
    }

    /// An asset's price then and now: `name`, `lang` (the name's language), `symbol`, `section`,
    /// `anchor`, `then`, `now`, change keys.
    static let sinceChangeObject = ViewObject<
        (change: ReportComparison.Change, view: ChangeView, labels: LabelCatalog)
    >(
        [
            ("name", { .string($0.change.asset.name) }),
            ("lang", { .string(language($0.change.asset.kind)) }),
            ("symbol", { .string($0.change.asset.symbol) }),
            ("section", { .string($0.labels.sectionTitle($0.change.asset.kind)) }),
            ("anchor", { .string(anchor($0.change.asset)) }),
            ("then", { .string(shown($0.change.previousPrice, $0.labels, $0.change.asset.currency.price)) }),
            ("now", { .string(shown($0.change.asset.price, $0.labels, $0.change.asset.currency.price)) }),
        ], change: { $0.view })
}
