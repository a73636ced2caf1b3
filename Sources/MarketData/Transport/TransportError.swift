import Foundation

/// A failure below HTTP: the exchange produced no response to work with.
public enum TransportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No answer within the timeout.
    case timeout(url: URL, seconds: TimeInterval)
    /// The host could not be reached (refused, unknown host, offline).
    case unreachable(url: URL, detail: String)
    /// The connection broke before a whole answer arrived.
    case connectionLost(url: URL)
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
}
