import Foundation

/// libFuzzer entry: every provider's response decoding, through the real clients.
///
/// The first byte picks the endpoint, the rest is the response body. A transport answers the
/// Yahoo session calls (cookie, crumb) and serves the body for every other request, so each
/// client decodes it exactly as it would a live answer. A body must never crash a client: it is
/// decoded, or becomes a reported failure. The last selector checks the recording format: a
/// file that decodes must encode to a file that decodes to the same request and answer, and
/// encoding it again must give the same bytes. The last checks the JSON readers against each
/// other and against Foundation's (see ``JSONDifferential``).
@_cdecl("LLVMFuzzerTestOneInput")
public func providerDecodingFuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let bytes = Data(bytes: start, count: count)
    let selector = Int(bytes[bytes.startIndex]) % FuzzEndpoint.allCases.count
    let body = bytes.dropFirst()
    FuzzEndpoint.allCases[selector].exercise(Data(body))
    return 0
}

/// The decoders the fuzz entry reaches, one per selector value.
enum FuzzEndpoint: CaseIterable {
    case yahooQuote, yahooSpark, yahooChart, yahooSearch
    case coinMarkets, coinDetail, taiwanDirectory, taiwanDailyQuotes, recordedExchange, json

    func exercise(_ body: Data) {
        if self == .recordedExchange { return Self.roundTrip(body) }
        if self == .json { return JSONDifferential.check(body) }
        let transport = BodyTransport(body: body)
        FuzzAsync.run {
            let yahoo = YahooFinanceClient(transport: transport, crumbStore: YahooCrumbStore())
            let coins = CoinGeckoClient(transport: transport)
            let taiwan = TaiwanExchangeClient(transport: transport)
            switch self {
            case .yahooQuote: _ = await yahoo.quotes(for: ["AAPL", "7203.T", "VOD.L"])
            case .yahooSpark: _ = await yahoo.sparkedCloses(for: ["AAPL", "7203.T"])
            case .yahooChart: _ = await yahoo.charts(for: ["AAPL"])
            case .yahooSearch: _ = try? await yahoo.search("apple")
            case .coinMarkets: _ = await coins.markets(ids: ["bitcoin", "ethereum"])
            case .coinDetail: _ = try? await coins.detail(id: "bitcoin")
            case .taiwanDirectory: _ = await taiwan.directory()
            case .taiwanDailyQuotes: _ = await taiwan.dailyQuotes()
            case .recordedExchange, .json: break
            }
        }
    }

    /// `encoded()` writes header names in lower case and line breaks inside values as spaces,
    /// so one encoding normalizes a file; after it the encoding must be a fixed point, and
    /// request, status and body must come through unchanged.
    private static func roundTrip(_ data: Data) {
        guard let exchange = try? RecordedExchange(decoding: data, file: "fuzz.http") else { return }
        let encoded = exchange.encoded()
        guard let again = try? RecordedExchange(decoding: encoded, file: "encoded.http") else {
            preconditionFailure(
                "encoded exchange does not decode: \(String(decoding: encoded, as: UTF8.self))")
        }
        precondition(again.encoded() == encoded, "encoding a decoded recording is not a fixed point")
        precondition(
            again.method == exchange.method && again.url == exchange.url && again.status == exchange.status
                && again.body == exchange.body, "recording round trip changed the request or the answer")
        precondition(again.headers.map(\.name.count) == exchange.headers.map(\.name.count), "header lost")
    }
}

/// Answers Yahoo's cookie and crumb calls as Yahoo does and every other request with the body.
struct BodyTransport: HTTPTransport {
    let body: Data

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        if request.url.host == "fc.yahoo.com" {
            return HTTPResponse(status: 404, headers: ["set-cookie": "A3=d=fuzz; Path=/"], url: request.url)
        }
        if request.url.path.hasSuffix("getcrumb") {
            return HTTPResponse(status: 200, body: Data("fuzzCrumb1a".utf8), url: request.url)
        }
        return HTTPResponse(
            status: 200, headers: ["content-type": "application/json"], body: body, url: request.url)
    }
}

/// Runs async work to completion from the synchronous fuzz entry.
enum FuzzAsync {
    static func run(_ work: @escaping @Sendable () async -> Void) {
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            await work()
            done.signal()
        }
        done.wait()
    }
}
