import ConcurrentWork
import Foundation

/// Caps how many requests run at once per provider (or host), queueing the rest.
public struct ConcurrencyLimitedTransport: HTTPTransport {
    /// Names the group a request belongs to (a provider id or a host).
    public typealias Classifier = @Sendable (HTTPRequest) -> String

    private let upstream: any HTTPTransport
    private let classify: Classifier
    private let semaphores: [String: AsyncSemaphore]
    private let fallback: AsyncSemaphore

    /// Wraps `upstream`; `limits` maps a group name to its concurrent requests, other groups share
    /// `defaultLimit` slots. The default classifier groups by host.
    public init(
        _ upstream: any HTTPTransport, limits: [String: Int], defaultLimit: Int = 4,
        classify: @escaping Classifier = { $0.url.host ?? "" }
    ) {
        self.upstream = upstream
        self.classify = classify
        self.semaphores = limits.mapValues { AsyncSemaphore(permits: $0) }
        self.fallback = AsyncSemaphore(permits: defaultLimit)
    }

    /// Sends the request once its group has a free slot.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let semaphore = semaphores[classify(request)] ?? fallback
        await semaphore.wait()
        do {
            let response = try await upstream.send(request)
            await semaphore.signal()
            return response
        } catch {
            await semaphore.signal()
            throw error
        }
    }
}
