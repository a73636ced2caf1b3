import ConcurrentWork
import Foundation
import JSON

/// Fetches the Taiwan company directories and daily quotes from TWSE and TPEx open data.
public struct TaiwanExchangeClient: Sendable {
    let twse: ProviderConnection
    let tpex: ProviderConnection
    /// TWSE's main site, for the lists its OpenAPI lacks (institutional trades by stock, the
    /// attention list with rows).
    let twseSite: ProviderConnection

    /// Creates a client.
    public init(
        transport: any HTTPTransport, twseBaseURL: URL = MarketDataEndpoints.defaults.twse,
        tpexBaseURL: URL = MarketDataEndpoints.defaults.tpex,
        twseSiteURL: URL = MarketDataEndpoints.defaults.twseSite, timeout: TimeInterval? = nil
    ) {
        twse = ProviderConnection(
            transport: transport, provider: .twse, baseURL: twseBaseURL, timeout: timeout)
        twseSite = ProviderConnection(
            transport: transport, provider: .twse, baseURL: twseSiteURL, timeout: timeout)
        tpex = ProviderConnection(
            transport: transport, provider: .tpex, baseURL: tpexBaseURL, timeout: timeout)
    }

    /// The three directories fetched concurrently and merged; a directory that fails is named in
    /// ``TaiwanDirectory/failures`` and the others are still returned.
    public func directory() async -> TaiwanDirectory {
        let sources: [(TaiwanMarket, ProviderConnection, String)] = [
            (.listed, twse, "opendata/t187ap03_L"), (.otc, tpex, "mopsfin_t187ap03_O"),
            (.emerging, tpex, "mopsfin_t187ap03_R"),
        ]
        let results = await BoundedConcurrency.map(sources, limit: 3) { market, connection, path in
            (
                market,
                await Result {
                    try await rows(connection, path, .taiwanDirectory).compactMap {
                        $0.company(market: market)
                    }
                }
            )
        }
        return TaiwanDirectory(
            companies: results.flatMap { (try? $0.1.get()) ?? [] },
            failures: Self.failures(results))
    }

    /// The latest daily quotes of listed (TWSE) and OTC (TPEx) stocks, keyed by code, and the
    /// markets whose quotes could not be fetched.
    public func dailyQuotes() async -> (
        quotes: [String: TaiwanDailyQuote], failures: [TaiwanMarket: FetchFailure]
    ) {
        let sources: [(TaiwanMarket, ProviderConnection, String)] = [
            (.listed, twse, "exchangeReport/STOCK_DAY_ALL"),
            (.otc, tpex, "tpex_mainboard_daily_close_quotes"),
        ]
        let results = await BoundedConcurrency.map(sources, limit: 2) { market, connection, path in
            (
                market,
                await Result {
                    try await rows(connection, path, .taiwanDailyQuotes).compactMap {
                        $0.quote(market == .listed ? .twse : .tpex)
                    }
                }
            )
        }
        var quotes: [String: TaiwanDailyQuote] = [:]
        for quote in results.flatMap({ (try? $0.1.get()) ?? [] }) {
            let key = AssetKey(symbol: quote.code).text
            if quotes[key] == nil { quotes[key] = quote }
        }
        return (quotes, Self.failures(results))
    }

    /// The latest emerging-board (興櫃) quotes, keyed by code: TPEx `tpex_esb_latest_statistics`,
    /// whose day price is an average, not a close.
    public func emergingQuotes() async throws -> [String: TaiwanDailyQuote] {
        var quotes: [String: TaiwanDailyQuote] = [:]
        for quote in try await rows(tpex, "tpex_esb_latest_statistics", .taiwanDailyQuotes).compactMap({
            $0.emergingQuote()
        }) {
            let key = AssetKey(symbol: quote.code).text
            if quotes[key] == nil { quotes[key] = quote }
        }
        return quotes
    }

    /// The ex-rights / ex-dividend schedules of `markets` (TWSE `exchangeReport/TWT48U_ALL` for
    /// listed, TPEx `tpex_exright_prepost` for OTC; the emerging board has none), one request per
    /// market, fetched concurrently; rows by code, in the schedule's order, and the markets whose
    /// schedule could not be fetched.
    public func exDividends(markets: Set<TaiwanMarket>) async -> (
        rows: [String: [TaiwanExDividend]], failures: [TaiwanMarket: FetchFailure]
    ) {
        let sources: [(TaiwanMarket, ProviderConnection, String)] = [
            (.listed, twse, "exchangeReport/TWT48U_ALL"), (.otc, tpex, "tpex_exright_prepost"),
        ].filter { markets.contains($0.0) }
        let results = await BoundedConcurrency.map(sources, limit: 2) { market, connection, path in
            (
                market,
                await Result {
                    try await rows(connection, path, .taiwanExDividends).compactMap {
                        $0.exDividend(market: market)
                    }
                }
            )
        }
        var byCode: [String: [TaiwanExDividend]] = [:]
        for row in results.flatMap({ (try? $0.1.get()) ?? [] }) {
            byCode[AssetKey(symbol: row.code).text, default: []].append(row)
        }
        return (byCode, Self.failures(results))
    }

    private func rows(_ connection: ProviderConnection, _ path: String, _ kind: EndpointKind) async throws
        -> [TaiwanRow]
    {
        let response = try await connection.get(connection.url(path), kind: kind)
        return try connection.read(response) { root throws(JSONShapeError) in
            Lossy.read(try root.array(), TaiwanRow.init(json:)).compactMap { try? $0.result.get() }
        }
    }

    private static func failures<T>(_ results: [(TaiwanMarket, Result<T, any Error>)]) -> [TaiwanMarket:
        FetchFailure]
    {
        var failures: [TaiwanMarket: FetchFailure] = [:]
        for case (let market, .failure(let error)) in results { failures[market] = FetchFailure(error) }
        return failures
    }
}
