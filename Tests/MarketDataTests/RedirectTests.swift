import Foundation
import MarketData
import TestHTTPServer
import Testing

/// Redirects through the real transport: followed on one origin with everything kept, followed
/// to another origin without any credential, refused when they lead to another scheme or loop.
@Suite(.serialized) struct RedirectTests {
    let server: TestHTTPServer
    /// A second server on another port: another origin.
    let other: TestHTTPServer
    init() throws {
        server = try TestSupport.server()
        other = try TestSupport.server()
    }

    private var marketsURL: URL { server.coinGeckoURL.appendingPathComponent("coins/markets") }

    @Test func sameOriginRedirectKeepsTheKey() async throws {
        server.inject(
            .redirect(location: "/coingecko/api/v3/coins/markets?vs_currency=usd&ids=bitcoin", status: 301),
            pathSuffix: "/coins/markets")
        let client = CoinGeckoClient(
            transport: TestSupport.liveTransport(), baseURL: server.coinGeckoURL, apiKey: "CG-secret")
        let batch = await client.markets(ids: ["bitcoin"])
        #expect(batch.values["bitcoin"] != nil)
        #expect(server.requests.map { $0.headers["x-cg-demo-api-key"] } == ["CG-secret", "CG-secret"])
    }

    @Test func crossOriginRedirectDropsTheCoinGeckoKey() async throws {
        server.inject(
            .redirect(
                location: other.coinGeckoURL.absoluteString + "/coins/markets?vs_currency=usd&ids=bitcoin"),
            pathSuffix: "/coins/markets")
        let client = CoinGeckoClient(
            transport: TestSupport.liveTransport(), baseURL: server.coinGeckoURL, apiKey: "CG-secret")
        let batch = await client.markets(ids: ["bitcoin"])
        #expect(batch.values["bitcoin"] != nil, "the other origin still answers")
        #expect(server.requests.first?.headers["x-cg-demo-api-key"] == "CG-secret")
        let arrived = try #require(other.requests.first)
        #expect(arrived.headers["x-cg-demo-api-key"] == nil)
        #expect(arrived.headers["user-agent"] != nil)
    }

    @Test func crossOriginRedirectDropsTheYahooCookieAndCrumb() async throws {
        // The crumb and cookie are those of this server's session; the redirect carries the crumb on.
        server.setRoute("/yahoo/v7/finance/quote") { [other] request in
            ServerResponse.text(
                "moved", status: 307,
                headers: [
                    (
                        "Location",
                        other.yahooURL.absoluteString + "/v7/finance/quote?symbols=AAPL&crumb="
                            + (request.query["crumb"] ?? "")
                    )
                ])
        }
        let client = YahooFinanceClient(
            transport: TestSupport.liveTransport(), baseURL: server.yahooURL, cookieURL: server.yahooCookieURL
        )
        _ = await client.quotes(for: ["AAPL"])
        let sent = try #require(server.requests.first { $0.path.hasSuffix("/quote") })
        #expect(sent.query["crumb"] == "Fx7crumb0001" && sent.headers["cookie"] != nil)
        let arrived = other.requests.filter { $0.path.hasSuffix("/quote") }
        #expect(!arrived.isEmpty)
        #expect(arrived.allSatisfy { $0.headers["cookie"] == nil && $0.query["crumb"] == nil })
        #expect(arrived.allSatisfy { $0.query["symbols"] == "AAPL" }, "other query items stay")
    }

    @Test func redirectLoopStopsAfterFiveHops() async throws {
        server.inject(
            .redirect(location: "/coingecko/api/v3/coins/markets"), pathSuffix: "/coins/markets", times: .max)
        await #expect(throws: TransportError.tooManyRedirects(url: marketsURL, limit: 5)) {
            try await RedirectingTransport(CurlTransport()).send(HTTPRequest(url: marketsURL))
        }
        #expect(server.requestCount(pathSuffix: "/coins/markets") == 6)
    }

    @Test(arguments: ["file:///etc/passwd", "ftp://127.0.0.1/coins/markets", "javascript:alert(1)"])
    func redirectToAnotherSchemeIsRefused(location: String) async throws {
        server.inject(.redirect(location: location), pathSuffix: "/coins/markets")
        let scheme = String(location.prefix { $0 != ":" })
        await #expect(
            throws: TransportError.redirectRefused(
                url: marketsURL, location: location, reason: "\(scheme) is not HTTP")
        ) {
            try await RedirectingTransport(CurlTransport()).send(HTTPRequest(url: marketsURL))
        }
        #expect(server.requestCount(pathSuffix: "/coins/markets") == 1)
    }

    @Test func httpsNeverFallsBackToPlainHTTP() async throws {
        let secure = HTTPRequest(url: URL(string: "https://api.test/coins/markets")!)
        #expect(
            throws: TransportError.redirectRefused(
                url: secure.url, location: "http://api.test/coins/markets", reason: "HTTPS to plain HTTP")
        ) {
            try RedirectingTransport.follow(secure, to: "http://api.test/coins/markets")
        }
        let stub = StubTransport { request, _ in
            StubTransport.response(302, headers: ["Location": "http://api.test/plain"], url: request.url)
        }
        await #expect(throws: TransportError.self) { try await RedirectingTransport(stub).send(secure) }
        #expect(stub.callCount == 1)
    }

    @Test func crossOriginHopKeepsOnlyHarmlessHeaders() throws {
        let request = HTTPRequest(
            url: URL(string: "https://query1.test/v7/finance/quote?symbols=AAPL&crumb=abc")!,
            headers: [
                "Accept": "application/json", "Cookie": "A3=d", "x-cg-demo-api-key": "CG-1",
                "Authorization": "Bearer t", "User-Agent": "market-report",
            ])
        let sameOrigin = try RedirectingTransport.follow(
            request, to: "/v7/finance/quote?symbols=AAPL&crumb=abc")
        #expect(sameOrigin.headers == request.headers)
        #expect(sameOrigin.url.query == "symbols=AAPL&crumb=abc")
        let otherPort = try RedirectingTransport.follow(
            request, to: "https://query1.test:8443/v7/finance/quote?symbols=AAPL&crumb=abc")
        #expect(otherPort.headers == ["Accept": "application/json", "User-Agent": "market-report"])
        #expect(otherPort.url.absoluteString == "https://query1.test:8443/v7/finance/quote?symbols=AAPL")
    }
}
