import Foundation

/// When and how long ``RetryingTransport`` waits before trying a request again.
public struct RetryPolicy: Sendable {
    /// Attempts in all, the first one included.
    public var maxAttempts: Int
    /// Delay before the second attempt; it doubles for each later one.
    public var baseDelay: TimeInterval
    /// Upper bound for a computed backoff delay.
    public var maxDelay: TimeInterval
    /// Longest `Retry-After` the transport waits for; a longer one ends the retries at once.
    public var retryAfterCap: TimeInterval

    /// Creates a policy.
    public init(
        maxAttempts: Int = 3, baseDelay: TimeInterval = 0.5, maxDelay: TimeInterval = 8,
        retryAfterCap: TimeInterval = 30
    ) {
        self.maxAttempts = max(1, maxAttempts)
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.retryAfterCap = retryAfterCap
    }

    /// The standard policy: 3 attempts, 0.5 s then 1 s backoff, `Retry-After` honoured up to 30 s.
    public static let standard = RetryPolicy()

    /// Whether a response with this status is worth another attempt.
    public func isRetryable(status: Int) -> Bool {
        status == 429 || status == 408 || (500...599).contains(status)
    }

    /// Whether this failure is worth another attempt (timeouts and broken connections).
    public func isRetryable(_ error: any Error) -> Bool {
        switch error as? TransportError {
        case .timeout, .connectionLost: return true
        default: return false
        }
    }

    /// The backoff before attempt `attempt + 1` (attempt counts from 1), with `jitter` in 0..<1
    /// spreading it over half to all of the exponential delay.
    public func backoff(afterAttempt attempt: Int, jitter: Double) -> TimeInterval {
        let exponential = min(maxDelay, baseDelay * pow(2, Double(attempt - 1)))
        return exponential * (0.5 + 0.5 * min(max(jitter, 0), 1))
    }
}
