import ConcurrentWork
import Foundation
import JSON

/// Fetches coin markets and coin details from CoinGecko API v3.
public struct CoinGeckoClient: Sendable {
    /// Most ids one `coins/markets` call answers (`per_page=250`).
    public static let marketsChunkSize = 250

    let connection: ProviderConnection

    /// Creates a client; `apiKey` (a demo key) is sent as `x-cg-demo-api-key`.
    public init(
        transport: any HTTPTransport, baseURL: URL = MarketDataEndpoints.defaults.coinGecko,
        apiKey: String? = nil,
        timeout: TimeInterval? = nil
    ) {
        var connection = ProviderConnection(
            transport: transport, provider: .coinGecko, baseURL: baseURL, timeout: timeout,
            errorDetail: CoinGeckoErrorBody.detail)
        if let apiKey, !apiKey.isEmpty { connection.headers["x-cg-demo-api-key"] = apiKey }
        self.connection = connection
    }

    /// Markets rows for `ids` (keyed as ``AssetKey`` coin ids), one call per 250 ids; ids CoinGecko leaves out are
    /// `not found`, a failed call marks each of its ids with the reason.
    public func markets(ids: [String]) async -> FetchBatch<CoinMarket> {
        let chunks = SymbolList.chunks(AssetKey.distinct(coinIDs: ids), size: Self.marketsChunkSize)
        let batches = await BoundedConcurrency.map(chunks, limit: 2) { await marketsChunk($0) }
        return FetchBatch(merging: batches)
    }

    /// The detail of one coin (`coins/{id}` without tickers, market, community or developer data).
    public func detail(id: String) async throws -> CoinDetail {
        let query = [
            "localization", "tickers", "market_data", "community_data", "developer_data", "sparkline",
        ]
        .map { ($0, "false") }
        let url = connection.url("coins/\(id)", query: query)
        return try connection.read(
            try await rateLimitChecked(connection.get(url, kind: .coinDetail)), CoinDetail.init(json:))
    }

    /// Details for `ids`, at most `limit` calls at a time; failures become per-coin problems.
    public func details(ids: [String], limit: Int = 2) async -> FetchBatch<CoinDetail> {
        let results = await BoundedConcurrency.map(AssetKey.distinct(coinIDs: ids), limit: limit) { id in
            (id, await Result { try await detail(id: id) })
        }
        return .collect(results, dataset: .coinDetail, provider: .coinGecko)
    }

    private func marketsChunk(_ ids: [String]) async -> FetchBatch<CoinMarket> {
        let query = [
            ("vs_currency", "usd"), ("ids", ids.joined(separator: ",")), ("order", "market_cap_desc"),
            ("per_page", String(Self.marketsChunkSize)), ("page", "1"), ("sparkline", "true"),
            ("price_change_percentage", "24h,7d,30d,1y"),
        ]
        do {
            let response = try await rateLimitChecked(
                connection.get(connection.url("coins/markets", query: query), kind: .coinMarkets))
            let rows = try connection.read(response) { root throws(JSONShapeError) in
                Lossy.read(try root.array(), CoinMarket.init(json:))
            }
            var found: [String: Result<CoinMarket, JSONShapeError>] = [:]
            for row in rows {
                if let id = (try? row.result.get().id) ?? row.identifier {
                    found[AssetKey(coinID: id).text] = row.result
                }
            }
            var batch = FetchBatch<CoinMarket>()
            for id in ids {
                switch found[id] {
                case .success(let market): batch.values[id] = market
                case .failure(let error):
                    batch.problems.append(problem(id, .badResponse(detail: error.description)))
                case nil: batch.problems.append(problem(id, .notFound))
                }
            }
            return batch
        } catch {
            return .failed(ids, reason: FetchFailure(error), dataset: .coinMarket, provider: .coinGecko)
        }
    }

    private func problem(_ id: String, _ reason: FetchFailure) -> FetchProblem {
        FetchProblem(symbol: id, dataset: .coinMarket, provider: .coinGecko, reason: reason)
    }

    /// Treats a rate-limit body (`{"status":{"error_code":429,...}}`) as HTTP 429 whatever the status.
    private func rateLimitChecked(_ response: HTTPResponse) throws -> HTTPResponse {
        guard response.status == 429 || CoinGeckoErrorBody.isRateLimit(response.body) else { return response }
        let wait = RetryAfter.seconds(from: response.headers["retry-after"])
        throw ProviderError.rateLimited(provider: .coinGecko, url: response.url, retryAfter: wait)
    }
}
