import Foundation

/// Follows redirects (301, 302, 303, 307, 308) up to a limit, keeping credentials on their own
/// origin.
///
/// A hop to the same scheme, host and port keeps the request as it is. A hop to another origin
/// keeps only harmless headers (`Accept`, `Accept-Language`, `User-Agent`), so no API key or
/// cookie travels, and drops credential query items (Yahoo's `crumb`) from the new URL. HTTPS
/// never falls back to plain HTTP, and no other scheme is followed. The request's deadline
/// covers every hop.
public struct RedirectingTransport: HTTPTransport {
    /// Statuses whose `Location` is followed.
    public static let redirectStatuses: Set<Int> = [301, 302, 303, 307, 308]
    /// Headers a cross-origin hop keeps (lower-cased).
    public static let crossOriginHeaders: Set<String> = ["accept", "accept-language", "user-agent"]
    /// Query items that carry credentials and never leave their origin.
    public static let credentialQueryItems: Set<String> = ["crumb"]

    private let upstream: any HTTPTransport
    private let maxRedirects: Int
    private let defaultDeadline: TimeInterval
    private let sameOriginOnly: Bool

    /// Wraps `upstream`; `limits` gives the redirect limit and the deadline of a request that
    /// sets no `timeout` of its own. With `sameOriginOnly`, a redirect to another origin is
    /// refused rather than followed without credentials: for a request whose body or address is
    /// itself the secret, such as a webhook's.
    public init(
        _ upstream: any HTTPTransport, limits: TransportLimits = .standard, sameOriginOnly: Bool = false
    ) {
        self.upstream = upstream
        self.maxRedirects = limits.maxRedirects
        self.defaultDeadline = limits.requestDeadline
        self.sameOriginOnly = sameOriginOnly
    }

    /// Sends the request and follows its redirects.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(request.timeout ?? defaultDeadline)
        var current = request
        var hops = 0
        while true {
            let response = try await upstream.send(current)
            guard Self.redirectStatuses.contains(response.status), let location = response.headers["location"]
            else { return response }
            hops += 1
            guard hops <= maxRedirects else {
                throw TransportError.tooManyRedirects(url: request.url, limit: maxRedirects)
            }
            let next = try Self.follow(current, to: location)
            if sameOriginOnly, Self.origin(of: next.url) != Self.origin(of: current.url) {
                throw TransportError.redirectRefused(
                    url: request.url, location: next.url.host ?? "", reason: "to another host")
            }
            current = next
            let left = clock.now.duration(to: deadline)
            guard left > .zero else {
                throw TransportError.timeout(url: request.url, seconds: request.timeout ?? defaultDeadline)
            }
            current.timeout = Double(left.components.seconds) + Double(left.components.attoseconds) * 1e-18
        }
    }

    /// The request a redirect from `request` to `location` leads to, or the reason it is refused.
    public static func follow(_ request: HTTPRequest, to location: String) throws -> HTTPRequest {
        guard let target = URL(string: location, relativeTo: request.url)?.absoluteURL,
            let scheme = target.scheme?.lowercased()
        else {
            throw TransportError.redirectRefused(url: request.url, location: location, reason: "not a URL")
        }
        guard scheme == "http" || scheme == "https", target.host != nil else {
            throw TransportError.redirectRefused(
                url: request.url, location: location, reason: "\(scheme) is not HTTP")
        }
        if request.url.scheme?.lowercased() == "https", scheme == "http" {
            throw TransportError.redirectRefused(
                url: request.url, location: location, reason: "HTTPS to plain HTTP")
        }
        var next = request
        next.url = target
        if origin(of: target) != origin(of: request.url) {
            next.headers = HTTPHeaders(
                request.headers.filter { crossOriginHeaders.contains($0.name.lowercased()) }
                    .map { ($0.name, $0.value) })
            next.url = withoutCredentials(target)
        }
        return next
    }

    /// Scheme, host and port (the scheme's default when none is given), lower-cased.
    static func origin(of url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? ""
        let port = url.port ?? (scheme == "https" ? 443 : 80)
        return "\(scheme)://\(url.host?.lowercased() ?? ""):\(port)"
    }

    private static func withoutCredentials(_ url: URL) -> URL {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            let items = components.queryItems,
            items.contains(where: { credentialQueryItems.contains($0.name.lowercased()) })
        else { return url }
        let kept = items.filter { !credentialQueryItems.contains($0.name.lowercased()) }
        components.queryItems = kept.isEmpty ? nil : kept
        return components.url ?? url
    }
}
