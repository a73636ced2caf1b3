import Foundation
import MarketData
import Testing

/// How the replayer finds a recording: by provider base, path below it and query, whatever the
/// base URL; and which files of a folder it reads.
@Suite struct ReplayMatchingTests {
    private let local = MarketDataEndpoints(
        yahoo: URL(string: "http://127.0.0.1:4100/yahoo")!,
        yahooCookie: URL(string: "http://127.0.0.1:4100/yahoo-cookie")!,
        coinGecko: URL(string: "http://127.0.0.1:4100/coingecko/api/v3")!,
        twse: URL(string: "http://127.0.0.1:4100/same")!,
        tpex: URL(string: "http://127.0.0.1:4100/same/otc")!,
        twseSite: URL(string: "http://127.0.0.1:4100/site")!
    )

    private func exchange(_ url: String, _ body: String, endpoint: String? = nil) -> RecordedExchange {
        var headers = HTTPHeaders()
        if let endpoint { headers[RecordedExchange.endpointHeader] = endpoint }
        return RecordedExchange(
            method: "GET", url: URL(string: url)!, status: 200, headers: headers, body: Data(body.utf8))
    }

    private func replayer(_ exchanges: [RecordedExchange], under endpoints: MarketDataEndpoints) throws
        -> ReplayingTransport
    {
        var files: [String: Data] = [:]
        for (index, exchange) in exchanges.enumerated() { files["\(index).http"] = exchange.encoded() }
        return try ReplayingTransport(files: files, endpoints: endpoints)
    }

    private func body(_ transport: ReplayingTransport, _ url: URL) async throws -> String {
        String(decoding: try await transport.send(HTTPRequest(url: url)).body, as: UTF8.self)
    }

    @Test func aRecordingOfThePublicBaseURLsReplaysUnderALocalServer() async throws {
        let replay = try replayer(
            [
                exchange("https://fc.yahoo.com/", "cookie page"),
                exchange("https://query1.finance.yahoo.com/v7/finance/quote?symbols=AAPL", "quote"),
                exchange("https://api.coingecko.com/api/v3/coins/markets?ids=bitcoin", "markets"),
            ], under: local)
        #expect(try await body(replay, local.yahooCookie) == "cookie page")
        #expect(
            try await body(
                replay, URL(string: "http://127.0.0.1:4100/yahoo/v7/finance/quote?symbols=AAPL&crumb=x")!)
                == "quote")
        #expect(
            try await body(
                replay, URL(string: "http://127.0.0.1:4100/coingecko/api/v3/coins/markets?ids=bitcoin")!)
                == "markets")
        await #expect(throws: TransportError.self) {
            try await replay.send(
                HTTPRequest(url: URL(string: "http://127.0.0.1:4100/yahoo/v7/finance/quote?symbols=MSFT")!))
        }
    }

    @Test func aRecordingOfALocalServerReplaysUnderAnotherPortAndThePublicBaseURLs() async throws {
        let recorded = [
            exchange(
                "http://127.0.0.1:4100/yahoo-cookie", "cookie page",
                endpoint: "yahooCookie http://127.0.0.1:4100/yahoo-cookie"),
            exchange("http://127.0.0.1:4100/same/x", "listed", endpoint: "twse http://127.0.0.1:4100/same"),
            exchange(
                "http://127.0.0.1:4100/same/otc/x", "otc", endpoint: "tpex http://127.0.0.1:4100/same/otc"),
        ]
        let replay = try replayer(recorded, under: .defaults)
        #expect(try await body(replay, MarketDataEndpoints.defaults.yahooCookie) == "cookie page")
        #expect(try await body(replay, URL(string: "https://openapi.twse.com.tw/v1/x")!) == "listed")
        #expect(
            try await body(replay, URL(string: "https://www.tpex.org.tw/openapi/v1/x")!) == "otc",
            "the same path of another provider is another answer")
        var elsewhere = local
        elsewhere.yahooCookie = URL(string: "http://127.0.0.1:5999/c")!
        let moved = try replayer(recorded, under: elsewhere)
        #expect(try await body(moved, elsewhere.yahooCookie) == "cookie page")
    }

    @Test func keysNameTheBaseAndThePathBelowIt() {
        let key = RequestKey(
            url: URL(string: "http://127.0.0.1:4100/coingecko/api/v3/coins/bitcoin?b=2&a=1&crumb=z")!,
            endpoints: local)
        #expect(key.description == "GET coinGecko:/coins/bitcoin?a=1&b=2")
        let cookie = RequestKey(url: URL(string: "http://127.0.0.1:4100/yahoo-cookie/")!, endpoints: local)
        #expect(
            cookie.description == "GET yahooCookie:/",
            "a longer base that shares a prefix is not confused with yahoo")
        let other = RequestKey(url: URL(string: "http://127.0.0.1:4101/yahoo/x")!, endpoints: local)
        #expect(other.description == "GET /yahoo/x", "another port is under no base")
    }
}
