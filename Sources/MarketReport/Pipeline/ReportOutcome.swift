/// What a finished `report` run did.
public struct ReportOutcome: Sendable {
    /// The report that was rendered.
    public let model: ReportModel
    /// The files written and left unchanged.
    public let written: OutputWriter.Summary
    /// The words the report was written in.
    public let labels: LabelCatalog

    /// Whether some data is missing (the reports mark it; `--strict` turns it into exit 75).
    public var hasGaps: Bool { !model.gaps.isEmpty }

    /// Whether some alert is new (`--strict-alerts` turns it into exit 3).
    public var hasNewAlerts: Bool { !model.newAlerts.isEmpty }
}
