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
                transport: transport, twseBaseURL: endpoints.twse, tpexBaseURL: endpoints.tpex,
                twseSiteURL: endpoints.twseSite),
            now: now)
    }

    /// The requests a fetch of `request` plans to send when nothing is cached: the Yahoo session
    /// (cookie and crumb), quote calls of 50 symbols (stocks and foreseen rates), spark calls of 20
    /// (stocks, then listed and OTC Taiwan companies), CoinGecko markets calls of 250 and a detail
    /// per coin, the five TWSE/TPEx lists of companies and quotes, one ex-dividend schedule and the
    /// six lists of daily figures of one market (a code's market is known only once the directories
    /// are in; a watchlist with listed and OTC codes needs six more lists and a second schedule).
    /// Chart fallbacks, retries, unforeseen rates and the second market's requests add to it; the
    /// benchmark and the rates' daily closes ride in these calls (see ``ratesWithStocks(_:)``).
    public static func plannedRequestCount(for request: MarketDataRequest) -> Int {
        func calls(_ count: Int, of size: Int) -> Int { (count + size - 1) / size }
        let stocks = AssetKey.distinct(symbols: request.stocks).count
        let quoted = stocks + ExchangePairs(request.rates).foreseen.count
        let coins = AssetKey.distinct(coinIDs: request.coins).count
        let taiwan = AssetKey.distinct(symbols: request.taiwan).count
        let sparked = AssetKey.distinct(symbols: request.stocks + benchmark(of: request, withStocks: true))
            .count
        return (quoted > 0 ? 2 + calls(quoted, of: YahooFinanceClient.quoteChunkSize) : 0)
            + calls(sparked, of: YahooFinanceClient.sparkChunkSize)
            + (coins > 0 ? calls(coins, of: CoinGeckoClient.marketsChunkSize) + coins : 0)
            + (taiwan > 0
                ? 6 + TaiwanExchangeClient.figureListsPerMarket
                    + calls(
                        taiwan + benchmark(of: request, withStocks: false).count,
                        of: YahooFinanceClient.sparkChunkSize) : 0)
    }

    /// Fetches everything `request` asks for.
    public func fetch(_ request: MarketDataRequest) async -> MarketSnapshot {
        async let stocks = fetchStocks(request)
        async let coins = fetchCoins(request)
        async let taiwanResult = fetchTaiwan(request)
        let stockData = await stocks
        let (markets, details) = await coins
        let (taiwanData, taiwanHistories, taiwanBenchmark, taiwanRates) = await taiwanResult
        var snapshot = MarketSnapshot(
            quotes: stockData.quotes.values, sparklines: stockData.sparklines.values,
            coinMarkets: markets.values, coinDetails: details.values, taiwanCompanies: taiwanData.companies,
            taiwanQuotes: taiwanData.quotes, taiwanHistories: taiwanHistories.values,
            taiwanFigures: taiwanData.figures,
            exchangeRates: stockData.rates.values,
            problems: stockData.quotes.problems + stockData.sparklines.problems + markets.problems
                + details.problems + taiwanData.problems + taiwanHistories.problems
                + stockData.rates.problems,
            fetchedAt: now())
        snapshot.taiwanExDividends = taiwanData.exDividends
        snapshot.benchmark = stockData.benchmark ?? taiwanBenchmark
        snapshot.rateHistories = stockData.rateHistories.merging(taiwanRates) { first, _ in first }
        return snapshot
    }

    /// Quotes (with the exchange rates' quotes in the same calls) and spark calls run together; the
    /// chart fallback only runs for symbols that have a quote, so an unknown symbol costs no extra
    /// calls and is reported once. A rate whose currency was not foreseen costs one more quote call.
    private func fetchStocks(_ request: MarketDataRequest) async -> (
        quotes: FetchBatch<StockQuote>, sparklines: FetchBatch<Sparkline>, rates: FetchBatch<ExchangeRate>,
        benchmark: Sparkline?, rateHistories: [String: Sparkline]
    ) {
        let stocks = AssetKey.distinct(symbols: request.stocks)
        var pairs = ExchangePairs(request.rates)
        let benchmark = Self.benchmark(of: request, withStocks: true)
        guard !stocks.isEmpty || !pairs.foreseen.isEmpty || !benchmark.isEmpty else {
            return (FetchBatch(), FetchBatch(), FetchBatch(), nil, [:])
        }
        let riders = Self.ratesWithStocks(request)
        let wholeYear = request.wholeYear.union(benchmark).union(riders.map(\.symbol))
        async let quotes =
            stocks.isEmpty && pairs.foreseen.isEmpty
            ? FetchBatch() : yahoo.quotes(for: stocks + pairs.foreseen.map(\.symbol))
        async let sparked =
            stocks.isEmpty && benchmark.isEmpty
            ? FetchBatch()
            : yahoo.sparkedCloses(for: stocks + benchmark + riders.map(\.symbol), wholeYear: wholeYear)
        var quoteBatch = await quotes
        var rates = pairs.take(from: &quoteBatch)
        let unforeseen = pairs.unforeseen(quotes: quoteBatch.values)
        if !unforeseen.isEmpty {
            var more = await yahoo.quotes(for: unforeseen.map(\.symbol))
            rates.merge(pairs.take(from: &more))
        }
        rates.problems += pairs.missing(rates)
        // A spark call's failure is not reported for stocks: the chart fallback asks again.
        var sparklines = FetchBatch(values: await sparked.values)
        let rateHistories = Self.takeRateHistories(riders, from: &sparklines.values)
        let benchmarkCloses = benchmark.first.flatMap { sparklines.values[$0] }
        if let symbol = benchmark.first, !stocks.contains(symbol) { sparklines.values[symbol] = nil }
        let needed = stocks.filter { quoteBatch.values[$0] != nil && sparklines.values[$0] == nil }
        sparklines.merge(await yahoo.charts(for: needed, wholeYear: wholeYear))
        return (
            quoteBatch, sparklines, rates,
            benchmarkCloses ?? benchmark.first.flatMap { sparklines.values[$0] }, rateHistories
        )
    }

    /// Directories and daily quotes, then, at the same time, the daily figures and ex-dividend
    /// schedules of the markets the codes found are in and the price histories of the listed and
    /// OTC companies found, from Yahoo spark calls of `CODE.TW` and `CODE.TWO`: a history missing
    /// from an answer is `not found`, one whose call failed has that call's failure.
    /// The benchmark rides in the last of these calls when ``benchmarkRide(_:)`` says so, and the
    /// rates the stocks' calls had no room for ride in the room left.
    private func fetchTaiwan(_ request: MarketDataRequest) async -> (
        TaiwanFetchResult, FetchBatch<Sparkline>, benchmark: Sparkline?, rateHistories: [String: Sparkline]
    ) {
        guard !request.taiwan.isEmpty else { return (TaiwanFetchResult(), FetchBatch(), nil, [:]) }
        var result = await taiwan.fetch(codes: request.taiwan)
        var symbols: [String: String] = [:]
        var markets: [String: TaiwanMarket] = [:]
        var wholeYear: Set<String> = []
        for code in AssetKey.distinct(symbols: request.taiwan) {
            let market = result.companies[code]?.market ?? result.quotes[code]?.market
            markets[code] = market
            if let suffix = market?.yahooSuffix {
                symbols[code + suffix] = code
                if request.wholeYear.contains(code) { wholeYear.insert(code + suffix) }
            }
        }
        let day = TaiwanExchangeClient.tradingDay(quotes: result.quotes.values, now: now())
        async let figures = taiwan.dailyFigures(markets: markets, tradingDay: day)
        async let schedules = taiwan.exDividends(markets: Set(markets.values))
        let benchmark = Self.benchmark(of: request, withStocks: false)
        let riders = Self.ratesRiding(
            after: symbols.count + benchmark.count, in: request, taken: Self.ratesWithStocks(request).count)
        var sparked = await yahoo.sparkedCloses(
            for: symbols.keys.sorted() + benchmark + riders.map(\.symbol),
            wholeYear: wholeYear.union(benchmark).union(riders.map(\.symbol)))
        let rateHistories = Self.takeRateHistories(riders, from: &sparked.values)
        (result.figures, result.problems) = await (figures.figures, result.problems + figures.problems)
        result.addExDividends(await schedules, markets: markets)
        let failures = Dictionary(sparked.problems.map { ($0.symbol, $0.reason) }) { first, _ in first }
        var histories = FetchBatch<Sparkline>()
        for (symbol, code) in symbols {
            if let history = sparked.values[symbol] {
                histories.values[code] = history
            } else {
                histories.problems.append(
                    FetchProblem(
                        symbol: code, dataset: .sparkline, provider: .yahoo,
                        reason: failures[symbol] ?? .notFound))
            }
        }
        histories.problems.sort { $0.symbol < $1.symbol }
        return (result, histories, benchmark.first.flatMap { sparked.values[$0] }, rateHistories)
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
