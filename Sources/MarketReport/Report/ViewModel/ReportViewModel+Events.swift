import MarketData
import Templating

extension ReportViewModel {
    /// The "Coming up" section: a list of one object (`window`, the sentence saying how far ahead
    /// it looks, and `items`, each event's `days`, `title`, `symbol`, `name`, `lang`, `anchor`,
    /// `details`, `hasDetails`, `hasCard`), empty without events, so `{{#events}}` shows the
    /// section only when there is one.
    var events: TemplateValue {
        guard !model.events.isEmpty else { return .list([]) }
        let labels = labels
        let assets = Dictionary(model.allAssets.map { (Self.anchor($0), $0) }) { first, _ in first }
        let items: [TemplateValue] = model.events.map { event in
            let anchor = Self.anchor(kind: event.assetKind, id: event.id)
            let details = labels.eventDetails(event)
            return [
                "days": .string(labels.eventDays(event)), "title": .string(labels.eventTitle(event)),
                "symbol": .string(event.symbol), "name": .string(event.name),
                "lang": .string(Self.language(event.assetKind)), "anchor": .string(anchor),
                "hasCard": .bool(assets[anchor].map(hasCard) ?? false),
                "details": .string(details), "hasDetails": .bool(!details.isEmpty),
            ]
        }
        return .list([
            ["window": .string(labels.count(.eventsWindow, model.eventDays)), "items": .list(items)]
        ])
    }
}
