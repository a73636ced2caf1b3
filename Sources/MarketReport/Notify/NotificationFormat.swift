import Foundation

/// How a webhook is told the digest (`--notify-format`), or recognised from its host.
public enum NotificationFormat: String, Sendable, CaseIterable {
    /// ntfy: the text as a `text/plain` body, the title in a `Title` header.
    case ntfy
    /// A Slack incoming webhook: `{"text": ...}`.
    case slack
    /// A Discord webhook: `{"content": ...}`, mentioning no one.
    case discord
    /// The digest as data: its title and text, and the new alerts and coming events as
    /// `report.json` has them.
    case json

    /// The format a webhook's host speaks: ntfy.sh, Slack's `hooks.slack.com`, Discord's
    /// `/api/webhooks/` on discord.com or discordapp.com; JSON for any other.
    public static func recognised(for url: URL) -> NotificationFormat {
        let host = url.host?.lowercased() ?? ""
        if host == "ntfy.sh" || host.hasSuffix(".ntfy.sh") { return .ntfy }
        if host == "hooks.slack.com" { return .slack }
        let discordHosts = ["discord.com", "discordapp.com", "ptb.discord.com", "canary.discord.com"]
        if discordHosts.contains(host), url.path.hasPrefix("/api/webhooks/") { return .discord }
        return .json
    }
}
