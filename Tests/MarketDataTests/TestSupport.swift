import Foundation
import MarketData
import TestHTTPServer

/// Shared set-up for the MarketData tests.
enum TestSupport {
    /// A started fixture server.
    static func server() throws -> TestHTTPServer {
        let server = TestHTTPServer()
        try server.start()
        return server
    }

    /// The endpoints of `server`.
    static func endpoints(_ server: TestHTTPServer) -> MarketDataEndpoints {
        MarketDataEndpoints(
            yahoo: server.yahooURL, yahooCookie: server.yahooCookieURL, coinGecko: server.coinGeckoURL,
            twse: server.twseURL, tpex: server.tpexURL, twseSite: server.twseSiteURL)
    }

    /// The whole fetch against `server`: a 2 s deadline per request, tiny backoff, and a cache in
    /// `cache` when given.
    static func service(_ server: TestHTTPServer, cache: URL? = nil) throws -> MarketDataService {
        try MarketDataService.make(
            TransportStack.Options(
                cacheDirectory: cache, limits: .standard.withRequestDeadline(2),
                retry: RetryPolicy(baseDelay: 0.01)),
            endpoints: endpoints(server))
    }

    /// The 30/15/15 watchlist with a holding in everything, summed in euros: rates for every
    /// currency held, and a history for every stock and listed or OTC Taiwan company.
    static var benchmarkRequest: MarketDataRequest {
        MarketDataRequest(
            stocks: BenchmarkWatchlist.stocks, coins: BenchmarkWatchlist.coins,
            taiwan: BenchmarkWatchlist.taiwan,
            rates: MarketDataRequest.Rates(
                base: "EUR", stocks: BenchmarkWatchlist.stocks, currencies: ["USD", "TWD"]))
    }

    /// A new empty temporary folder.
    static func temporaryDirectory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "marketdata-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The real transport following redirects with a deadline per request (10 s unless a test of
    /// timeouts asks for less, so a loaded machine cannot turn a slow answer into a retry), retrying with
    /// tiny backoff; sleeps are recorded.
    static func liveTransport(timeout: TimeInterval = 10, sleeps: SleepLog = SleepLog()) -> any HTTPTransport
    {
        let limits = TransportLimits.standard.withRequestDeadline(timeout)
        return RetryingTransport(
            RedirectingTransport(CurlTransport(limits: limits), limits: limits),
            policy: RetryPolicy(baseDelay: 0.01, maxDelay: 0.05, retryAfterCap: 30),
            sleep: { await sleeps.record($0) }, jitter: { 0.5 })
    }
}

/// Records the waits a ``RetryingTransport`` asked for instead of sleeping.
actor SleepLog {
    private(set) var waits: [TimeInterval] = []

    func record(_ seconds: TimeInterval) {
        waits.append(seconds)
    }
}

/// A transport answering from a closure, counting calls.
final class StubTransport: HTTPTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var calls = 0
    private let answer: @Sendable (HTTPRequest, Int) throws -> HTTPResponse

    init(_ answer: @escaping @Sendable (HTTPRequest, Int) throws -> HTTPResponse) {
        self.answer = answer
    }

    var callCount: Int { lock.withLock { calls } }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let call = lock.withLock { () -> Int in
            calls += 1
            return calls
        }
        return try answer(request, call)
    }

    static func response(_ status: Int, _ body: String = "{}", headers: HTTPHeaders = [:], url: URL)
        -> HTTPResponse
    {
        HTTPResponse(status: status, headers: headers, body: Data(body.utf8), url: url)
    }
}
