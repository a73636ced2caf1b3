import Foundation

/// Why one symbol's data is missing.
public enum FetchFailure: Sendable, Hashable, CustomStringConvertible {
    /// The provider does not know the symbol.
    case notFound
    /// The provider knows the symbol but it no longer trades (Yahoo `quoteType: "NONE"`).
    case delisted
    /// The provider asked us to slow down; it may say for how many seconds.
    case rateLimited(retryAfter: TimeInterval?)
    /// No answer in time.
    case timeout
    /// The provider refused the session (Yahoo cookie or crumb).
    case unauthorized
    /// An HTTP status that says nothing more specific.
    case http(status: Int)
    /// The answer could not be read (HTML instead of JSON, cut-off JSON, bad item).
    case badResponse(detail: String)
    /// The provider could not be reached.
    case unreachable(detail: String)
    /// The answer was longer than the limit for its kind (after decompression).
    case tooLarge
    /// `--offline` and nothing cached.
    case notCached
    /// `--replay` and nothing recorded.
    case notRecorded
    /// The provider has no data of this kind for the symbol.
    case noData(detail: String)
    /// The provider knows the symbol but has no price bars for the period (a chart without bars).
    case noPriceHistory

    /// Short text for a CSV `status` column: `not found`, `rate limited`, `timeout`, ...
    public var reason: String {
        switch self {
        case .notFound: return "not found"
        case .delisted: return "delisted"
        case .rateLimited: return "rate limited"
        case .timeout: return "timeout"
        case .unauthorized: return "unauthorized"
        case .http(let status): return "http \(status)"
        case .badResponse: return "bad response"
        case .unreachable: return "unreachable"
        case .tooLarge: return "response too large"
        case .notCached: return "not cached"
        case .notRecorded: return "not recorded"
        case .noData: return "no data"
        case .noPriceHistory: return "no price history"
        }
    }

    /// The reason with its detail, for diagnostics.
    public var description: String {
        switch self {
        case .rateLimited(let retryAfter?):
            return "rate limited (retry after \(Int(retryAfter.rounded(.up))) s)"
        case .badResponse(let detail), .unreachable(let detail), .noData(let detail):
            return "\(reason): \(detail)"
        default: return reason
        }
    }

    /// The failure an error from the transport or a client stands for.
    public init(_ error: any Error) {
        switch error {
        case let error as FetchFailureConvertible: self = error.fetchFailure
        case let error as TransportError: self = Self(transport: error)
        case is CancellationError: self = .unreachable(detail: "cancelled")
        default: self = .unreachable(detail: String(describing: error))
        }
    }

    private init(transport error: TransportError) {
        switch error {
        case .timeout, .deadlinePassed: self = .timeout
        case .unreachable(_, let detail): self = .unreachable(detail: detail)
        case .connectionLost: self = .unreachable(detail: "connection broke off")
        case .badAnswer(_, let detail): self = .badResponse(detail: detail)
        case .tooLarge: self = .tooLarge
        case .redirectRefused(_, let location, let reason):
            self = .badResponse(detail: "redirect to \(location) not followed (\(reason))")
        case .tooManyRedirects(_, let limit): self = .badResponse(detail: "more than \(limit) redirects")
        case .notCached: self = .notCached
        case .notRecorded: self = .notRecorded
        case .badRecording(let file, let detail): self = .badResponse(detail: "\(file): \(detail)")
        }
    }
}

/// An error that knows which ``FetchFailure`` it stands for.
public protocol FetchFailureConvertible: Error {
    /// The per-symbol failure this error means.
    var fetchFailure: FetchFailure { get }
}
