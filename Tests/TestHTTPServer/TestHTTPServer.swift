import Foundation

/// An HTTP/1.1 server on 127.0.0.1 (ephemeral port) that plays Yahoo Finance, CoinGecko, TWSE and
/// TPEx with the fixture universe, counts requests per path and injects faults on demand.
///
/// Providers live under their own prefixes: ``yahooURL`` (`/yahoo`), ``yahooCookieURL``
/// (`/yahoo-cookie/`), ``coinGeckoURL`` (`/coingecko/api/v3`), ``twseURL`` (`/twse/v1`) and
/// ``tpexURL`` (`/tpex/openapi/v1`), ``twseSiteURL`` (`/twse-site`); ``environment`` holds the matching `MARKET_REPORT_*` variables.
public final class TestHTTPServer: @unchecked Sendable {
    /// Answers a request.
    public typealias Handler = @Sendable (ServerRequest) -> ServerResponse

    let lock = NSLock()
    var listener: Int32 = -1
    var running = false
    var boundPort = 0
    var routes: [String: Handler] = [:]
    var counts: [String: Int] = [:]
    var log: [ServerRequest] = []
    var delivered: [ServerDelivery] = []
    var waiters: [(isMet: @Sendable () -> Bool, continuation: CheckedContinuation<Void, Never>)] = []
    var faults: [(pathSuffix: String, fault: ServerFault, remaining: Int)] = []
    var latency: TimeInterval = 0
    var crumb = "Fx7crumb0001"
    var cookieValue = "d=fixture-session-1"

    /// Creates a server with the fixture routes installed; call ``start()`` to listen.
    public init() {
        installFixtureRoutes()
    }

    deinit { stop() }

    /// The port listened on (0 before ``start()``).
    public var port: Int { lock.withLock { boundPort } }

    /// `http://127.0.0.1:<port>`.
    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }
    /// Yahoo Finance base URL.
    public var yahooURL: URL { baseURL.appendingPathComponent("yahoo") }
    /// The Yahoo cookie page (answers 404 and sets cookies).
    public var yahooCookieURL: URL { URL(string: baseURL.absoluteString + "/yahoo-cookie/")! }
    /// CoinGecko base URL.
    public var coinGeckoURL: URL { baseURL.appendingPathComponent("coingecko/api/v3") }
    /// TWSE OpenAPI base URL.
    public var twseURL: URL { baseURL.appendingPathComponent("twse/v1") }
    /// TPEx OpenAPI base URL.
    public var tpexURL: URL { baseURL.appendingPathComponent("tpex/openapi/v1") }
    /// TWSE main-site base URL (`rwd/...` lists).
    public var twseSiteURL: URL { baseURL.appendingPathComponent("twse-site") }

    /// The environment variables that point `market-report` at this server.
    public var environment: [String: String] {
        [
            "MARKET_REPORT_YAHOO_URL": yahooURL.absoluteString,
            "MARKET_REPORT_YAHOO_COOKIE_URL": yahooCookieURL.absoluteString,
            "MARKET_REPORT_COINGECKO_URL": coinGeckoURL.absoluteString,
            "MARKET_REPORT_TWSE_URL": twseURL.absoluteString,
            "MARKET_REPORT_TPEX_URL": tpexURL.absoluteString,
            "MARKET_REPORT_TWSE_SITE_URL": twseSiteURL.absoluteString,
        ]
    }

    /// Seconds added before every answer.
    public var addedLatency: TimeInterval {
        get { lock.withLock { latency } }
        set { lock.withLock { latency = newValue } }
    }

    /// Installs or replaces the handler for an exact path (such as `/yahoo/v7/finance/quote`).
    public func setRoute(_ path: String, _ handler: @escaping Handler) {
        lock.withLock { routes[path] = handler }
    }

    /// Shows `fault` on the next `times` requests whose path ends with `pathSuffix`
    /// (`Int.max` for every one).
    public func inject(_ fault: ServerFault, pathSuffix: String, times: Int = 1) {
        lock.withLock { faults.append((pathSuffix, fault, times)) }
    }

    /// Removes every pending fault.
    public func clearFaults() {
        lock.withLock { faults.removeAll() }
    }

    /// Makes the current Yahoo cookie and crumb stale, as when a session expires.
    public func rotateYahooSession() {
        lock.withLock {
            let next = (Int(crumb.suffix(4)) ?? 0) + 1
            crumb = "Fx7crumb" + String(format: "%04d", next)
            cookieValue = "d=fixture-session-\(next)"
        }
    }

    /// Requests served per path (query left out), faults included.
    public var requestCounts: [String: Int] { lock.withLock { counts } }

    /// Requests served for one path.
    public func requestCount(path: String) -> Int { lock.withLock { counts[path] ?? 0 } }

    /// Requests served for paths ending with `suffix`.
    public func requestCount(pathSuffix suffix: String) -> Int {
        lock.withLock { counts.filter { $0.key.hasSuffix(suffix) }.values.reduce(0, +) }
    }

    /// All requests served since start or the last reset.
    public var totalRequestCount: Int { lock.withLock { counts.values.reduce(0, +) } }

    /// The requests served, in arrival order.
    public var requests: [ServerRequest] { lock.withLock { log } }

    /// How the answers ended, in the order they ended.
    public var deliveries: [ServerDelivery] { lock.withLock { delivered } }

    /// Forgets the counts, the request log and the deliveries.
    public func resetCounts() {
        lock.withLock {
            counts.removeAll()
            log.removeAll()
            delivered.removeAll()
        }
    }

    /// Returns once `count` requests whose path ends with `suffix` have arrived (their answers may
    /// still be on their way).
    public func waitForRequests(pathSuffix suffix: String, count: Int = 1) async {
        await wait { self.log.count(where: { $0.path.hasSuffix(suffix) }) >= count }
    }

    /// The deliveries of answers to paths ending with `suffix`, once there are `count` of them: an
    /// answer the server holds back or streams is delivered when it ends or the client hangs up.
    public func waitForDeliveries(pathSuffix suffix: String, count: Int = 1) async -> [ServerDelivery] {
        await wait { self.delivered.count(where: { $0.path.hasSuffix(suffix) }) >= count }
        return deliveries.filter { $0.path.hasSuffix(suffix) }
    }

    /// Returns once `isMet` holds; it is checked with the lock held, after every request and delivery.
    private func wait(until isMet: @escaping @Sendable () -> Bool) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let met = lock.withLock { () -> Bool in
                if isMet() { return true }
                waiters.append((isMet, continuation))
                return false
            }
            if met { continuation.resume() }
        }
    }

    /// Removes and returns the waiters whose condition now holds; call with the lock held and
    /// resume them after unlocking.
    func metWaiters() -> [CheckedContinuation<Void, Never>] {
        let met = waiters.filter { $0.isMet() }.map(\.continuation)
        waiters.removeAll { $0.isMet() }
        return met
    }

    /// Records how the answer to `request` ended.
    func record(_ delivery: ServerDelivery) {
        let met = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
            delivered.append(delivery)
            return metWaiters()
        }
        for continuation in met { continuation.resume() }
    }

    /// The answer for a request: the first pending fault on its path, else its route (or 404).
    func respond(to request: ServerRequest) -> (ServerReply, delay: TimeInterval) {
        let (handler, fault, delay, met) = lock.withLock {
            () -> (Handler?, ServerFault?, TimeInterval, [CheckedContinuation<Void, Never>]) in
            counts[request.path, default: 0] += 1
            log.append(request)
            var fault: ServerFault?
            if let index = faults.firstIndex(where: { request.path.hasSuffix($0.pathSuffix) }) {
                fault = faults[index].fault
                faults[index].remaining -= 1
                if faults[index].remaining <= 0 { faults.remove(at: index) }
            }
            return (routeHandler(for: request.path), fault, latency, metWaiters())
        }
        for continuation in met { continuation.resume() }
        let normal = { handler?(request) ?? .json(#"{"error":"no such path"}"#, status: 404) }
        guard let fault else { return (.response(normal()), delay) }
        if let stream = ServerReply.stream(fault, normal: normal) { return (stream, delay) }
        return Self.apply(fault, to: request, normal: normal, delay: delay)
    }

    private static func apply(
        _ fault: ServerFault, to request: ServerRequest, normal: () -> ServerResponse, delay: TimeInterval
    ) -> (ServerReply, delay: TimeInterval) {
        switch fault {
        case .invalidCrumb: return (.response(.json(YahooFixtures.invalidCrumbBody, status: 401)), delay)
        case .rateLimited(let retryAfter):
            let headers = retryAfter.map { [("Retry-After", $0)] } ?? []
            if request.path.contains("/coingecko/") {
                return (
                    .response(.json(CoinGeckoFixtures.rateLimitedBody, status: 429, headers: headers)), delay
                )
            }
            return (.response(.text("Too Many Requests\r\n", status: 429, headers: headers)), delay)
        case .serverError: return (.response(.json(#"{"error":"internal error"}"#, status: 500)), delay)
        case .slow(let seconds): return (.response(normal()), delay + seconds)
        case .truncatedJSON:
            var response = normal()
            response.body = response.body.prefix(max(1, response.body.count / 2))
            return (.response(response), delay)
        case .html: return (.response(.html(TaiwanFixtures.securityPage)), delay)
        case .dropConnection: return (.drop, delay)
        case .stall: return (.holdUntilHangUp, delay)
        case .status(let status, let body): return (.response(.json(body, status: status)), delay)
        case .gzipped:
            var response = normal()
            response.body = Gzip.stored(response.body)
            response.headers.append(("Content-Encoding", "gzip"))
            return (.response(response), delay)
        case .redirect(let location, let status):
            return (.response(.text("moved\r\n", status: status, headers: [("Location", location)])), delay)
        case .headersCutOff, .trickle, .hugeContentLength, .endlessChunked, .gzipBomb:
            return (.drop, delay)
        }
    }
}
