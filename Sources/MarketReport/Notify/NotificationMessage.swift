import Foundation
import JSON
import MarketData

/// The request body and headers that tell a webhook the digest, in its format.
public struct NotificationMessage: Sendable, Equatable {
    /// The longest `content` Discord takes.
    static let discordLimit = 2000

    /// `Content-Type` and, for ntfy, `Title`.
    public var headers: HTTPHeaders
    /// The bytes posted.
    public var body: Data

    /// The message of `digest` in `format`.
    public init(_ digest: Digest, format: NotificationFormat) {
        let lines = digest.lines.map { "- \($0)" }
        switch format {
        case .ntfy:
            headers = ["Content-Type": "text/plain; charset=utf-8", "Title": Self.headerText(digest.title)]
            body = Data((lines.joined(separator: "\n") + "\n").utf8)
        case .slack:
            let text = ([Self.slackEscaped("*\(digest.title)*")] + lines.map(Self.slackEscaped))
                .joined(separator: "\n")
            headers = Self.jsonHeaders
            body = Self.json(["text": .string(text)])
        case .discord:
            var text = (["**\(digest.title)**"] + lines).joined(separator: "\n")
            if text.count > Self.discordLimit { text = String(text.prefix(Self.discordLimit - 1)) + "…" }
            // Names in the text could read as @everyone or a role: no one is pinged.
            headers = Self.jsonHeaders
            body = Self.json(["content": .string(text), "allowed_mentions": .object(["parse": .array([])])])
        case .json:
            headers = Self.jsonHeaders
            body = Self.json([
                "format": .string("market-report-digest"), "title": .string(digest.title),
                "text": .string(digest.text),
                "alerts": .array(digest.newAlerts.map(ReportDocument.alert)),
                "events": .array(digest.upcoming.map(Self.event)),
            ])
        }
    }

    private static let jsonHeaders: HTTPHeaders = ["Content-Type": "application/json"]

    private static func json(_ object: JSONObject) -> Data {
        Data(JSONWriter.compact(.object(object)).utf8)
    }

    /// Slack's three control characters written as its entities.
    static func slackEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    /// `text` fit for a header field: printable ASCII as it is, else RFC 2047's base64 of its
    /// UTF-8 (which ntfy reads); line breaks can never reach the header block.
    static func headerText(_ text: String) -> String {
        let flat = text.replacingOccurrences(of: "\r", with: " ").replacingOccurrences(of: "\n", with: " ")
        if flat.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value < 0x7F }) { return flat }
        return "=?UTF-8?B?\(Data(flat.utf8).base64EncodedString())?="
    }

    /// An event: `event` (what happens), `kind`, `id`, `symbol`, `name`, `day`, `lastDay`,
    /// `estimated`, `cashPerShare`, `currency`, `expectedCash`.
    static func event(_ event: UpcomingEvent) -> JSONValue {
        .object([
            "event": .string(event.kind.rawValue), "kind": .string(event.assetKind.rawValue),
            "id": .string(event.id), "symbol": .string(event.symbol), "name": .string(event.name),
            "day": .string(event.day.description), "lastDay": .optional(event.lastDay?.description),
            "estimated": .bool(event.isEstimate), "cashPerShare": .optional(event.cashPerShare),
            "currency": .optional(event.currency?.code), "expectedCash": .optional(event.expectedCash),
        ])
    }
}
