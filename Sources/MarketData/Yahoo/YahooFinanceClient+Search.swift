import Foundation
import JSON

extension YahooFinanceClient {
    /// Ticker search: rows of every type (see ``SymbolSearchResult/isEquity``); rows without a
    /// symbol (news, non-Yahoo entries) are skipped.
    public func search(_ query: String, limit: Int = 10) async throws
        -> [SymbolSearchResult]
    {
        let url = connection.url(
            "v1/finance/search",
            query: [
                ("q", query), ("quotesCount", String(limit)), ("newsCount", "0"),
                ("enableFuzzyQuery", "false"),
            ])
        let rows = try connection.read(try await connection.get(url, kind: .search)) {
            root throws(JSONShapeError) in
            Lossy.read(try root.optionalArray("quotes"), path: ["quotes"], SymbolSearchResult.init(json:))
        }
        return rows.compactMap { try? $0.result.get() }
            .filter { !$0.symbol.isEmpty }
    }
}
