import Foundation

/// The real transport: libcurl, driven by one shared thread (``CurlMultiLoop``), so requests
/// share kept-alive connections and no thread waits per request.
///
/// Whatever a server sends, the answer is a response or a ``TransportError``: connecting,
/// silence and the whole exchange are bounded in time by ``TransportLimits``, the body in size
/// by ``HTTPRequest/maxBodyBytes`` (after decompression), the header block by
/// ``TransportLimits/maxHeaderBytes``. Redirects are not followed here (see
/// ``RedirectingTransport``), cookies are not stored (the clients that need them send a `Cookie`
/// header themselves), and only `http` and `https` URLs are fetched.
public struct CurlTransport: HTTPTransport {
    /// A current desktop browser User-Agent, sent unless the request sets its own.
    public static let browserUserAgent =
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) "
        + "Chrome/131.0.0.0 Safari/537.36"

    private let limits: TransportLimits
    private let userAgent: String

    /// Creates a transport bounded by `limits`; a request's own `timeout` replaces the deadline.
    public init(limits: TransportLimits = .standard, userAgent: String = CurlTransport.browserUserAgent) {
        self.limits = limits
        self.userAgent = userAgent
    }

    /// Sends the request; every failure below HTTP is a ``TransportError`` (or a
    /// `CancellationError` when the task is cancelled).
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try Task.checkCancellation()
        let bounds = request.timeout.map(limits.withRequestDeadline) ?? limits
        let transfer = try CurlTransfer(request, limits: bounds, userAgent: userAgent)
        guard let loop = CurlMultiLoop.shared else {
            throw TransportError.unreachable(url: request.url, detail: "libcurl could not start")
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                transfer.continuation = continuation
                loop.start(transfer)
            }
        } onCancel: {
            loop.cancel(transfer)
        }
    }
}
