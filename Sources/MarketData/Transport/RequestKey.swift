import Foundation

/// What identifies a request for caching and replay: method, path and sorted query, without the
/// host and without volatile parameters such as Yahoo's `crumb`.
///
/// A replay key also names the provider base URL the request was made under (`yahoo`,
/// `coinGecko`, see ``MarketDataEndpoints/bases``) and keeps only the path below it, so a run
/// recorded against one base URL replays under another.
public struct RequestKey: Sendable, Hashable, CustomStringConvertible {
    /// Query parameters that change between sessions and never decide the answer.
    public static let volatileParameters: Set<String> = ["crumb"]

    /// The HTTP method, upper-cased.
    public let method: String
    /// The name of the base URL the path is below, or `nil` when the path is the URL's whole path.
    public let base: String?
    /// The non-empty path segments (below ``base`` when there is one).
    public let pathSegments: [String]
    /// The query as `name=value` pairs sorted by name, then value, joined with `&`.
    public let query: String

    /// The key of `url` requested with `method`: its whole path, no base.
    public init(method: String = "GET", url: URL) {
        self.init(method: method, url: url, base: nil, pathSegments: MarketDataEndpoints.segments(url))
    }

    /// The key of `url` requested with `method`, its path taken below the base URL of
    /// `endpoints` it lies under; the whole path when it lies under none.
    public init(method: String = "GET", url: URL, endpoints: MarketDataEndpoints) {
        let located = endpoints.locate(url)
        self.init(
            method: method, url: url, base: located?.base.name,
            pathSegments: located?.segments ?? MarketDataEndpoints.segments(url))
    }

    /// The key of `url` below the base URL `base` named `name`; `nil` when `url` is not below it.
    init?(method: String, url: URL, base name: String, at base: URL) {
        let prefix = MarketDataEndpoints.segments(base)
        let segments = MarketDataEndpoints.segments(url)
        guard segments.starts(with: prefix) else { return nil }
        self.init(method: method, url: url, base: name, pathSegments: Array(segments.dropFirst(prefix.count)))
    }

    private init(method: String, url: URL, base: String?, pathSegments: [String]) {
        self.method = method.uppercased()
        self.base = base
        self.pathSegments = pathSegments
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        let items = (components?.queryItems ?? [])
            .filter { !Self.volatileParameters.contains($0.name) }
            .map { "\($0.name)=\($0.value ?? "")" }
            .sorted()
        self.query = items.joined(separator: "&")
    }

    /// The key of `request`.
    public init(_ request: HTTPRequest) {
        self.init(method: request.method, url: request.url)
    }

    /// The path, starting with `/`.
    public var path: String { "/" + pathSegments.joined(separator: "/") }

    /// `METHOD /path?query`, or `METHOD base:/path?query` below a named base, as a person would read it.
    public var description: String {
        "\(method) \(base.map { $0 + ":" } ?? "")\(path)" + (query.isEmpty ? "" : "?\(query)")
    }

    /// The URL with volatile query parameters removed, for files a person may read or share.
    static func shareableURL(_ url: URL) -> URL {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            let items = components.queryItems
        else { return url }
        let kept = items.filter { !volatileParameters.contains($0.name) }
        components.queryItems = kept.isEmpty ? nil : kept
        return components.url ?? url
    }
}
