import ConcurrentWork
import Foundation
import JSON

extension YahooFinanceClient {
    /// Quotes for `symbols` (keyed as ``AssetKey`` symbols), in calls of at most 50 symbols run concurrently.
    ///
    /// Symbols Yahoo leaves out are `not found`, delisted ones (`quoteType: "NONE"`) `delisted`, an
    /// unreadable item a `bad response`; a failed call marks each of its symbols with the reason.
    public func quotes(for symbols: [String]) async -> FetchBatch<StockQuote> {
        let chunks = SymbolList.chunks(AssetKey.distinct(symbols: symbols), size: Self.quoteChunkSize)
        let batches = await BoundedConcurrency.map(chunks, limit: 4) { await quoteChunk($0) }
        return FetchBatch(merging: batches)
    }

    private func quoteChunk(_ symbols: [String]) async -> FetchBatch<StockQuote> {
        do {
            let response = try await sendAuthorized(
                "v7/finance/quote", query: [("symbols", symbols.joined(separator: ","))], kind: .quote)
            return Self.match(symbols, in: try connection.read(response, YahooWire.quotes))
        } catch {
            return .failed(symbols, reason: FetchFailure(error), dataset: .quote, provider: .yahoo)
        }
    }

    /// Pairs requested symbols with the decoded items; every requested symbol ends up somewhere.
    static func match(_ symbols: [String], in items: [Lossy<StockQuote>]) -> FetchBatch<StockQuote> {
        var found: [String: Result<StockQuote, JSONShapeError>] = [:]
        for item in items {
            let key = (try? item.result.get().symbol) ?? item.identifier
            if let key { found[AssetKey(symbol: key).text] = item.result }
        }
        var batch = FetchBatch<StockQuote>()
        for symbol in symbols {
            let reason: FetchFailure
            switch found[symbol] {
            case .success(let quote) where !quote.isDelisted:
                batch.values[symbol] = quote
                continue
            case .success: reason = .delisted
            case .failure(let error): reason = .badResponse(detail: error.description)
            case nil: reason = .notFound
            }
            batch.problems.append(
                FetchProblem(symbol: symbol, dataset: .quote, provider: .yahoo, reason: reason))
        }
        return batch
    }
}
