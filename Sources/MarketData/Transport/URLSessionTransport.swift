import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The real transport: `URLSession` with an explicit timeout on every request.
///
/// Cookies are not stored by the session: the clients that need them (Yahoo) send a `Cookie`
/// header themselves, so the same code works over a replayed recording.
public final class URLSessionTransport: HTTPTransport, @unchecked Sendable {
    /// A current desktop browser User-Agent, sent unless the request sets its own.
    public static let browserUserAgent =
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) "
        + "Chrome/131.0.0.0 Safari/537.36"

    private let session: URLSession
    private let defaultTimeout: TimeInterval
    private let userAgent: String

    /// Creates a transport whose requests time out after `timeout` seconds unless they say otherwise.
    public init(timeout: TimeInterval = 15, userAgent: String = URLSessionTransport.browserUserAgent) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = max(timeout * 2, timeout + 5)
        self.session = URLSession(configuration: configuration)
        self.defaultTimeout = timeout
        self.userAgent = userAgent
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// Sends the request; transport failures become ``TransportError``.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let timeout = Self.effectiveTimeout(request.timeout ?? defaultTimeout)
        var urlRequest = URLRequest(url: request.url, timeoutInterval: timeout)
        urlRequest.httpMethod = request.method
        urlRequest.httpShouldHandleCookies = false
        for (name, value) in request.headers { urlRequest.addValue(value, forHTTPHeaderField: name) }
        if request.headers["user-agent"] == nil {
            urlRequest.setValue(userAgent, forHTTPHeaderField: "User-Agent")
        }
        let (data, response) = try await perform(urlRequest, timeout: timeout)
        guard let http = response as? HTTPURLResponse else {
            throw TransportError.unreachable(url: request.url, detail: "not an HTTP response")
        }
        var headers = HTTPHeaders()
        for (name, value) in http.allHeaderFields {
            headers.add(String(describing: name), String(describing: value))
        }
        return HTTPResponse(status: http.statusCode, headers: headers, body: data, url: request.url)
    }

    /// The timeout actually applied: on Linux the session counts whole seconds (a fraction below one
    /// second would expire at once), so the value is rounded up to at least one second there.
    static func effectiveTimeout(_ seconds: TimeInterval) -> TimeInterval {
        #if canImport(FoundationNetworking)
            return max(1, seconds.rounded(.up))
        #else
            return max(0.001, seconds)
        #endif
    }

    private func perform(_ request: URLRequest, timeout: TimeInterval) async throws -> (Data, URLResponse) {
        let url = request.url ?? URL(fileURLWithPath: "/")
        return try await withCheckedThrowingContinuation { continuation in
            let task = session.dataTask(with: request) { data, response, error in
                if let error {
                    continuation.resume(throwing: Self.transportError(error, url: url, timeout: timeout))
                } else if let response {
                    continuation.resume(returning: (data ?? Data(), response))
                } else {
                    continuation.resume(
                        throwing: TransportError.unreachable(url: url, detail: "empty answer"))
                }
            }
            task.resume()
        }
    }

    /// Maps a `URLSession` error to a ``TransportError`` naming the URL.
    static func transportError(_ error: any Error, url: URL, timeout: TimeInterval) -> TransportError {
        guard let urlError = error as? URLError else {
            return .unreachable(url: url, detail: String(describing: error))
        }
        switch urlError.code {
        case .timedOut:
            return .timeout(url: url, seconds: timeout)
        case .cannotConnectToHost:
            return .unreachable(url: url, detail: "connection refused")
        case .networkConnectionLost, .badServerResponse:
            return .connectionLost(url: url)
        case .cannotFindHost, .dnsLookupFailed:
            return .unreachable(url: url, detail: "unknown host")
        case .notConnectedToInternet:
            return .unreachable(url: url, detail: "not connected to the internet")
        case .cannotParseResponse:
            return .unreachable(url: url, detail: "malformed HTTP answer")
        default:
            return .unreachable(url: url, detail: "URL error \(urlError.code.rawValue)")
        }
    }
}
