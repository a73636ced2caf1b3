/// Taiwan data for a list of codes: what was found and a problem for each gap.
public struct TaiwanFetchResult: Sendable {
    /// Directory entries by code.
    public var companies: [String: TaiwanCompany] = [:]
    /// Daily quotes by code.
    public var quotes: [String: TaiwanDailyQuote] = [:]
    /// The exchanges' other daily figures by code (listed and OTC companies only).
    public var figures: [String: TaiwanDailyFigures] = [:]
    /// Ex-rights / ex-dividend schedule rows by code, for the codes asked for.
    public var exDividends: [String: [TaiwanExDividend]] = [:]
    /// The gaps.
    public var problems: [FetchProblem] = []

    /// An empty result.
    public init() {}
}

extension TaiwanFetchResult {
    /// Keeps the schedule rows of the codes in `markets` (each code's market) and makes the failure
    /// of a market's schedule a gap in the events of each of its codes, never in their prices.
    mutating func addExDividends(
        _ schedules: (rows: [String: [TaiwanExDividend]], failures: [TaiwanMarket: FetchFailure]),
        markets: [String: TaiwanMarket]
    ) {
        for (code, market) in markets.sorted(by: { $0.key < $1.key }) {
            if let failure = schedules.failures[market] {
                problems.append(
                    FetchProblem(
                        symbol: code, dataset: .exDividends, provider: market.provider, reason: failure))
            } else if let rows = schedules.rows[code] {
                exDividends[code] = rows
            }
        }
    }
}
