import Foundation

/// A request as the test server received it.
public struct ServerRequest: Sendable {
    /// The method (`GET`).
    public var method: String
    /// The path without the query (`/yahoo/v7/finance/quote`).
    public var path: String
    /// The decoded query parameters (last value wins).
    public var query: [String: String]
    /// The headers, names lower-cased.
    public var headers: [String: String]
    /// The body (a `POST`'s), empty for none.
    public var body = Data()

    /// Parses the head of an HTTP/1.1 request.
    init?(head: String) {
        let lines = head.components(separatedBy: "\r\n")
        let parts = lines.first?.split(separator: " ").map(String.init) ?? []
        guard parts.count >= 2, let components = URLComponents(string: "http://localhost" + parts[1]) else {
            return nil
        }
        method = parts[0]
        path = components.path
        query = Dictionary((components.queryItems ?? []).map { ($0.name, $0.value ?? "") }) { _, last in last
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        self.headers = headers
    }

    /// Creates a request directly (for handlers under test).
    public init(
        method: String = "GET", path: String, query: [String: String] = [:], headers: [String: String] = [:]
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
    }
}

/// An answer the test server sends.
public struct ServerResponse: Sendable {
    /// The status code.
    public var status: Int
    /// Headers in order (repeats allowed, as for `Set-Cookie`).
    public var headers: [(String, String)]
    /// The body bytes.
    public var body: Data

    /// Creates a response.
    public init(status: Int = 200, headers: [(String, String)] = [], body: Data) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A JSON answer.
    public static func json(_ text: String, status: Int = 200, headers: [(String, String)] = [])
        -> ServerResponse
    {
        ServerResponse(
            status: status, headers: [("Content-Type", "application/json;charset=utf-8")] + headers,
            body: Data(text.utf8))
    }

    /// A plain-text answer.
    public static func text(_ text: String, status: Int = 200, headers: [(String, String)] = [])
        -> ServerResponse
    {
        ServerResponse(
            status: status, headers: [("Content-Type", "text/plain;charset=utf-8")] + headers,
            body: Data(text.utf8))
    }

    /// An HTML answer.
    public static func html(_ text: String, status: Int = 200) -> ServerResponse {
        ServerResponse(
            status: status, headers: [("Content-Type", "text/html;charset=utf-8")], body: Data(text.utf8))
    }

    /// The bytes on the wire, with `Content-Length` and `Connection: close`.
    func serialized() -> Data {
        head(contentLength: body.count) + body
    }

    /// The status line and headers, `Content-Length` when given, `Connection: close`, and the
    /// blank line.
    func head(contentLength: Int?) -> Data {
        var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if let contentLength { head += "Content-Length: \(contentLength)\r\n" }
        head += "Connection: close\r\n\r\n"
        return Data(head.utf8)
    }

    private static func reason(_ status: Int) -> String {
        [
            200: "OK", 301: "Moved Permanently", 302: "Found", 303: "See Other", 307: "Temporary Redirect",
            308: "Permanent Redirect", 400: "Bad Request", 401: "Unauthorized", 404: "Not Found",
            422: "Unprocessable Entity",
            429: "Too Many Requests", 500: "Internal Server Error", 503: "Service Unavailable",
        ][status] ?? "Status"
    }
}
