import Foundation
import JSON

/// Answers from the on-disk ``ResponseCache`` while an entry is fresh, else asks upstream and
/// stores successful, complete JSON answers; in offline mode it answers from the cache whatever the age.
public struct CachingTransport: HTTPTransport {
    /// Whether the network may be used.
    public enum Mode: Sendable {
        /// Fresh entries answer; stale or missing ones are fetched and stored.
        case normal
        /// Only the cache answers, whatever the age; a miss throws ``TransportError/notCached(url:)``.
        case offline
    }

    private let upstream: (any HTTPTransport)?
    private let cache: ResponseCache
    private let policy: CachePolicy
    private let mode: Mode
    private let now: @Sendable () -> Date

    /// Caches `upstream` (unused offline) in `cache` under `policy`; `now` is the clock.
    public init(
        _ upstream: (any HTTPTransport)?, cache: ResponseCache, policy: CachePolicy = .standard,
        mode: Mode = .normal, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.upstream = upstream
        self.cache = cache
        self.policy = policy
        self.mode = mode
        self.now = now
    }

    /// Sends the request through the cache.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let key = RequestKey(request)
        let ttl = policy.timeToLive(for: key)
        let entry = ttl == nil ? nil : cache.entry(for: request)
        if mode == .offline {
            guard let entry else { throw TransportError.notCached(url: request.url) }
            return entry.exchange.response(for: request.url)
        }
        if let entry, policy.isFresh(key, storedAt: entry.storedAt, now: now()) {
            return entry.exchange.response(for: request.url)
        }
        guard let upstream else { throw TransportError.notCached(url: request.url) }
        let response = try await upstream.send(request)
        if ttl != nil, response.isSuccess, Self.isCompleteJSON(response.body) {
            try? cache.store(response, for: request, at: now())
        }
        return response
    }

    /// Only whole JSON documents are cached, so an HTML error page or a cut-off body never sticks;
    /// the check is the reader the provider clients decode with, so what is cached decodes.
    static func isCompleteJSON(_ body: Data) -> Bool {
        (try? JSONTape(body)) != nil
    }
}
