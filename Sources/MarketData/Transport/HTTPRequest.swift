import Foundation

/// One HTTP request as the transport stack sees it.
public struct HTTPRequest: Sendable, Hashable {
    /// The HTTP method, `GET` unless told otherwise.
    public var method: String
    /// The absolute URL to fetch.
    public var url: URL
    /// Request headers (names kept as given; lookups ignore case).
    public var headers: HTTPHeaders
    /// Time allowed for the whole exchange, in seconds; `nil` uses the transport's default.
    public var timeout: TimeInterval?
    /// Largest body accepted, in bytes after decompression; a longer answer fails as
    /// ``TransportError/tooLarge(url:limit:)``.
    public var maxBodyBytes: Int
    /// The bytes sent after the headers (a `POST`'s), or `nil` for none.
    public var body: Data?

    /// Creates a request; the body limit defaults to the one for answers of no known kind.
    public init(
        method: String = "GET", url: URL, headers: HTTPHeaders = [:], timeout: TimeInterval? = nil,
        maxBodyBytes: Int = TransportLimits.maxBodyBytes(for: nil), body: Data? = nil
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.timeout = timeout
        self.maxBodyBytes = maxBodyBytes
        self.body = body
    }
}
