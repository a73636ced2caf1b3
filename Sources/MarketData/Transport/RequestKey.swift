import Foundation

/// What identifies a request for caching and replay: method, path and sorted query, without the
/// host and without volatile parameters such as Yahoo's `crumb`.
public struct RequestKey: Sendable, Hashable, CustomStringConvertible {
    /// Query parameters that change between sessions and never decide the answer.
    public static let volatileParameters: Set<String> = ["crumb"]

    /// The HTTP method, upper-cased.
    public let method: String
    /// The non-empty path segments.
    public let pathSegments: [String]
    /// The query as `name=value` pairs sorted by name, then value, joined with `&`.
    public let query: String

    /// The key of `url` requested with `method`.
    public init(method: String = "GET", url: URL) {
        self.method = method.uppercased()
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        self.pathSegments = (components?.path ?? url.path).split(separator: "/").map(String.init)
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

    /// `METHOD /path?query`, as a person would read it.
    public var description: String {
        "\(method) \(path)" + (query.isEmpty ? "" : "?\(query)")
    }

    /// Whether `self` and `other` differ only by a leading base path (such as `/api/v3`), so a
    /// recording made under one base URL answers a request made under another.
    func matchesIgnoringBasePath(_ other: RequestKey) -> Bool {
        guard method == other.method, query == other.query else { return false }
        let (short, long) =
            pathSegments.count <= other.pathSegments.count
            ? (pathSegments, other.pathSegments) : (other.pathSegments, pathSegments)
        return !short.isEmpty && long.suffix(short.count).elementsEqual(short)
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
