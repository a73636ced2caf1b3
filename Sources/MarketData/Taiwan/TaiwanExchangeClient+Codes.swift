extension TaiwanExchangeClient {
    /// Directory entries and daily quotes for `codes` (directories and quotes fetched concurrently).
    ///
    /// A code in no directory is `not found` unless it has a daily quote (ETFs are not companies);
    /// an emerging company has `no data` for its quote (no daily close list is published for it).
    public func fetch(codes: [String]) async -> TaiwanFetchResult {
        async let directoryResult = directory()
        async let quoteResult = dailyQuotes()
        let (directory, (quotes, quoteFailures)) = await (directoryResult, quoteResult)
        var result = TaiwanFetchResult()
        for code in AssetKey.distinct(symbols: codes) {
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
                let reason: FetchFailure
                if company.market == .emerging {
                    reason = .noData(detail: "no daily close quotes are published for emerging stocks")
                } else {
                    reason =
                        quoteFailures[company.market] ?? .noData(detail: "not in the latest daily quotes")
                }
                result.problems.append(
                    FetchProblem(
                        symbol: code, dataset: .taiwanQuote, provider: company.market.provider, reason: reason
                    ))
            }
        }
        return result
    }
}
