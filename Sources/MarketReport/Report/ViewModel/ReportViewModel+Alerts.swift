import Templating

extension ReportViewModel {
    /// The alerts: a list of one object (`hasNew`, `new`, `hasStillOn`, `stillOnCount`,
    /// `stillOn`, each alert a `text`), empty when no alert holds, so `{{#alerts}}` shows the
    /// section only when there is one.
    var alerts: TemplateValue {
        guard !model.alerts.isEmpty else { return .list([]) }
        let labels = labels
        func texts(_ alerts: [Alert]) -> TemplateValue {
            .list(alerts.map { ["text": .string(labels.alertText($0))] })
        }
        let new = model.newAlerts
        let stillOn = model.alerts.filter { !$0.isNew }
        return .list([
            [
                "hasNew": .bool(!new.isEmpty), "new": texts(new),
                "hasStillOn": .bool(!stillOn.isEmpty), "stillOn": texts(stillOn),
                "stillOnCount": .string(labels.count(.alertsStillOn, stillOn.count)),
            ]
        ])
    }
}
