import Foundation

extension YahooFinanceClient {
    /// Ticker search; with `equityOnly` only `quoteType` `EQUITY` rows are kept. Rows without a
    /// symbol (news, non-Yahoo entries) are skipped.
    public func search(_ query: String, equityOnly: Bool = true, limit: Int = 10) async throws
        -> [SymbolSearchResult]
    {
        struct Envelope: Decodable {
            let quotes: [Lossy<SymbolSearchResult>]?
        }
        let url = connection.url(
            "v1/finance/search",
            query: [
                ("q", query), ("quotesCount", String(limit)), ("newsCount", "0"),
                ("enableFuzzyQuery", "false"),
            ])
        let envelope = try connection.decode(Envelope.self, from: try await connection.get(url))
        return (envelope.quotes ?? []).compactMap { try? $0.result.get() }
            .filter { !$0.symbol.isEmpty && (!equityOnly || $0.isEquity) }
    }
}
