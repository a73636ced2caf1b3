import Foundation

/// Fetches a whole watchlist: stocks, coins and Taiwan companies concurrently, every gap reported
/// as a ``FetchProblem`` and none failing the run.
public struct MarketDataService: Sendable {
    /// The Yahoo client.
    public let yahoo: YahooFinanceClient
    /// The CoinGecko client.
    public let coinGecko: CoinGeckoClient
    /// The TWSE/TPEx client.
    public let taiwan: TaiwanExchangeClient
    private let now: @Sendable () -> Date

    /// Creates a service from clients; `now` stamps the snapshot.
    public init(
        yahoo: YahooFinanceClient, coinGecko: CoinGeckoClient, taiwan: TaiwanExchangeClient,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.yahoo = yahoo
        self.coinGecko = coinGecko
        self.taiwan = taiwan
        self.now = now
    }

    /// Creates the three clients over `transport` at `endpoints`; the Yahoo session is kept in
    /// `crumbStore` (pass one backed by a file in the cache folder to reuse it across runs).
    public init(
        transport: any HTTPTransport, endpoints: MarketDataEndpoints,
        crumbStore: YahooCrumbStore = YahooCrumbStore(),
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.init(
            yahoo: YahooFinanceClient(
                transport: transport, baseURL: endpoints.yahoo, cookieURL: endpoints.yahooCookie,
                crumbStore: crumbStore),
            coinGecko: CoinGeckoClient(
                transport: transport, baseURL: endpoints.coinGecko, apiKey: endpoints.coinGeckoAPIKey),
            taiwan: TaiwanExchangeClient(
                transport: transport, twseBaseURL: endpoints.twse, tpexBaseURL: endpoints.tpex),
            now: now)
    }

    /// Fetches everything `request` asks for.
    public func fetch(_ request: MarketDataRequest) async -> MarketSnapshot {
        async let stocks = fetchStocks(request)
        async let coins = fetchCoins(request)
        async let taiwanResult =
            request.taiwan.isEmpty ? TaiwanFetchResult() : taiwan.fetch(codes: request.taiwan)
        let (quotes, sparklines) = await stocks
        let (markets, details) = await coins
        let taiwanData = await taiwanResult
        return MarketSnapshot(
            quotes: quotes.values, sparklines: sparklines.values, coinMarkets: markets.values,
            coinDetails: details.values, taiwanCompanies: taiwanData.companies,
            taiwanQuotes: taiwanData.quotes,
            problems: quotes.problems + sparklines.problems + markets.problems + details.problems
                + taiwanData.problems,
            fetchedAt: now())
    }

    /// Quotes and spark calls run together; the chart fallback only runs for symbols that have a
    /// quote, so an unknown symbol costs no extra calls and is reported once.
    private func fetchStocks(_ request: MarketDataRequest) async -> (
        FetchBatch<StockQuote>, FetchBatch<Sparkline>
    ) {
        guard !request.stocks.isEmpty else { return (FetchBatch(), FetchBatch()) }
        async let quotes = yahoo.quotes(for: request.stocks)
        async let sparked = yahoo.sparkedCloses(for: request.stocks)
        let quoteBatch = await quotes
        var sparklines = FetchBatch(values: await sparked)
        let needed = AssetKey.distinct(symbols: request.stocks).filter {
            quoteBatch.values[$0] != nil && sparklines.values[$0] == nil
        }
        sparklines.merge(await yahoo.charts(for: needed))
        return (quoteBatch, sparklines)
    }

    /// Markets first; details only for the coins the markets call found.
    private func fetchCoins(_ request: MarketDataRequest) async -> (
        FetchBatch<CoinMarket>, FetchBatch<CoinDetail>
    ) {
        guard !request.coins.isEmpty else { return (FetchBatch(), FetchBatch()) }
        let markets = await coinGecko.markets(ids: request.coins)
        let found = AssetKey.distinct(coinIDs: request.coins).filter { markets.values[$0] != nil }
        return (markets, await coinGecko.details(ids: found))
    }
}
