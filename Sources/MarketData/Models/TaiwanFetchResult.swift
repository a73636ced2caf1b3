/// Taiwan data for a list of codes: what was found and a problem for each gap.
public struct TaiwanFetchResult: Sendable {
    /// Directory entries by code.
    public var companies: [String: TaiwanCompany] = [:]
    /// Daily quotes by code.
    public var quotes: [String: TaiwanDailyQuote] = [:]
    /// The exchanges' other daily figures by code (listed and OTC companies only).
    public var figures: [String: TaiwanDailyFigures] = [:]
    /// The gaps.
    public var problems: [FetchProblem] = []

    /// An empty result.
    public init() {}
}
