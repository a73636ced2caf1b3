import Foundation
import MarketData
import TestHTTPServer
import Testing

/// Answers no well-behaved server sends, through the real `CurlTransport`: each ends as a
/// `TransportError` in bounded time and memory, never as a crash.
@Suite(.serialized) struct HostileAnswerTests {
    let server: TestHTTPServer
    init() throws { server = try TestSupport.server() }

    private var marketsURL: URL { server.coinGeckoURL.appendingPathComponent("coins/markets") }

    private func send(
        _ limits: TransportLimits = .standard, maxBodyBytes: Int = TransportLimits.maxBodyBytes(for: nil)
    ) async throws -> HTTPResponse {
        try await CurlTransport(limits: limits).send(HTTPRequest(url: marketsURL, maxBodyBytes: maxBodyBytes))
    }

    /// The error `operation` throws, or `nil` when it returns.
    private func failure(_ operation: () async throws -> HTTPResponse) async -> TransportError? {
        do {
            _ = try await operation()
            return nil
        } catch {
            return error as? TransportError
        }
    }

    @Test func headersCutOffThenCloseIsABrokenConnection() async throws {
        server.inject(.headersCutOff, pathSuffix: "/coins/markets", times: .max)
        let error = await failure { try await send() }
        #expect(error == .connectionLost(url: marketsURL))
        let client = CoinGeckoClient(transport: TestSupport.liveTransport(), baseURL: server.coinGeckoURL)
        let batch = await client.markets(ids: ["bitcoin"])
        #expect(batch.problems.map(\.reason.reason) == ["unreachable"])
        #expect(server.requestCount(pathSuffix: "/coins/markets") == 4, "one direct, three with retries")
    }

    @Test func tricklingBodyStopsAtTheRequestDeadline() async throws {
        server.inject(.trickle(interval: 0.05), pathSuffix: "/coins/markets")
        let start = ContinuousClock.now
        let error = await failure { try await send(TransportLimits.standard.withRequestDeadline(1.5)) }
        let elapsed = ContinuousClock.now - start
        #expect(error == .timeout(url: marketsURL, seconds: 1.5))
        // Bytes keep coming, so only the deadline can stop it: well before the body's 30+ s.
        #expect(elapsed >= .seconds(1.4) && elapsed < .seconds(8))
    }

    @Test func silentServerStopsAtTheIdleTimeout() async throws {
        server.inject(.slow(seconds: 5), pathSuffix: "/coins/markets")
        var limits = TransportLimits.standard
        limits.idleTimeout = 1
        let start = ContinuousClock.now
        let error = await failure { try await send(limits) }
        #expect(error == .timeout(url: marketsURL, seconds: 1))
        #expect(ContinuousClock.now - start < .seconds(4))
    }

    @Test func hugeAnnouncedLengthIsRefusedBeforeTheBody() async throws {
        server.inject(.hugeContentLength, pathSuffix: "/coins/markets")
        let start = ContinuousClock.now
        let error = await failure { try await send() }
        #expect(error == .tooLarge(url: marketsURL, limit: 64 << 20))
        #expect(ContinuousClock.now - start < .seconds(5))
        #expect(error.map { FetchFailure($0).reason } == "response too large")
        #expect(error?.description.hasPrefix("response too large: ") == true)
    }

    @Test func endlessChunkedBodyStopsAtTheLimit() async throws {
        server.inject(.endlessChunked, pathSuffix: "/coins/markets")
        let error = await failure { try await send(maxBodyBytes: 1 << 20) }
        #expect(error == .tooLarge(url: marketsURL, limit: 1 << 20))
    }

    @Test func gzipBombStopsAtTheLimitAfterDecompression() async throws {
        server.inject(.gzipBomb(decodedBytes: 1 << 30), pathSuffix: "/coins/markets")
        let start = ContinuousClock.now
        let error = await failure { try await send(maxBodyBytes: 2 << 20) }
        #expect(error == .tooLarge(url: marketsURL, limit: 2 << 20))
        #expect(ContinuousClock.now - start < .seconds(5))
    }

    @Test func gzipAnswerIsDecodedAndOnlyDecodableEncodingsAreOffered() async throws {
        server.inject(.gzipped, pathSuffix: "/coins/markets")
        let client = CoinGeckoClient(transport: TestSupport.liveTransport(), baseURL: server.coinGeckoURL)
        let batch = await client.markets(ids: ["bitcoin"])
        #expect(batch.values["bitcoin"] != nil && batch.problems.isEmpty)
        let offered = try #require(server.requests.last?.headers["accept-encoding"])
        let encodings = Set(offered.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        #expect(encodings.contains("gzip"))
        #expect(encodings.isSubset(of: ["gzip", "deflate", "br", "zstd"]))
    }

    @Test func gzipAnswerCountsDecodedBytesAgainstTheLimit() async throws {
        server.inject(.gzipped, pathSuffix: "/coins/markets")
        let body = try await send().body
        server.inject(.gzipped, pathSuffix: "/coins/markets")
        let error = await failure { try await send(maxBodyBytes: body.count - 1) }
        #expect(error == .tooLarge(url: marketsURL, limit: body.count - 1))
    }

    @Test func cancellingARequestEndsItAtOnce() async throws {
        server.inject(.slow(seconds: 10), pathSuffix: "/coins/markets")
        let transport = CurlTransport()
        let url = marketsURL
        let task = Task { try await transport.send(HTTPRequest(url: url)) }
        try await Task.sleep(nanoseconds: 200_000_000)
        let start = ContinuousClock.now
        task.cancel()
        let result = await task.result
        #expect(ContinuousClock.now - start < .seconds(2))
        #expect(throws: CancellationError.self) { try result.get() }
    }

    @Test func runDeadlineEndsOpenAndLaterRequests() async throws {
        server.inject(.slow(seconds: 10), pathSuffix: "/coins/markets")
        let transport = DeadlineTransport(CurlTransport(), seconds: 1)
        let start = ContinuousClock.now
        let error = await failure { try await transport.send(HTTPRequest(url: marketsURL)) }
        #expect(error == .deadlinePassed(url: marketsURL, seconds: 1))
        #expect(ContinuousClock.now - start < .seconds(4))
        let later = await failure { try await transport.send(HTTPRequest(url: marketsURL)) }
        #expect(later == .deadlinePassed(url: marketsURL, seconds: 1))
        #expect(server.requestCount(pathSuffix: "/coins/markets") == 1)
        #expect(later.map { FetchFailure($0).reason } == "timeout")
    }

    @Test func everyFailureReadsAsOneLineInTheProjectsWords() async throws {
        let faults: [ServerFault] = [
            .headersCutOff, .dropConnection, .hugeContentLength, .redirect(location: "ftp://127.0.0.1/x"),
        ]
        for fault in faults {
            server.inject(fault, pathSuffix: "/coins/markets")
            let error = try #require(
                await failure {
                    try await RedirectingTransport(CurlTransport()).send(HTTPRequest(url: marketsURL))
                }
            )
            let text = error.description
            #expect(
                !text.contains("\n") && !text.contains("Error Domain")
                    && text.contains(marketsURL.absoluteString))
        }
    }
}
