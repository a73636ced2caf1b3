import Foundation

/// Bounds the whole run in time: every request, with its retries, waits and queueing, ends by
/// one shared instant; what is still open then fails as ``TransportError/deadlinePassed(url:seconds:)``.
public struct DeadlineTransport: HTTPTransport {
    private let upstream: any HTTPTransport
    private let deadline: ContinuousClock.Instant
    private let seconds: TimeInterval

    /// Wraps `upstream` with a deadline `seconds` from now.
    public init(_ upstream: any HTTPTransport, seconds: TimeInterval) {
        self.upstream = upstream
        self.seconds = seconds
        self.deadline = .now + .milliseconds(Int64((max(0, seconds) * 1000).rounded()))
    }

    /// Sends the request, or fails at once when the deadline has passed or when it passes first.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard ContinuousClock.now < deadline else {
            throw TransportError.deadlinePassed(url: request.url, seconds: seconds)
        }
        let upstream = upstream
        let deadline = deadline
        return try await withThrowingTaskGroup(of: HTTPResponse?.self) { group in
            group.addTask { try await upstream.send(request) }
            group.addTask {
                try await Task.sleep(until: deadline, clock: .continuous)
                return nil
            }
            defer { group.cancelAll() }
            guard let response = try await group.next() ?? nil else {
                throw TransportError.deadlinePassed(url: request.url, seconds: seconds)
            }
            return response
        }
    }
}
