import Foundation

/// A failure below HTTP: the exchange produced no response to work with.
public enum TransportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No answer within the timeout.
    case timeout(url: URL, seconds: TimeInterval)
    /// The host could not be reached (refused, unknown host, offline).
    case unreachable(url: URL, detail: String)
    /// The connection broke before a whole answer arrived.
    case connectionLost(url: URL)
    /// The answer is not well-formed HTTP, or its body cannot be decoded.
    case badAnswer(url: URL, detail: String)
    /// The answer is longer than `limit` bytes (after decompression).
    case tooLarge(url: URL, limit: Int)
    /// A redirect that is not followed: to plain HTTP from HTTPS, or to another scheme.
    case redirectRefused(url: URL, location: String, reason: String)
    /// More redirects in a row than allowed.
    case tooManyRedirects(url: URL, limit: Int)
    /// The run's deadline passed before the answer came.
    case deadlinePassed(url: URL, seconds: TimeInterval)
    /// `--offline` and the cache holds no answer for this URL.
    case notCached(url: URL)
    /// `--replay` and the recording holds no answer for this request.
    case notRecorded(method: String, url: URL, directory: String)
    /// A recorded file could not be read.
    case badRecording(file: String, detail: String)

    /// One line naming the request and what to do.
    public var description: String {
        switch self {
        case .timeout(let url, let seconds):
            return "no answer from \(url.absoluteString) within \(Self.format(seconds)) s, try again later"
        case .unreachable(let url, let detail):
            return "cannot reach \(url.absoluteString) (\(detail)), check the network connection"
        case .connectionLost(let url):
            return "the connection to \(url.absoluteString) broke off, try again later"
        case .badAnswer(let url, let detail):
            return "\(url.absoluteString) sent a malformed answer (\(detail)), try again later"
        case .tooLarge(let url, let limit):
            return
                "response too large: \(url.absoluteString) sent more than \(Self.format(bytes: limit)), the limit for this kind of answer"
        case .redirectRefused(let url, let location, let reason):
            return "\(url.absoluteString) redirected to \(location), which is not followed (\(reason))"
        case .tooManyRedirects(let url, let limit):
            return "\(url.absoluteString) redirected more than \(limit) times, check the provider's URL"
        case .deadlinePassed(let url, let seconds):
            return
                "the run's deadline of \(Self.format(seconds)) s passed before \(url.absoluteString) answered, allow more with --deadline"
        case .notCached(let url):
            return "no cached answer for \(url.absoluteString), run once without --offline"
        case .notRecorded(let method, let url, let directory):
            return
                "no recorded answer for \(method) \(url.absoluteString) in \(directory), record it with --record"
        case .badRecording(let file, let detail):
            return "cannot read recording \(file): \(detail), fix or delete the file"
        }
    }

    private static func format(_ seconds: TimeInterval) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }

    /// `64 KiB`, `8 MiB`, or bytes below one KiB.
    private static func format(bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }
}
