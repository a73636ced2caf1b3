import Foundation
import MarketData
import TestHTTPServer
import Testing

/// Every server fault through the real `CurlTransport`, the redirect and the retry decorators.
@Suite(.serialized, .timeLimit(.minutes(1))) struct TransportFaultTests {
    let server: TestHTTPServer
    init() throws { server = try TestSupport.server() }

    private var marketsURL: URL { server.coinGeckoURL.appendingPathComponent("coins/markets") }

    @Test func serverErrorOnceIsRetried() async throws {
        server.inject(.serverError, pathSuffix: "/coins/markets")
        let response = try await TestSupport.liveTransport().send(HTTPRequest(url: marketsURL))
        #expect(response.status == 200)
        #expect(server.requestCount(pathSuffix: "/coins/markets") == 2)
    }

    @Test func persistentServerErrorGivesUpAfterThreeAttempts() async throws {
        server.inject(.serverError, pathSuffix: "/coins/markets", times: .max)
        let client = CoinGeckoClient(transport: TestSupport.liveTransport(), baseURL: server.coinGeckoURL)
        let batch = await client.markets(ids: ["bitcoin"])
        #expect(batch.problems.map(\.reason) == [.http(status: 500)])
        #expect(server.requestCount(pathSuffix: "/coins/markets") == 3)
    }

    @Test func retryAfterSecondsIsHonoured() async throws {
        let sleeps = SleepLog()
        server.inject(.rateLimited(retryAfter: "2"), pathSuffix: "/coins/markets")
        let response = try await TestSupport.liveTransport(sleeps: sleeps).send(HTTPRequest(url: marketsURL))
        #expect(response.status == 200)
        #expect(await sleeps.waits == [2])
    }

    @Test func retryAfterHTTPDateIsHonoured() async throws {
        let sleeps = SleepLog()
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        // A whole second, as the header has no fraction.
        let retryAt = Date(timeIntervalSince1970: (Date().timeIntervalSince1970 + 25).rounded(.down))
        server.inject(.rateLimited(retryAfter: formatter.string(from: retryAt)), pathSuffix: "/coins/markets")
        let before = Date()
        _ = try await TestSupport.liveTransport(sleeps: sleeps).send(HTTPRequest(url: marketsURL))
        let after = Date()
        let waits = await sleeps.waits
        // The wait is what was left until `retryAt` when the answer was read: between `before` and `after`.
        #expect(waits.count == 1)
        #expect(
            (retryAt.timeIntervalSince(after)...retryAt.timeIntervalSince(before)).contains(waits.first ?? -1)
        )
    }

    @Test func retryAfterBeyondCapIsReportedNotWaited() async throws {
        let sleeps = SleepLog()
        server.inject(.rateLimited(retryAfter: "119"), pathSuffix: "/coins/markets", times: .max)
        let client = CoinGeckoClient(
            transport: TestSupport.liveTransport(sleeps: sleeps), baseURL: server.coinGeckoURL)
        let batch = await client.markets(ids: ["bitcoin", "ethereum"])
        #expect(
            batch.problems.map(\.reason) == [.rateLimited(retryAfter: 119), .rateLimited(retryAfter: 119)])
        #expect(batch.problems.first?.reason.reason == "rate limited")
        #expect(await sleeps.waits.isEmpty)
        #expect(server.requestCount(pathSuffix: "/coins/markets") == 1)
    }

    @Test func stalledAnswerTimesOutAfterThreeAttemptsWithoutHanging() async throws {
        server.inject(.stall, pathSuffix: "/coins/markets", times: .max)
        let client = CoinGeckoClient(
            transport: TestSupport.liveTransport(timeout: 1), baseURL: server.coinGeckoURL)
        let batch = await client.markets(ids: ["bitcoin"])
        #expect(batch.problems.map(\.reason) == [.timeout])
        #expect(server.requestCount(pathSuffix: "/coins/markets") == 3)
        // The server never answers: each attempt ended because the client gave up on it.
        let deliveries = await server.waitForDeliveries(pathSuffix: "/coins/markets", count: 3)
        #expect(deliveries.map(\.clientHungUp) == [true, true, true])
    }

    @Test func slowAnswerOnceIsRetried() async throws {
        server.inject(.slow(seconds: 2), pathSuffix: "/coins/markets")
        let response = try await TestSupport.liveTransport(timeout: 1).send(HTTPRequest(url: marketsURL))
        #expect(response.status == 200)
    }

    @Test func droppedConnectionIsRetried() async throws {
        server.inject(.dropConnection, pathSuffix: "/coins/markets")
        let response = try await TestSupport.liveTransport().send(HTTPRequest(url: marketsURL))
        #expect(response.status == 200)
        #expect(server.requestCount(pathSuffix: "/coins/markets") == 2)
    }

    @Test func refusedConnectionIsUnreachableAndNotRetried() async throws {
        let closed = try TestHTTPServer.closedPortURL()
        let sleeps = SleepLog()
        let client = CoinGeckoClient(transport: TestSupport.liveTransport(sleeps: sleeps), baseURL: closed)
        let batch = await client.markets(ids: ["bitcoin"])
        #expect(batch.problems.first?.reason.reason == "unreachable")
        #expect(await sleeps.waits.isEmpty)
    }

    @Test func truncatedJSONIsABadResponsePerSymbol() async throws {
        server.inject(.truncatedJSON, pathSuffix: "/coins/markets")
        let client = CoinGeckoClient(transport: TestSupport.liveTransport(), baseURL: server.coinGeckoURL)
        let batch = await client.markets(ids: ["bitcoin", "ethereum"])
        #expect(batch.values.isEmpty)
        #expect(batch.problems.map(\.symbol) == ["bitcoin", "ethereum"])
        #expect(batch.problems.allSatisfy { $0.reason.reason == "bad response" })
    }

    @Test func truncatedSparkAnswerIsABadResponseForTheTaiwanHistories() async throws {
        server.inject(.truncatedJSON, pathSuffix: "/v7/finance/spark")
        let service = MarketDataService(
            transport: TestSupport.liveTransport(), endpoints: TestSupport.endpoints(server))
        let snapshot = await service.fetch(MarketDataRequest(taiwan: ["2330", "6488"]))
        let problems = snapshot.problems.filter { $0.dataset == .sparkline }
        #expect(problems.map(\.symbol) == ["2330", "6488"])
        #expect(problems.allSatisfy { $0.reason.reason == "bad response" }, "\(problems)")
        #expect(snapshot.taiwanQuotes["6488"] != nil, "the quote is there")
    }

    @Test func htmlInsteadOfJSONIsATypedFailure() async throws {
        server.inject(.html, pathSuffix: "/opendata/t187ap03_L")
        let client = TaiwanExchangeClient(
            transport: TestSupport.liveTransport(), twseBaseURL: server.twseURL, tpexBaseURL: server.tpexURL)
        let result = await client.fetch(codes: ["2330", "6488"])
        #expect(result.companies["6488"]?.market == .otc)
        #expect(result.companies["2330"] == nil)
        #expect(result.quotes["2330"]?.close == 1045)
        let directory = await client.directory()
        #expect(directory.failures.isEmpty)
    }

    @Test func htmlForEveryTaiwanDirectoryReportsTheReason() async throws {
        server.inject(.html, pathSuffix: "/opendata/t187ap03_L")
        server.inject(.html, pathSuffix: "/exchangeReport/STOCK_DAY_ALL")
        let client = TaiwanExchangeClient(
            transport: TestSupport.liveTransport(), twseBaseURL: server.twseURL, tpexBaseURL: server.tpexURL)
        let result = await client.fetch(codes: ["2330"])
        let problem = try #require(result.problems.first)
        #expect(problem.reason.reason == "bad response")
        #expect(problem.reason.description.contains("not JSON"))
    }

    @Test func invalidCrumbOnceFetchesANewSessionAndRetries() async throws {
        let store = YahooCrumbStore()
        let client = YahooFinanceClient(
            transport: TestSupport.liveTransport(), baseURL: server.yahooURL,
            cookieURL: server.yahooCookieURL,
            crumbStore: store)
        _ = await client.quotes(for: ["AAPL"])
        server.inject(.invalidCrumb, pathSuffix: "/v7/finance/quote")
        let batch = await client.quotes(for: ["MSFT"])
        #expect(batch.values["MSFT"]?.price == 428.15)
        #expect(server.requestCount(pathSuffix: "/getcrumb") == 2)
        #expect(server.requestCount(pathSuffix: "/v7/finance/quote") == 3)
    }

    @Test func expiredSessionIsReplacedOnce() async throws {
        let file = TestSupport.temporaryDirectory().appendingPathComponent("session.json")
        let make = {
            YahooFinanceClient(
                transport: TestSupport.liveTransport(), baseURL: self.server.yahooURL,
                cookieURL: self.server.yahooCookieURL, crumbStore: YahooCrumbStore(file: file))
        }
        _ = await make().quotes(for: ["AAPL"])
        #expect(server.requestCount(pathSuffix: "/getcrumb") == 1)
        _ = await make().quotes(for: ["AAPL"])
        #expect(server.requestCount(pathSuffix: "/getcrumb") == 1, "the saved session is reused by a new run")
        server.rotateYahooSession()
        let batch = await make().quotes(for: ["TSLA"])
        #expect(batch.values["TSLA"] != nil)
        #expect(server.requestCount(pathSuffix: "/getcrumb") == 2)
    }

    @Test func crumbThatSaysTooManyRequestsIsRejected() async throws {
        server.setRoute("/yahoo/v1/test/getcrumb") { _ in .text("Too Many Requests\r\n") }
        let client = YahooFinanceClient(
            transport: TestSupport.liveTransport(), baseURL: server.yahooURL, cookieURL: server.yahooCookieURL
        )
        let batch = await client.quotes(for: ["AAPL"])
        #expect(batch.problems.map(\.reason) == [.rateLimited(retryAfter: nil)])
        #expect(server.requestCount(pathSuffix: "/v7/finance/quote") == 0)
    }
}
