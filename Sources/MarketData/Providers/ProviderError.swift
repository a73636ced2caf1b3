import Foundation

/// A provider's answer that carries no usable data, with the URL it concerns.
public enum ProviderError: Error, Sendable, Equatable, FetchFailureConvertible, CustomStringConvertible {
    /// HTTP 429 or a rate-limit body; `retryAfter` is the wait the provider asked for, in seconds.
    case rateLimited(provider: MarketDataProvider, url: URL, retryAfter: TimeInterval?)
    /// HTTP 401/403: the session (Yahoo cookie and crumb) or key was refused.
    case unauthorized(provider: MarketDataProvider, url: URL, detail: String)
    /// HTTP 404 or a "not found" body.
    case notFound(provider: MarketDataProvider, url: URL, detail: String)
    /// Another non-2xx status.
    case status(provider: MarketDataProvider, url: URL, status: Int, detail: String)
    /// A 2xx answer whose body is not JSON (an HTML page, plain text).
    case notJSON(provider: MarketDataProvider, url: URL, preview: String)
    /// JSON that does not have the expected shape, or is cut off.
    case undecodable(provider: MarketDataProvider, url: URL, detail: String)
    /// A chart that knows the symbol but has no bars in the range asked for.
    case noBars(provider: MarketDataProvider, url: URL)
    /// Yahoo's getcrumb answered something that is not a crumb (`Too Many Requests`, HTML).
    case invalidCrumb(url: URL, text: String)

    /// The per-symbol failure this error means.
    public var fetchFailure: FetchFailure {
        switch self {
        case .rateLimited(_, _, let retryAfter): return .rateLimited(retryAfter: retryAfter)
        case .unauthorized: return .unauthorized
        case .notFound: return .notFound
        case .status(_, _, let status, _): return .http(status: status)
        case .notJSON(_, _, let preview): return .badResponse(detail: "not JSON: \(preview)")
        case .undecodable(_, _, let detail): return .badResponse(detail: detail)
        case .noBars: return .noPriceHistory
        case .invalidCrumb(_, let text):
            return text.lowercased().contains("too many") ? .rateLimited(retryAfter: nil) : .unauthorized
        }
    }

    /// One line naming the provider, the URL and what to do.
    public var description: String {
        switch self {
        case .rateLimited(let provider, let url, let retryAfter):
            let wait = retryAfter.map { "wait \(Int($0.rounded(.up))) s" } ?? "wait a minute"
            return "\(provider.displayName) rate-limited \(url.absoluteString), \(wait) and try again"
        case .unauthorized(let provider, let url, let detail):
            return "\(provider.displayName) refused \(url.absoluteString) (\(detail)), try again later"
        case .notFound(let provider, let url, let detail):
            return
                "\(provider.displayName) has no data at \(url.absoluteString) (\(detail)), check the symbol"
        case .status(let provider, let url, let status, let detail):
            return "\(provider.displayName) answered HTTP \(status) for \(url.absoluteString) (\(detail))"
        case .notJSON(let provider, let url, let preview):
            return
                "\(provider.displayName) sent a page instead of JSON for \(url.absoluteString) (`\(preview)`)"
        case .undecodable(let provider, let url, let detail):
            return "\(provider.displayName) sent unreadable JSON for \(url.absoluteString): \(detail)"
        case .noBars(let provider, let url):
            return "\(provider.displayName) has no price bars at \(url.absoluteString)"
        case .invalidCrumb(let url, let text):
            return
                "Yahoo Finance answered `\(text)` instead of a crumb at \(url.absoluteString), try again later"
        }
    }
}
