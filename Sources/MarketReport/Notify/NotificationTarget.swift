import Foundation

/// Where a digest goes: standard output (`-`) or a webhook. A webhook's address is a secret
/// (it holds the token that lets anyone post): it is never printed, and what is said of it names
/// its host only.
public enum NotificationTarget: Sendable, Equatable {
    /// Printed on standard output (`-`), for cron to mail.
    case standardOutput
    /// Posted to this address: `https://`, or plain `http://` to this machine only.
    case webhook(URL)

    /// The target `text` stands for; `position` (from 1) names it in a refusal, which never
    /// repeats the text.
    public init(_ text: String, position: Int) throws(NotificationTargetError) {
        if text == "-" {
            self = .standardOutput
            return
        }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), let host = url.host,
            !host.isEmpty
        else {
            throw NotificationTargetError(position: position, host: nil, problem: "is not - nor a URL")
        }
        switch scheme {
        case "https": break
        case "http" where Self.isLoopback(host): break
        case "http":
            throw NotificationTargetError(
                position: position, host: host,
                problem: "is plain http, which is sent only to this machine (127.0.0.1, localhost)")
        default:
            throw NotificationTargetError(position: position, host: host, problem: "is not an http(s) URL")
        }
        self = .webhook(url)
    }

    /// What a message may say of the target: `standard output`, or the webhook's host.
    public var shownName: String {
        switch self {
        case .standardOutput: "standard output"
        case .webhook(let url): url.host ?? "the webhook"
        }
    }

    /// Whether `host` is this machine.
    static func isLoopback(_ host: String) -> Bool {
        let host = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        return host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }
}

/// A `--notify` target that cannot be used: which one (by position and host, never by its
/// text, which may hold a token) and why.
public struct NotificationTargetError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The target's position among those given, from 1.
    public var position: Int
    /// Its host, when it has one.
    public var host: String?
    /// What is wrong with it.
    public var problem: String

    /// `notify target 2 (host example.com) is plain http, ..., give - or an https:// URL`.
    public var description: String {
        let which = "notify target \(position)" + (host.map { " (host \($0))" } ?? "")
        return "\(which) \(problem), give - or an https:// URL"
    }
}
