import Foundation
import MarketData
import TestHTTPServer
import Testing

/// Answers no well-behaved server sends, through the real `CurlTransport`: each ends as a
/// `TransportError` in bounded time and memory, never as a crash. Where a limit ends an answer, the
/// error names that limit and the server saw the client hang up before the answer's end; the time
/// limit only turns a hang into a failure.
@Suite(.serialized, .timeLimit(.minutes(1))) struct HostileAnswerTests {
    let server: TestHTTPServer
    init() throws { server = try TestSupport.server() }

    private var marketsURL: URL { server.coinGeckoURL.appendingPathComponent("coins/markets") }

    /// Limits no test outlasts: whatever ends a request in these tests, it is not them.
    private static let unbounded = TransportLimits(
        connectTimeout: 600, idleTimeout: 600, requestDeadline: 600, runDeadline: 600)

    /// How the server's one answer to `/coins/markets` ended, once it has.
    private func delivery() async -> ServerDelivery? {
        await server.waitForDeliveries(pathSuffix: "/coins/markets").first
    }

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
        var limits = Self.unbounded
        limits.requestDeadline = 1.5
        let error = await failure { try await send(limits) }
        // Bytes keep coming, so the connection is never idle: the deadline (the only 1.5 s limit)
        // stopped it, and the client hung up in the middle of the body.
        #expect(error == .timeout(url: marketsURL, seconds: 1.5))
        let delivery = await delivery()
        #expect(delivery?.clientHungUp == true)
    }

    @Test func silentServerStopsAtTheIdleTimeout() async throws {
        server.inject(.stall, pathSuffix: "/coins/markets")
        var limits = Self.unbounded
        limits.idleTimeout = 1
        let error = await failure { try await send(limits) }
        // The idle timeout is the only 1 s limit; the server held the answer until the client left.
        #expect(error == .timeout(url: marketsURL, seconds: 1))
        #expect(await delivery() == ServerDelivery(path: marketsURL.path, bytesSent: 0, clientHungUp: true))
        #expect(server.requestCount(pathSuffix: "/coins/markets") == 1)
    }

    @Test func hugeAnnouncedLengthIsRefusedBeforeTheBody() async throws {
        server.inject(.hugeContentLength, pathSuffix: "/coins/markets")
        let error = await failure { try await send() }
        #expect(error == .tooLarge(url: marketsURL, limit: 64 << 20))
        // The client left without reading up to its limit: the announced length was enough.
        let delivery = await delivery()
        #expect(delivery?.clientHungUp == true)
        #expect((delivery?.bytesSent ?? .max) < 64 << 20)
        #expect(error.map { FetchFailure($0).reason } == "response too large")
        #expect(error?.description.hasPrefix("response too large: ") == true)
    }

    @Test func endlessChunkedBodyStopsAtTheLimit() async throws {
        server.inject(.endlessChunked, pathSuffix: "/coins/markets")
        let error = await failure { try await send(maxBodyBytes: 1 << 20) }
        #expect(error == .tooLarge(url: marketsURL, limit: 1 << 20))
        #expect(await delivery()?.clientHungUp == true, "the client stops reading at the limit")
    }

    @Test func gzipBombStopsAtTheLimitAfterDecompression() async throws {
        // 8 GiB of zeros, about 54 MB on the wire: more than any socket buffer holds.
        server.inject(.gzipBomb(decodedBytes: 8 << 30), pathSuffix: "/coins/markets")
        let error = await failure { try await send(maxBodyBytes: 2 << 20) }
        #expect(error == .tooLarge(url: marketsURL, limit: 2 << 20))
        #expect(await delivery()?.clientHungUp == true, "the client stops inflating at the limit")
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

    /// No limit of the transport can end the request within the test's time limit: only the
    /// cancellation, sent once the server has the request, does.
    @Test func cancellingARequestEndsItAtOnce() async throws {
        server.inject(.stall, pathSuffix: "/coins/markets")
        let transport = CurlTransport(limits: Self.unbounded)
        let url = marketsURL
        let task = Task { try await transport.send(HTTPRequest(url: url)) }
        await server.waitForRequests(pathSuffix: "/coins/markets")
        task.cancel()
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(await delivery()?.clientHungUp == true, "the cancelled request lets go of its connection")
    }

    @Test func runDeadlineEndsOpenAndLaterRequests() async throws {
        server.inject(.stall, pathSuffix: "/coins/markets")
        let transport = DeadlineTransport(CurlTransport(limits: Self.unbounded), seconds: 1)
        let error = await failure { try await transport.send(HTTPRequest(url: marketsURL)) }
        #expect(error == .deadlinePassed(url: marketsURL, seconds: 1))
        #expect(await delivery()?.clientHungUp == true, "the open request is abandoned")
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
