import ConcurrencyGauge
import Foundation
import MarketData
import Testing

/// The retry and concurrency-limit decorators on their own.
@Suite struct RetryAndLimitTests {
    private let url = URL(string: "https://api.test/x")!

    @Test func backoffGrowsExponentiallyWithinJitterAndCap() {
        let policy = RetryPolicy(baseDelay: 0.5, maxDelay: 1.5)
        #expect(policy.backoff(afterAttempt: 1, jitter: 1) == 0.5)
        #expect(policy.backoff(afterAttempt: 2, jitter: 1) == 1.0)
        #expect(policy.backoff(afterAttempt: 2, jitter: 0) == 0.5)
        #expect(policy.backoff(afterAttempt: 5, jitter: 1) == 1.5)
    }

    @Test(arguments: [
        (429, true), (500, true), (503, true), (404, false), (401, false), (400, false), (200, false),
    ])
    func retryableStatuses(status: Int, retryable: Bool) {
        #expect(RetryPolicy.standard.isRetryable(status: status) == retryable)
    }

    @Test func retryAfterReadsSecondsAndDates() {
        let now = Date(timeIntervalSince1970: 1_445_412_470)
        #expect(RetryAfter.seconds(from: "119") == 119)
        #expect(RetryAfter.seconds(from: "Wed, 21 Oct 2015 07:28:00 GMT", now: now) == 10)
        #expect(RetryAfter.seconds(from: "soon") == nil)
        #expect(RetryAfter.seconds(from: nil) == nil)
    }

    @Test func stopsAfterThreeAttemptsAndReturnsTheLastAnswer() async throws {
        let stub = StubTransport { request, _ in StubTransport.response(503, url: request.url) }
        let sleeps = SleepLog()
        let transport = RetryingTransport(stub, sleep: { await sleeps.record($0) }, jitter: { 1 })
        let response = try await transport.send(HTTPRequest(url: url))
        #expect(response.status == 503)
        #expect(stub.callCount == 3)
        #expect(await sleeps.waits == [0.5, 1.0])
    }

    @Test func doesNotRetryClientErrorsOrRefusals() async throws {
        let notFound = StubTransport { request, _ in StubTransport.response(404, url: request.url) }
        _ = try await RetryingTransport(notFound, sleep: { _ in }).send(HTTPRequest(url: url))
        #expect(notFound.callCount == 1)
        let refused = StubTransport { request, _ in
            throw TransportError.unreachable(url: request.url, detail: "refused")
        }
        await #expect(throws: TransportError.self) {
            try await RetryingTransport(refused, sleep: { _ in }).send(HTTPRequest(url: url))
        }
        #expect(refused.callCount == 1)
    }

    @Test func retriesTimeoutsThenSucceeds() async throws {
        let stub = StubTransport { request, call in
            if call == 1 { throw TransportError.timeout(url: request.url, seconds: 1) }
            return StubTransport.response(200, url: request.url)
        }
        let response = try await RetryingTransport(stub, sleep: { _ in }).send(HTTPRequest(url: url))
        #expect(response.status == 200 && stub.callCount == 2)
    }

    @Test(.timeLimit(.minutes(1))) func limitsConcurrentRequestsPerGroup() async throws {
        let gauge = Gauge()
        let slow = GaugedTransport(gauge: gauge)
        let limited = ConcurrencyLimitedTransport(slow, limits: ["coingecko": 2], defaultLimit: 4) { _ in
            "coingecko"
        }
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    _ = try? await limited.send(HTTPRequest(url: URL(string: "https://cg.test")!))
                }
            }
            await gauge.letThrough(8, inAtOnce: 2)
        }
        #expect(await gauge.peak == 2)
    }
}

/// A transport that holds each request in its ``Gauge`` until the test lets it go.
struct GaugedTransport: HTTPTransport {
    let gauge: Gauge

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        await gauge.pass()
        return HTTPResponse(status: 200, url: request.url)
    }
}
