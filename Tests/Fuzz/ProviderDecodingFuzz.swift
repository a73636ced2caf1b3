import Foundation

/// libFuzzer entry: every provider's response decoding, through the real clients.
///
/// The first byte picks the endpoint, the rest is the response body. A transport answers the
/// Yahoo session calls (cookie, crumb) and serves the body for every other request, so each
/// client decodes it exactly as it would a live answer. A body must never crash a client: it is
/// decoded, or becomes a reported failure. The last selector checks the recording format: a
/// file that decodes must encode to a file that decodes to the same request and answer, and
/// encoding it again must give the same bytes. The last checks the JSON reader against
/// Foundation's: what it accepts, Foundation accepts too, with the same strings.
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
    case coinMarkets, coinDetail, taiwanDirectory, taiwanDailyQuotes, recordedExchange, jsonTape

    func exercise(_ body: Data) {
        if self == .recordedExchange { return Self.roundTrip(body) }
        if self == .jsonTape { return Self.compareWithFoundation(body) }
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
            case .recordedExchange, .jsonTape: break
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

extension FuzzEndpoint {
    /// For valid UTF-8 text nested less deeply than either reader's limit, what ``JSONTape``
    /// accepts `JSONSerialization` accepts too, and every string and member key reads the same.
    /// (Foundation is mostly the more lenient one: it also takes trailing commas, `[1,]`, and a
    /// number followed by a NUL byte, which the grammar and JSONTape refuse; but it refuses
    /// numbers too large for a Double, such as `1e+1111`.)
    fileprivate static func compareWithFoundation(_ body: Data) {
        guard String(validating: body, as: UTF8.self) != nil,
            body.count(where: { $0 == 0x5B || $0 == 0x7B }) < 400,
            let tape = try? JSONTape(body)
        else { return }
        let foundation = try? JSONSerialization.jsonObject(with: body, options: .fragmentsAllowed)
        guard let foundation else {
            // Foundation also refuses numbers beyond a Double's range, which the grammar allows
            // and JSONTape reads as no number.
            let outOfRange = tape.tokens.indices.contains {
                tape.tokens[$0].kind == .number && JSONNode(tape: tape, index: $0).number == nil
            }
            precondition(outOfRange, "JSONTape accepts what Foundation refuses")
            return
        }
        precondition(sameStrings(foundation, tape.root), "strings differ")
    }

    private static func sameStrings(_ value: Any, _ node: JSONNode) -> Bool {
        switch node.kind {
        case .string, .escapedString: return (value as? String) == node.string
        case .array:
            guard let array = value as? [Any], array.count == Array(node.elements).count else { return false }
            return zip(array, node.elements).allSatisfy { sameStrings($0, $1) }
        case .object:
            guard let object = value as? [String: Any] else { return false }
            // With a repeated key the readers may keep different copies; only the grammar is compared.
            guard Set(node.members.map(\.key)).count == node.members.count else { return true }
            return node.members.allSatisfy { key, member in
                object[key].map { sameStrings($0, member) } ?? false
            }
        default: return !(value is String || value is [Any] || value is [String: Any])
        }
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
