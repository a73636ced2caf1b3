import Foundation
import MarketData
import TestHTTPServer
import Testing

/// The whole fetch against the fixture server: contents, gaps, and request counts.
@Suite struct MarketDataServiceTests {
    let server: TestHTTPServer
    init() throws { server = try TestSupport.server() }

    private func service(cache: URL?) throws -> MarketDataService {
        try TestSupport.service(server, cache: cache)
    }

    private var watchlist: MarketDataRequest { TestSupport.benchmarkRequest }

    @Test func coldAndWarmRequestCountsStayWithinBudget() async throws {
        #expect(BenchmarkWatchlist.stocks.count == 30 && BenchmarkWatchlist.coins.count == 15)
        #expect(BenchmarkWatchlist.taiwan.count == 15)
        let cache = TestSupport.temporaryDirectory()
        let cold = try await service(cache: cache).fetch(watchlist)
        let coldCount = server.totalRequestCount
        // 28 for prices and directories, one ex-dividend schedule per market (listed and OTC codes)
        // and six lists of daily figures per market.
        #expect(coldCount <= 42, "\(server.requestCounts)")
        #expect(server.requestCount(pathSuffix: "/exchangeReport/TWT48U_ALL") == 1)
        #expect(server.requestCount(pathSuffix: "/tpex_exright_prepost") == 1)
        #expect(cold.taiwanExDividends["2330"]?.first?.cashPerShare == 4.5)
        #expect(cold.problems.allSatisfy { $0.dataset != .exDividends })
        #expect(cold.quotes.count == 30 && cold.sparklines.count == 30)
        #expect(cold.coinMarkets.count == 15 && cold.coinDetails.count == 15)
        #expect(cold.taiwanCompanies.count == 15)
        let charted = BenchmarkWatchlist.taiwan.filter {
            guard let company = cold.taiwanCompanies[$0] else { return false }
            return company.market != .emerging && cold.taiwanQuotes[$0]?.traded == true
        }
        #expect(!charted.isEmpty && Set(cold.taiwanHistories.keys) == Set(charted))
        #expect(
            Set(cold.exchangeRates.keys)
                == Set(
                    cold.quotes.values.compactMap { ExchangeRate.majorUnit(of: $0.currency ?? "").code } + [
                        "USD", "TWD",
                    ]
                ).subtracting(["EUR"]))
        #expect(cold.problems.allSatisfy { $0.dataset != .exchangeRate })
        #expect(server.requestCount(pathSuffix: "/v7/finance/quote") == 1)
        #expect(server.requestCount(pathSuffix: "/tpex_esb_latest_statistics") == 1)
        server.resetCounts()
        let warm = try await service(cache: cache).fetch(watchlist)
        #expect(server.totalRequestCount <= 8, "\(server.requestCounts)")
        print(
            "request counts, 30 stocks, 15 coins, 15 Taiwan codes: cold \(coldCount), warm \(server.totalRequestCount)"
        )
        #expect(server.requestCount(pathSuffix: "/tpex_esb_latest_statistics") == 0)
        #expect(server.requestCount(pathSuffix: "/exchangeReport/TWT48U_ALL") == 0, "cached for the day")
        #expect(server.requestCount(pathSuffix: "/tpex_exright_prepost") == 0, "cached for the day")
        #expect(warm.taiwanExDividends == cold.taiwanExDividends)
        #expect(warm.quotes.count == 30 && warm.coinDetails.count == 15)
        #expect(warm.exchangeRates.count == cold.exchangeRates.count)
    }

    /// Rates ride in the stocks' quote call when the suffix foretells the currency; a currency it
    /// did not foretell costs one more quote call, for its rate alone.
    @Test func ratesRideInTheQuoteCallAndAnUnforeseenOneCostsOneMore() async throws {
        let snapshot = try await service(cache: nil).fetch(
            MarketDataRequest(
                stocks: ["AAPL", "SAP.DE"],
                rates: MarketDataRequest.Rates(base: "JPY", stocks: ["AAPL", "SAP.DE"])))
        #expect(server.requestCount(pathSuffix: "/v7/finance/quote") == 1)
        #expect(Set(snapshot.exchangeRates.keys) == ["USD", "EUR"])
        #expect(abs((snapshot.exchangeRates["EUR"]?.rate ?? 0) - 1.08 / 0.0066) < 1e-9)
        #expect(snapshot.quotes.count == 2)
        server.resetCounts()
        // SMSN.IL is a London listing (GBP foreseen, the base itself) quoted in US dollars.
        let unforeseen = try await service(cache: nil).fetch(
            MarketDataRequest(
                stocks: ["SMSN.IL"], rates: MarketDataRequest.Rates(base: "GBP", stocks: ["SMSN.IL"])))
        #expect(server.requestCount(pathSuffix: "/v7/finance/quote") == 2)
        #expect(abs((unforeseen.exchangeRates["USD"]?.rate ?? 0) - 1 / 1.27) < 1e-9)
        #expect(unforeseen.problems.isEmpty)
        #expect(unforeseen.quotes.keys.sorted() == ["SMSN.IL"])
    }

    /// A rate Yahoo does not answer is a problem of the exchange rate, named by its currency.
    @Test func aMissingRateIsReportedByCurrency() async throws {
        let snapshot = try await service(cache: nil).fetch(
            MarketDataRequest(stocks: ["AAPL"], rates: MarketDataRequest.Rates(base: "CHF", stocks: ["AAPL"]))
        )
        #expect(snapshot.exchangeRates.isEmpty)
        #expect(snapshot.quotes.count == 1)
        #expect(
            snapshot.problems.map { "\($0.symbol) \($0.dataset.rawValue) \($0.reason.reason)" } == [
                "USD exchange rate not found"
            ])
    }

    @Test func snapshotHoldsTheRealShapesAndEveryGap() async throws {
        let request = MarketDataRequest(
            stocks: ["aapl", "VOD.L", "7203.T", "NOPE", "OLDCO"],
            coins: ["bitcoin", "bittorrent", "dogecoin", "litecoin", "no-coin"],
            taiwan: ["2330", "6488", "7796", "8069", "9999"])
        let snapshot = try await service(cache: nil).fetch(request)
        #expect(snapshot.quote(for: AssetKey(symbol: " aapl"))?.postMarketPrice == 232.1)
        #expect(snapshot.quote(for: AssetKey(symbol: "VOD.L"))?.currency == "GBp")
        #expect(snapshot.sparkline(for: AssetKey(symbol: "7203.t"))?.closes.contains(nil) == true)
        #expect(snapshot.coinMarket(for: AssetKey(coinID: "BitTorrent"))?.currentPrice == 8.4321e-7)
        #expect(snapshot.coinMarket(for: AssetKey(coinID: "dogecoin"))?.maxSupply == nil)
        #expect(snapshot.coinDetail(for: AssetKey(coinID: "bitcoin"))?.hashingAlgorithm == "SHA-256")
        #expect(
            snapshot.coinDetail(for: AssetKey(coinID: "litecoin"))?.blockTimeInMinutes == 2.5, "not cut to 2")
        #expect(
            snapshot.taiwanCompanies["2330"]?.englishName == "Taiwan Semiconductor Manufacturing Co., Ltd.")
        #expect(snapshot.taiwanQuotes["8069"]?.changeNote == "除息")
        #expect(snapshot.taiwanCompanies["7796"]?.market == .emerging)
        let reasons = Dictionary(
            snapshot.problems.map { ("\($0.symbol) \($0.dataset.rawValue)", $0.reason.reason) }
        ) { a, _ in a }
        #expect(
            reasons == [
                "NOPE quote": "not found", "OLDCO quote": "delisted", "no-coin coin market": "not found",
                "9999 taiwan company": "not found",
            ])
        let emerging = try #require(snapshot.taiwanQuotes["7796"])
        #expect(emerging.close == 89.35 && emerging.change == 1.15 && emerging.isAveragePrice)
        #expect(server.requestCount(pathSuffix: "/tpex_esb_latest_statistics") == 1)
        #expect(server.requestCount(pathSuffix: "/coins/no-coin") == 0)
        #expect(server.requestCount(pathSuffix: "/chart/NOPE") == 0)
    }

    /// The emerging board's quotes cost a request only when an emerging company is asked for.
    @Test func emergingQuotesAreFetchedOnlyForEmergingCompanies() async throws {
        let snapshot = try await service(cache: nil).fetch(MarketDataRequest(taiwan: ["2330", "6488"]))
        #expect(snapshot.taiwanQuotes.count == 2)
        #expect(server.requestCount(pathSuffix: "/tpex_esb_latest_statistics") == 0)
        server.inject(.serverError, pathSuffix: "/tpex_esb_latest_statistics", times: .max)
        let failed = try await service(cache: nil).fetch(MarketDataRequest(taiwan: ["2330", "7796"]))
        #expect(failed.problems.map(\.reason.reason) == ["http 500"])
        #expect(failed.taiwanQuotes["2330"]?.close == 1045)
    }

    @Test func sparkFailureFallsBackToChartForQuotedSymbols() async throws {
        server.inject(
            .status(400, body: #"{"spark":{"result":null,"error":{"code":"Bad Request"}}}"#),
            pathSuffix: "/v7/finance/spark")
        let snapshot = try await service(cache: nil).fetch(
            MarketDataRequest(stocks: ["AAPL", "MSFT", "NOPE"]))
        #expect(snapshot.sparklines.count == 2)
        #expect(server.requestCount(pathSuffix: "/chart/AAPL") == 1)
        #expect(server.requestCount(pathSuffix: "/chart/NOPE") == 0)
    }

    @Test func quoteChunksHoldAtMostFiftySymbols() async throws {
        let symbols = (0..<120).map { "SYM\($0)" } + ["AAPL"]
        let batch = await YahooFinanceClient(
            transport: CurlTransport(limits: .standard.withRequestDeadline(2)), baseURL: server.yahooURL,
            cookieURL: server.yahooCookieURL
        ).quotes(for: symbols)
        #expect(server.requestCount(pathSuffix: "/v7/finance/quote") == 3)
        let sizes = server.requests.filter { $0.path.hasSuffix("/quote") }.map {
            $0.query["symbols"]?.split(separator: ",").count ?? 0
        }
        #expect(sizes.max() == 50)
        #expect(batch.values.count == 1 && batch.problems.count == 120)
    }

    @Test func sparkChunksHoldAtMostTwentySymbols() async throws {
        let symbols = BenchmarkWatchlist.stocks
        let batch = await YahooFinanceClient(
            transport: CurlTransport(limits: .standard.withRequestDeadline(2)), baseURL: server.yahooURL
        )
        .sparklines(for: symbols)
        #expect(batch.values.count == 30)
        #expect(server.requestCount(pathSuffix: "/v7/finance/spark") == 2)
        #expect(server.requestCount(pathSuffix: "/v8/finance/chart") == 0)
    }

    @Test func coinGeckoKeyIsSent() async throws {
        let client = CoinGeckoClient(
            transport: CurlTransport(limits: .standard.withRequestDeadline(2)), baseURL: server.coinGeckoURL,
            apiKey: "CG-test")
        _ = await client.markets(ids: ["bitcoin"])
        #expect(server.requests.first?.headers["x-cg-demo-api-key"] == "CG-test")
        #expect(server.requests.first?.query["per_page"] == "250")
    }

    @Test func offlineAnswersFromTheCacheWithTheServerGone() async throws {
        let cache = TestSupport.temporaryDirectory()
        let request = MarketDataRequest(stocks: ["AAPL"], coins: ["bitcoin"], taiwan: ["2330"])
        let live = try await service(cache: cache).fetch(request)
        server.stop()
        let offline = try MarketDataService.make(
            TransportStack.Options(source: .offline, cacheDirectory: cache),
            endpoints: TestSupport.endpoints(server))
        let snapshot = await offline.fetch(request)
        #expect(snapshot.quotes == live.quotes)
        #expect(snapshot.coinDetails == live.coinDetails)
        #expect(snapshot.taiwanQuotes == live.taiwanQuotes)
        #expect(snapshot.problems.isEmpty)
        let missing = await offline.fetch(MarketDataRequest(coins: ["ethereum"]))
        #expect(missing.problems.map(\.reason.reason) == ["not cached"])
    }
}

/// The count behind the fetch's progress line.
@Suite struct FetchProgressTests {
    @Test func countsAnswersAgainstThePlanAndEstimatesTheTimeLeft() async throws {
        let server = try TestSupport.server()
        let clock = TestClock()
        let seen = LockedList<FetchProgress.Count>()
        let progress = FetchProgress(now: { clock.now }) { seen.append($0) }
        var options = TransportStack.Options(limits: .standard.withRequestDeadline(2))
        options.progress = progress
        let service = try MarketDataService.make(options, endpoints: TestSupport.endpoints(server))
        let request = MarketDataRequest(
            stocks: ["AAPL", "MSFT"], coins: ["bitcoin"], taiwan: ["2330"],
            rates: MarketDataRequest.Rates(base: "EUR", stocks: ["AAPL"]))
        // Session 2, one quote call, one spark call, markets and a detail, five Taiwan lists, one
        // Taiwan spark, the listed market's ex-dividend schedule and its six lists of daily figures.
        #expect(MarketDataService.plannedRequestCount(for: request) == 19)
        progress.plan(MarketDataService.plannedRequestCount(for: request))
        _ = await service.fetch(request)
        #expect(server.totalRequestCount == 19)
        #expect(progress.count.answered == 19 && progress.count.needed == 19)
        #expect(seen.values.map(\.answered).max() == 19)
        #expect(seen.values.allSatisfy { $0.answered <= $0.needed })
    }

    @Test func timeLeftFollowsThePaceSoFar() {
        let count = FetchProgress.Count(answered: 4, needed: 10, elapsed: 2)
        #expect(count.secondsLeft == 3)
        #expect(FetchProgress.Count(answered: 0, needed: 10, elapsed: 1).secondsLeft == nil)
    }
}

/// A clock the test sets.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current = Date(timeIntervalSince1970: 1_764_709_200)
    var now: Date { lock.withLock { current } }
}

/// A list appended to from any thread.
final class LockedList<Element: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Element] = []
    func append(_ item: Element) { lock.withLock { items.append(item) } }
    var values: [Element] { lock.withLock { items } }
}
