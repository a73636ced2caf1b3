import Foundation
import MarketData
import Testing

@testable import MarketReport

/// Targets are checked without ever repeating their text, the format follows the host, and
/// each format keeps what a name could inject out of its reach.
@Suite struct NotificationTests {
    @Test(arguments: [
        ("https://ntfy.sh/my-topic", NotificationFormat.ntfy),
        ("https://push.ntfy.sh/t", .ntfy),
        ("https://hooks.slack.com/services/T0/B0/xyz", .slack),
        ("https://discord.com/api/webhooks/1/abc", .discord),
        ("https://discordapp.com/api/webhooks/1/abc", .discord),
        ("https://discord.com/channels/1", .json),
        ("https://example.com/hook", .json),
        ("https://notntfy.sh/t", .json),
    ])
    func theFormatIsRecognisedFromTheHost(url: String, format: NotificationFormat) throws {
        #expect(NotificationFormat.recognised(for: try #require(URL(string: url))) == format)
    }

    @Test(arguments: [
        ("-", nil),
        ("https://hooks.slack.com/services/SECRET", nil),
        ("http://127.0.0.1:8080/SECRET", nil),
        ("http://localhost/SECRET", nil),
        ("http://[::1]:9/SECRET", nil),
        ("http://example.com/SECRET", "notify target 3 (host example.com) is plain http"),
        ("ftp://example.com/SECRET", "notify target 3 (host example.com) is not an http(s) URL"),
        ("SECRET", "notify target 3 is not - nor a URL"),
    ])
    func targetsAreCheckedWithoutRepeatingTheirText(text: String, refusal: String?) {
        do {
            let target = try NotificationTarget(text, position: 3)
            #expect(refusal == nil, "\(target)")
            #expect(!target.shownName.contains("SECRET"))
        } catch {
            #expect(refusal.map { "\(error)".hasPrefix($0) } == true, "\(error)")
            #expect(!"\(error)".contains("SECRET"))
        }
    }

    func digest(name: String) throws -> Digest {
        var model = try ReportModelBuilderTests().build()
        model.alerts = [
            Alert(
                key: .init(rule: .move, kind: .stock, id: "X"), symbol: "X", name: name,
                currency: CurrencyFormat(code: "USD"), threshold: 5, value: 6, isNew: true)
        ]
        return Digest(model: model, labels: .english, eventDays: Digest.notificationEventDays)
    }

    @Test func slackSeesNoMarkupAndDiscordPingsNoOne() throws {
        let digest = try digest(name: "<!channel> & @everyone")
        let slack = String(decoding: NotificationMessage(digest, format: .slack).body, as: UTF8.self)
        #expect(slack.contains("&lt;!channel&gt; &amp; @everyone"), "\(slack)")
        #expect(!slack.contains("<!channel>"))
        let discord = String(decoding: NotificationMessage(digest, format: .discord).body, as: UTF8.self)
        #expect(discord.contains(#""allowed_mentions":{"parse":[]}"#), "\(discord)")
    }

    @Test func aTitleCannotBreakIntoTheHeaders() {
        #expect(NotificationMessage.headerText("Report\r\nX-Evil: 1") == "Report  X-Evil: 1")
        #expect(NotificationMessage.headerText("Report – 1") == "=?UTF-8?B?UmVwb3J0IOKAkyAx?=")
    }

    @Test func aLibrarysMessageQuotingTheAddressIsScrubbed() throws {
        let url = try #require(URL(string: "https://hooks.example.com/services/T0/SECRET?key=SECRET2"))
        let reason = Notifier.reason(.unreachable(url: url, detail: "bad path /services/T0/SECRET"), url: url)
        #expect(reason == "cannot reach it (bad path …)")
        #expect(Notifier.scrubbed("at \(url.absoluteString) now", of: url) == "at hooks.example.com now")
    }
}
