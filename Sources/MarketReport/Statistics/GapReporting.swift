/// Something whose data may have gaps: an asset's provider data, or its report.
public protocol GapReporting: Sendable {
    /// Why some of the data is missing; empty when nothing is.
    var gaps: [String] { get }
}

extension GapReporting {
    /// `ok`, or the gaps' reasons joined with `; `.
    public var status: String { gaps.isEmpty ? "ok" : gaps.joined(separator: "; ") }
}
