import Foundation

/// The time and size bounds of every network exchange, in one place: what a slow, silent or
/// endless answer may cost a run at most.
public struct TransportLimits: Sendable, Hashable {
    /// Seconds allowed to open a connection (TCP and TLS).
    public var connectTimeout: TimeInterval
    /// Seconds a connection may stay silent before the request is given up.
    public var idleTimeout: TimeInterval
    /// Seconds one request may take in all, redirects included, however its bytes trickle in.
    public var requestDeadline: TimeInterval
    /// Seconds the whole run may spend on the network; requests still open then fail.
    public var runDeadline: TimeInterval
    /// Redirects followed at most for one request.
    public var maxRedirects: Int

    /// Creates limits.
    public init(
        connectTimeout: TimeInterval, idleTimeout: TimeInterval, requestDeadline: TimeInterval,
        runDeadline: TimeInterval, maxRedirects: Int = 5
    ) {
        self.connectTimeout = connectTimeout
        self.idleTimeout = idleTimeout
        self.requestDeadline = requestDeadline
        self.runDeadline = runDeadline
        self.maxRedirects = maxRedirects
    }

    /// The limits of a run: connect 10 s, silence 15 s, a request 30 s, the run 10 minutes.
    public static let standard = TransportLimits(
        connectTimeout: 10, idleTimeout: 15, requestDeadline: 30, runDeadline: 600)

    /// The limits of the symbol check of `watchlist add`: 5 s a request, 30 s in all, so an
    /// offline machine is not kept waiting.
    public static let symbolCheck = TransportLimits(
        connectTimeout: 5, idleTimeout: 5, requestDeadline: 5, runDeadline: 30)

    /// The same limits with every request given `seconds` in all (connect and idle included).
    public func withRequestDeadline(_ seconds: TimeInterval) -> TransportLimits {
        var limits = self
        limits.requestDeadline = seconds
        limits.connectTimeout = min(connectTimeout, seconds)
        limits.idleTimeout = min(idleTimeout, seconds)
        return limits
    }

    /// Largest body accepted for an answer of `kind`, in bytes, counted after decompression.
    public static func maxBodyBytes(for kind: EndpointKind?) -> Int {
        switch kind {
        case .crumb: return 64 * kibibyte
        case .yahooCookie, .search: return 1 * mebibyte
        case .quote, .spark, .chart, .coinDetail, .taiwanExDividends: return 8 * mebibyte
        case .coinMarkets: return 32 * mebibyte
        case .taiwanDirectory, .taiwanDailyQuotes, .taiwanDailyFigures, nil: return 64 * mebibyte
        }
    }

    /// Largest response head (status line and header fields) accepted, in bytes.
    public static let maxHeaderBytes = 256 * kibibyte

    private static let kibibyte = 1024
    private static let mebibyte = 1024 * 1024
}
