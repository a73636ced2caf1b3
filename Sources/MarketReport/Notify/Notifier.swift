import Foundation
import MarketData

/// Sends a digest to its targets after the report's files are written: prints it for `-`,
/// posts it to each webhook through the project's own transport (libcurl with the limits of
/// every request: connect, silence and a deadline, an answer of at most
/// ``maxAnswerBytes``), never following a redirect to another host and never retrying a post.
///
/// A failure names the target's host only, never its address, which holds the webhook's token.
public struct Notifier: Sendable {
    /// The most bytes of a webhook's answer read (its text is not used).
    public static let maxAnswerBytes = 64 * 1024

    /// A target the digest did not reach, and why, in words that hold no address.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The target's host.
        public var host: String
        /// What went wrong.
        public var reason: String

        /// `notification to hooks.slack.com failed: answered HTTP 404`.
        public var description: String { "notification to \(host) failed: \(reason)" }
    }

    private let transport: any HTTPTransport
    private let format: NotificationFormat?

    /// A notifier posting through `transport`, in `format` or, when `nil`, in the format each
    /// webhook's host is recognised by (``NotificationFormat/recognised(for:)``).
    public init(transport: any HTTPTransport, format: NotificationFormat?) {
        self.transport = transport
        self.format = format
    }

    /// The transport of notifications within `limits`: a post may take the request deadline,
    /// and no more than the run's deadline; redirects stay on the webhook's own origin.
    public static func transport(limits: TransportLimits) -> any HTTPTransport {
        let seconds = min(limits.requestDeadline, limits.runDeadline)
        let bounded = limits.withRequestDeadline(seconds)
        return DeadlineTransport(
            RedirectingTransport(CurlTransport(limits: bounded), limits: bounded, sameOriginOnly: true),
            seconds: seconds)
    }

    /// Sends `digest` to each of `targets` in turn (`print` writes standard output) and returns
    /// the targets it did not reach.
    public func send(
        _ digest: Digest, to targets: [NotificationTarget], print: @Sendable (String) -> Void
    ) async -> [Failure] {
        var failures: [Failure] = []
        for target in targets {
            switch target {
            case .standardOutput:
                print(digest.text)
            case .webhook(let url):
                if let failure = await post(digest, to: url) { failures.append(failure) }
            }
        }
        return failures
    }

    /// Posts `digest` to `url`; the failure, if any.
    private func post(_ digest: Digest, to url: URL) async -> Failure? {
        let message = NotificationMessage(digest, format: format ?? .recognised(for: url))
        let request = HTTPRequest(
            method: "POST", url: url, headers: message.headers, maxBodyBytes: Self.maxAnswerBytes,
            body: message.body)
        let host = url.host ?? "the webhook"
        do {
            let response = try await transport.send(request)
            guard (200..<300).contains(response.status) else {
                return Failure(host: host, reason: "answered HTTP \(response.status)")
            }
            return nil
        } catch let error as TransportError {
            return Failure(host: host, reason: Self.reason(error, url: url))
        } catch {
            return Failure(host: host, reason: "not sent")
        }
    }

    /// What went wrong, without the address (``TransportError``'s own text names it).
    static func reason(_ error: TransportError, url: URL) -> String {
        let reason =
            switch error {
            case .timeout(_, let seconds), .deadlinePassed(_, let seconds):
                "no answer within \(Int(seconds.rounded(.up))) s"
            case .unreachable(_, let detail): "cannot reach it (\(detail))"
            case .connectionLost: "the connection broke off"
            case .badAnswer(_, let detail): "a malformed answer (\(detail))"
            case .tooLarge(_, let limit): "an answer longer than \(limit) bytes"
            case .redirectRefused(_, _, let why): "a redirect that is not followed (\(why))"
            case .tooManyRedirects(_, let limit): "more than \(limit) redirects"
            case .notCached, .notRecorded, .badRecording: "not sent"
            }
        return scrubbed(reason, of: url)
    }

    /// `text` with any part of `url` past its host (path, query, user) taken out, should a
    /// library's message have quoted it.
    static func scrubbed(_ text: String, of url: URL) -> String {
        var text = text.replacingOccurrences(of: url.absoluteString, with: url.host ?? "")
        for part in [url.path, url.query, url.user, url.password].compactMap({ $0 }) where part.count > 1 {
            text = text.replacingOccurrences(of: part, with: "…")
        }
        return text
    }
}
