import Templating

extension ReportViewModel {
    /// The day's facts of the ``Digest`` (the events of the next ``Digest/reportEventDays``
    /// days): `title`, `lines` (each a `text`: what `report.md` opens with), and its parts for
    /// the dashboard's first screen: `dataTime`, `hasAlerts` and `alerts` (the new ones),
    /// `hasStillOn` and `stillOn`, `events`, `movers`.
    var today: TemplateValue {
        let digest = Digest(model: model, labels: labels, eventDays: Digest.reportEventDays)
        func texts(_ lines: [String]) -> TemplateValue { .list(lines.map { ["text": .string($0)] }) }
        return [
            "title": .string(digest.title),
            "lines": texts(digest.lines),
            "dataTime": .string(digest.dataTime),
            "hasAlerts": .bool(!digest.newAlerts.isEmpty),
            "alerts": texts(digest.alerts),
            "hasStillOn": .bool(digest.stillOn != nil),
            "stillOn": .string(digest.stillOn ?? ""),
            "events": texts(digest.events),
            "movers": .string(digest.movers),
        ]
    }
}
