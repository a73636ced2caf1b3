extension TaiwanExchangeClient {
    /// Directory entries and daily quotes for `codes` (directories and quotes fetched concurrently).
    ///
    /// A code in no directory is `not found` unless it has a daily quote (ETFs are not companies).
    /// Emerging-board quotes are fetched only when an emerging company is asked for, in one more
    /// request.
    public func fetch(codes: [String]) async -> TaiwanFetchResult {
        async let directoryResult = directory()
        async let quoteResult = dailyQuotes()
        let (directory, daily) = await (directoryResult, quoteResult)
        var (quotes, quoteFailures) = daily
        let keys = AssetKey.distinct(symbols: codes)
        if keys.contains(where: { quotes[$0] == nil && directory.company(code: $0)?.market == .emerging }) {
            do {
                quotes.merge(try await emergingQuotes()) { listed, _ in listed }
            } catch {
                quoteFailures[.emerging] = FetchFailure(error)
            }
        }
        var result = TaiwanFetchResult()
        for code in keys {
            let company = directory.company(code: code)
            let quote = quotes[code]
            result.companies[code] = company
            result.quotes[code] = quote
            if company == nil, quote == nil {
                let failure = TaiwanMarket.allCases.lazy.compactMap { directory.failures[$0] }.first
                result.problems.append(
                    FetchProblem(
                        symbol: code, dataset: .taiwanCompany, provider: .twse, reason: failure ?? .notFound))
            } else if let company, quote == nil {
                let reason =
                    quoteFailures[company.market] ?? .noData(detail: "not in the latest daily quotes")
                result.problems.append(
                    FetchProblem(
                        symbol: code, dataset: .taiwanQuote, provider: company.market.provider, reason: reason
                    ))
            }
        }
        return result
    }
}
