import Foundation
import MarketData
import TestHTTPServer
import Testing

/// The response cache, the recorder and the replayer.
@Suite struct CacheAndRecordingTests {
    private let quoteURL = URL(string: "https://q.test/v7/finance/quote?symbols=AAPL&crumb=abc")!

    /// A clock tests can move.
    final class Clock: @unchecked Sendable {
        var now = Date(timeIntervalSince1970: 1_800_000_000)
    }

    private func counting(_ body: String = #"{"ok":1}"#) -> StubTransport {
        StubTransport { request, _ in
            StubTransport.response(200, body, headers: ["Content-Type": "application/json"], url: request.url)
        }
    }

    @Test func freshEntriesAnswerAndStaleOnesRefetch() async throws {
        let clock = Clock()
        let upstream = counting()
        let cache = CachingTransport(
            upstream, cache: ResponseCache(directory: TestSupport.temporaryDirectory()), now: { clock.now })
        _ = try await cache.send(HTTPRequest(url: quoteURL))
        let again = URL(string: "https://q.test/v7/finance/quote?crumb=other&symbols=AAPL")!
        let cached = try await cache.send(HTTPRequest(url: again))
        #expect(upstream.callCount == 1, "crumb and parameter order do not split the cache")
        #expect(cached.text == #"{"ok":1}"#)
        clock.now += 61
        _ = try await cache.send(HTTPRequest(url: quoteURL))
        #expect(upstream.callCount == 2, "quotes live one minute")
    }

    @Test func timeToLivePerEndpoint() {
        let policy = CachePolicy.standard
        func ttl(_ path: String) -> TimeInterval? {
            policy.timeToLive(for: RequestKey(url: URL(string: "https://h.test" + path)!))
        }
        #expect(ttl("/v7/finance/quote?symbols=A") == 60)
        #expect(ttl("/v7/finance/spark?symbols=A") == 900)
        #expect(ttl("/v8/finance/chart/AAPL") == 900)
        #expect(ttl("/api/v3/coins/markets?ids=bitcoin") == 60)
        #expect(ttl("/api/v3/coins/bitcoin") == 86_400)
        #expect(ttl("/v1/opendata/t187ap03_L") == 86_400)
        #expect(ttl("/openapi/v1/mopsfin_t187ap03_R") == 86_400)
        #expect(ttl("/v1/test/getcrumb") == nil)
    }

    @Test func corruptEntryIsIgnoredAndReplaced() async throws {
        let directory = TestSupport.temporaryDirectory()
        let store = ResponseCache(directory: directory)
        let request = HTTPRequest(url: quoteURL)
        let file = store.fileURL(for: request)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("garbage without header".utf8).write(to: file)
        let upstream = counting()
        _ = try await CachingTransport(upstream, cache: store).send(request)
        #expect(upstream.callCount == 1)
        #expect(store.entry(for: request)?.exchange.body == Data(#"{"ok":1}"#.utf8))
    }

    /// What is cached is what the clients decode: besides pages and cut-off bodies, nothing the
    /// providers' reader refuses, such as a trailing comma or a NUL after a number (which
    /// Foundation's reader takes).
    @Test(arguments: ["<html>blocked</html>", #"{"quoteResponse":{"res"#, #"{"a":[1,]}"#, "2\u{0}"])
    func bodiesTheDecoderRefusesAreNotCached(body: String) async throws {
        let upstream = counting(body)
        let transport = CachingTransport(
            upstream, cache: ResponseCache(directory: TestSupport.temporaryDirectory()))
        _ = try await transport.send(HTTPRequest(url: quoteURL))
        _ = try await transport.send(HTTPRequest(url: quoteURL))
        #expect(upstream.callCount == 2)
    }

    @Test func offlineAnswersWhateverTheAgeAndReportsMisses() async throws {
        let clock = Clock()
        let store = ResponseCache(directory: TestSupport.temporaryDirectory())
        _ = try await CachingTransport(counting(), cache: store, now: { clock.now }).send(
            HTTPRequest(url: quoteURL))
        clock.now += 86_400 * 30
        let offline = CachingTransport(nil, cache: store, mode: .offline, now: { clock.now })
        #expect(try await offline.send(HTTPRequest(url: quoteURL)).status == 200)
        let missing = URL(string: "https://q.test/v7/finance/quote?symbols=MSFT")!
        await #expect(throws: TransportError.notCached(url: missing)) {
            try await offline.send(HTTPRequest(url: missing))
        }
    }

    @Test func safeFileNamesNeverEscapeTheFolder() {
        for hostile in [
            "../../etc/passwd", "..", "/", "a b/c?d=e&f", String(repeating: "x", count: 500), "名稱",
        ] {
            let name = SafeFileName.make(hostile, suffix: ".http")
            #expect(!name.hasPrefix("."))
            #expect(name.count <= SafeFileName.maximumStemLength + 14)
            #expect(name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) })
        }
        #expect(SafeFileName.make("a?b") != SafeFileName.make("a_b"))
    }

    @Test func recordingFormatRoundTripsAndIsReadable() throws {
        let exchange = RecordedExchange(
            method: "GET", url: URL(string: "https://x.test/coins/markets?ids=bitcoin")!, status: 429,
            headers: ["content-type": "application/json", "retry-after": "119"], body: Data("{\n\n}".utf8))
        let text = String(decoding: exchange.encoded(), as: UTF8.self)
        #expect(
            text.hasPrefix(
                "GET https://x.test/coins/markets?ids=bitcoin\nstatus: 429\ncontent-type: application/json\n")
        )
        let decoded = try RecordedExchange(decoding: exchange.encoded(), file: "f.http")
        #expect(decoded == exchange)
        #expect(throws: TransportError.self) {
            try RecordedExchange(decoding: Data("GET https://x\n".utf8), file: "bad.http")
        }
    }

    @Test func recordingsWithWindowsLineEndsAndFromPartOfABufferDecode() throws {
        let text = "GET https://x.test/v1/a?b=1\r\nstatus: 200\r\ncontent-type: text/csv \r\n\r\nbody\r\n"
        let padded = Data("padding".utf8) + Data(text.utf8)
        let exchange = try RecordedExchange(decoding: padded[7...], file: "windows.http")
        #expect(exchange.url.absoluteString == "https://x.test/v1/a?b=1")
        #expect(exchange.status == 200)
        #expect(exchange.headers["content-type"] == "text/csv")
        #expect(exchange.body == Data("body\r\n".utf8))
    }

    @Test func replayReadsRecordingsInNestedFoldersOnly() throws {
        let directory = TestSupport.temporaryDirectory()
        let nested = directory.appendingPathComponent("yahoo/deeper", isDirectory: true)
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        let exchange = RecordedExchange(
            method: "GET", url: URL(string: "https://x.test/v7/finance/quote?symbols=AAPL")!, status: 200,
            headers: [:], body: Data("{}".utf8))
        try exchange.encoded().write(to: nested.appendingPathComponent("quote.http"))
        try Data("not a recording".utf8).write(to: directory.appendingPathComponent("README.md"))
        var top = exchange
        top.url = URL(string: "https://x.test/v7/finance/quote?symbols=MSFT")!
        try top.encoded().write(to: directory.appendingPathComponent("top.http"))
        let replay = try ReplayingTransport(directory: directory)
        #expect(
            replay.recordedKeys.map(\.description) == [
                "GET /v7/finance/quote?symbols=AAPL", "GET /v7/finance/quote?symbols=MSFT",
            ])
        #expect(throws: TransportError.self) {
            try ReplayingTransport(directory: directory.appendingPathComponent("README.md"))
        }
    }

    @Test func recordThenReplayUnderAnotherBaseURL() async throws {
        let server = try TestSupport.server()
        let directory = TestSupport.temporaryDirectory()
        let endpoints = TestSupport.endpoints(server)
        let recording = try MarketDataService.make(
            TransportStack.Options(recordDirectory: directory, limits: .standard.withRequestDeadline(2)),
            endpoints: endpoints)
        let request = MarketDataRequest(
            stocks: ["AAPL", "VOD.L"], coins: ["bitcoin"], taiwan: ["2330", "6488"])
        let live = await recording.fetch(request)
        let files = FileManager.default.enumerator(atPath: directory.path)?.compactMap { $0 as? String } ?? []
        #expect(files.contains { $0.hasPrefix("yahoo/") && $0.hasSuffix(".http") })
        #expect(files.contains { $0.hasPrefix("coingecko/") })
        let quoteFile = try #require(files.first { $0.contains("v7_finance_quote") })
        let quoteText = try String(contentsOf: directory.appendingPathComponent(quoteFile), encoding: .utf8)
        #expect(!quoteText.contains("crumb="), "volatile parameters are left out of recordings")
        server.stop()

        let elsewhere = MarketDataEndpoints(
            yahoo: URL(string: "https://query1.example")!, yahooCookie: URL(string: "https://fc.example")!,
            coinGecko: URL(string: "https://cg.example/api/v3")!,
            twse: URL(string: "https://twse.example/v1")!,
            tpex: URL(string: "https://tpex.example/openapi/v1")!,
            twseSite: URL(string: "https://www.twse.example")!)
        let replay = try MarketDataService.make(
            TransportStack.Options(source: .replayDirectory(directory)), endpoints: elsewhere)
        let replayed = await replay.fetch(request)
        #expect(replayed.quotes == live.quotes)
        #expect(replayed.coinMarkets == live.coinMarkets)
        #expect(replayed.taiwanQuotes == live.taiwanQuotes)
        #expect(replayed.problems.isEmpty)

        var memory: [String: Data] = [:]
        for file in files where file.hasSuffix(".http") {
            memory[file] = try Data(contentsOf: directory.appendingPathComponent(file))
        }
        let embedded = try MarketDataService.make(
            TransportStack.Options(source: .replayFiles(memory)), endpoints: elsewhere)
        #expect(await embedded.fetch(request).quotes == live.quotes)
    }

    @Test func replayNamesTheRequestItCannotAnswer() async throws {
        let replay = try ReplayingTransport(files: [:], source: "Sample/")
        let url = URL(string: "https://q.test/v7/finance/quote?symbols=ZZZ")!
        do {
            _ = try await replay.send(HTTPRequest(url: url))
            Issue.record("expected an error")
        } catch let error as TransportError {
            #expect(error.description.contains("GET https://q.test/v7/finance/quote?symbols=ZZZ"))
            #expect(error.description.contains("Sample/"))
        }
        let service = MarketDataService(transport: replay, endpoints: .defaults)
        let snapshot = await service.fetch(MarketDataRequest(coins: ["bitcoin"]))
        #expect(snapshot.problems.map(\.reason.reason) == ["not recorded"])
    }
}

/// A cache folder that cannot be written.
@Suite struct UnwritableCacheTests {
    @Test func warnsOnceAndTheRequestsStillGetTheirAnswers() async throws {
        let blocker = TestSupport.temporaryDirectory().appendingPathComponent("a-file")
        try Data("x".utf8).write(to: blocker)
        let warnings = Warnings()
        let upstream = StubTransport { request, _ in
            StubTransport.response(
                200, #"{"ok":1}"#, headers: ["Content-Type": "application/json"], url: request.url)
        }
        let cache = CachingTransport(upstream, cache: ResponseCache(directory: blocker, warn: warnings.add))
        for symbol in ["A", "B", "C"] {
            let url = URL(string: "https://q.test/v7/finance/quote?symbols=\(symbol)")!
            #expect(try await cache.send(HTTPRequest(url: url)).status == 200)
        }
        #expect(
            warnings.all == [
                "cannot write the response cache in \(blocker.path) (not a directory), going on without it"
            ])
    }

    final class Warnings: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        var all: [String] { lock.withLock { lines } }
        func add(_ line: String) { lock.withLock { lines.append(line) } }
    }
}
