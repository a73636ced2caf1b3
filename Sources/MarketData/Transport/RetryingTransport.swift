import Foundation

/// Retries 429, 5xx, timeouts and broken connections with exponential backoff and jitter.
///
/// `Retry-After` (seconds or HTTP date) is honoured up to the policy's cap; an answer asking for a
/// longer wait is returned as it is, so the caller can report "rate limited" without stalling the run.
public struct RetryingTransport: HTTPTransport {
    /// Waits the given number of seconds (injectable so tests need not sleep).
    public typealias Sleep = @Sendable (TimeInterval) async throws -> Void

    private let upstream: any HTTPTransport
    private let policy: RetryPolicy
    private let sleep: Sleep
    private let jitter: @Sendable () -> Double

    /// Wraps `upstream` with `policy`; `sleep` and `jitter` default to real time and randomness.
    public init(
        _ upstream: any HTTPTransport, policy: RetryPolicy = .standard,
        sleep: @escaping Sleep = { try await Task.sleep(nanoseconds: UInt64(max(0, $0) * 1_000_000_000)) },
        jitter: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
    ) {
        self.upstream = upstream
        self.policy = policy
        self.sleep = sleep
        self.jitter = jitter
    }

    /// Sends the request, trying again while the answer or failure is retryable.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var attempt = 1
        while true {
            let delay: TimeInterval
            do {
                let response = try await upstream.send(request)
                guard attempt < policy.maxAttempts, policy.isRetryable(status: response.status) else {
                    return response
                }
                let backoff = policy.backoff(afterAttempt: attempt, jitter: jitter())
                if let asked = RetryAfter.seconds(from: response.headers["retry-after"]) {
                    guard asked <= policy.retryAfterCap else { return response }
                    delay = max(asked, backoff)
                } else {
                    delay = backoff
                }
            } catch {
                guard attempt < policy.maxAttempts, policy.isRetryable(error) else { throw error }
                delay = policy.backoff(afterAttempt: attempt, jitter: jitter())
            }
            try await sleep(delay)
            attempt += 1
        }
    }
}
