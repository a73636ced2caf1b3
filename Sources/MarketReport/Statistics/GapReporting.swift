/// Something whose data may have gaps: an asset's provider data, or its report.
public protocol GapReporting: Sendable {
    /// Why some of the data is missing; empty when nothing is.
    var gaps: [Gap] { get }
}

extension GapReporting {
    /// `ok`, or the gaps' codes joined with `; `: the stable text of the CSV `status` column.
    public var status: String { gaps.isEmpty ? "ok" : gaps.map(\.code).joined(separator: "; ") }
}
