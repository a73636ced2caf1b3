import Foundation
import TestHTTPServer
import Testing

/// `--notify` through the built binary against the local server, which records the posts:
/// each format's body and headers, the webhook's address never printed nor written, a redirect
/// to another host refused, a stalled webhook leaving the files whole (exit 75 under `--strict`),
/// and nothing sent when nothing is new.
@Suite(.serialized) final class BinaryNotifyTests: ServedFolder {
    static let secret = "Tk-5ecret-7f3a9"

    init() throws {
        try super.init(
            "notify-e2e", watchlist: #"{"stocks": [{"symbol": "AAPL", "alerts": {"above": 0.01}}]}"#)
        server.setRoute(hookPath) { _ in .text("ok\n") }
    }

    var hookPath: String { "/hook/\(Self.secret)" }
    var hook: String { server.baseURL.absoluteString + hookPath }

    func run(_ extra: [String], environment more: [String: String] = [:]) throws -> RunResult {
        try #require(BinaryRunner.binary != nil, "build the market-report binary first (swift build)")
        var environment = self.environment().merging(more) { $1 }
        environment["NO_COLOR"] = "1"
        return try BinaryRunner.run(
            ["report", "--date", "2026-12-01", "--output", "out", "--no-cache"] + extra, in: folder.url,
            environment: environment)
    }

    /// The posts the hook received.
    var posts: [ServerRequest] { server.requests.filter { $0.path == hookPath } }

    /// The secret appears in no line the run printed and in no file it wrote.
    func expectSecretKept(_ result: RunResult) throws {
        #expect(!result.stdout.contains(Self.secret), "\(result.stdout)")
        #expect(!result.stderr.contains(Self.secret), "\(result.stderr)")
        for name in try FileManager.default.contentsOfDirectory(
            atPath: folder.url.appendingPathComponent("out").path)
        {
            #expect(!(try folder.read("out/\(name)")).contains(Self.secret), "\(name)")
        }
    }

    func json(_ body: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
    }

    @Test func ntfyGetsTheTextAndATitleHeader() throws {
        let result = try run(["--notify", hook, "--notify-format", "ntfy"])
        #expect(result.status == 0, "\(result.stderr)")
        let post = try #require(posts.first)
        #expect(posts.count == 1 && post.method == "POST")
        #expect(post.headers["content-type"] == "text/plain; charset=utf-8")
        let title = try #require(post.headers["title"])
        let encoded = try #require(title.wholeMatch(of: /=\?UTF-8\?B\?(.*)\?=/)?.output.1)
        #expect(
            String(decoding: Data(base64Encoded: String(encoded)) ?? Data(), as: UTF8.self)
                == "Market Report – 2026-12-01")
        let text = String(decoding: post.body, as: UTF8.self)
        #expect(text.hasPrefix("- Data as of "), "\(text)")
        #expect(text.contains("\n- New alert: Apple Inc. (AAPL, Stocks) at $"), "\(text)")
        #expect(text.contains("\n- No events in the next 2 days\n"), "\(text)")
        try expectSecretKept(result)
    }

    @Test func slackAndDiscordGetTheirJSON() throws {
        let slack = try run(["--notify", hook, "--notify-format", "slack"])
        #expect(slack.status == 0, "\(slack.stderr)")
        let discord = try run(["--notify", hook, "--notify-format", "discord"])
        #expect(discord.status == 0, "\(discord.stderr)")
        #expect(posts.count == 2)
        #expect(posts.allSatisfy { $0.headers["content-type"] == "application/json" })
        let text = try #require(try json(posts[0].body)["text"] as? String)
        #expect(text.hasPrefix("*Market Report – 2026-12-01*\n- Data as of "), "\(text)")
        #expect(text.contains("- New alert: Apple Inc. (AAPL, Stocks)"))
        let message = try json(posts[1].body)
        let content = try #require(message["content"] as? String)
        #expect(content.hasPrefix("**Market Report – 2026-12-01**\n- Data as of "), "\(content)")
        let mentions = try #require(message["allowed_mentions"] as? [String: Any])
        #expect((mentions["parse"] as? [Any])?.isEmpty == true, "no one is pinged")
        try expectSecretKept(slack)
        try expectSecretKept(discord)
    }

    /// A host that is none of ntfy.sh, Slack's or Discord's gets JSON: the new alerts as
    /// report.json has them.
    @Test func anyOtherHostGetsTheAlertsAsData() throws {
        let result = try run(["--notify", hook, "--verbose"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("Notification sent to 1 target."), "\(result.stderr)")
        let message = try json(try #require(posts.first).body)
        #expect(message["format"] as? String == "market-report-digest")
        let alerts = try #require(message["alerts"] as? [[String: Any]])
        #expect(alerts.count == 1)
        #expect(alerts.first?["rule"] as? String == "above" && alerts.first?["id"] as? String == "AAPL")
        #expect(alerts.first?["new"] as? Bool == true && alerts.first?["threshold"] as? Double == 0.01)
        #expect((message["events"] as? [Any])?.isEmpty == true)
        try expectSecretKept(result)
    }

    @Test func theEnvironmentAndTheConfigNameTargetsToo() throws {
        let fromEnvironment = try run(
            ["--notify-format", "ntfy"], environment: ["MARKET_REPORT_NOTIFY": "- \(hook)"])
        #expect(fromEnvironment.status == 0, "\(fromEnvironment.stderr)")
        #expect(fromEnvironment.stdout.hasPrefix("Wrote "), "\(fromEnvironment.stdout)")
        #expect(fromEnvironment.stdout.contains("\nMarket Report – 2026-12-01\n- Data as of "))
        try folder.write(#"{"notify": ["\#(hook)"]}"#, to: "config.json")
        let fromConfig = try run(["--config", "config.json"])
        #expect(fromConfig.status == 0, "\(fromConfig.stderr)")
        #expect(posts.count == 2)
        try folder.write(#"{"notify": ["\#(hook)", 7]}"#, to: "bad.json")
        let bad = try run(["--config", "bad.json"])
        #expect(bad.status == 65)
        #expect(bad.stderr.hasPrefix("error: bad.json:1:"), "\(bad.stderr)")
        #expect(
            bad.stderr.contains(#""notify" must be a list of texts, found a number in it"#), "\(bad.stderr)")
        try expectSecretKept(bad)
        let plain = try run(["--notify", "http://example.com/\(Self.secret)"])
        #expect(plain.status == 64)
        #expect(plain.stderr.contains("notify target 1 (host example.com) is plain http"), "\(plain.stderr)")
        #expect(!plain.stderr.contains(Self.secret))
    }

    @Test func aRedirectToAnotherHostIsRefused() throws {
        server.setRoute("/elsewhere") { _ in .text("ok\n") }
        let other = "http://localhost:\(server.port)/elsewhere"
        server.inject(.redirect(location: other, status: 307), pathSuffix: hookPath)
        let result = try run(["--notify", hook, "--strict"])
        #expect(result.status == 75, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "warning: notification to 127.0.0.1 failed: a redirect that is not followed (to another host)"
            ),
            "\(result.stderr)")
        #expect(server.requestCount(path: "/elsewhere") == 0)
        #expect(folder.exists("out/report.md"))
        try expectSecretKept(result)
    }

    /// The webhook never answers: the run's 2 s deadline ends the post; the files are written.
    @Test(.timeLimit(.minutes(1))) func aStalledWebhookLeavesTheFilesAndExits75UnderStrict() throws {
        server.inject(.stall, pathSuffix: hookPath)
        let result = try run(["--notify", hook, "--strict", "--deadline", "2"])
        #expect(result.status == 75, "\(result.stderr)")
        #expect(
            result.stderr.contains("warning: notification to 127.0.0.1 failed: no answer within 2 s"),
            "\(result.stderr)")
        #expect(try folder.read("out/report.md").contains("- New alert: Apple Inc. (AAPL, Stocks)"))
        #expect(folder.exists("out/report.json"))
        try expectSecretKept(result)
        let lenient = try run(["--notify", hook])
        #expect(lenient.status == 0, "without --strict a failed notification is a warning: \(lenient.stderr)")
    }

    @Test func nothingIsSentWhenNothingIsNew() throws {
        try folder.write(#"{"stocks": ["AAPL"]}"#, to: "watchlist.json")
        let result = try run(["--notify", hook, "--notify", "-", "--verbose"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(posts.isEmpty)
        #expect(!result.stdout.contains("Market Report"), "\(result.stdout)")
        #expect(
            result.stderr.contains("No notification sent: no new alert and no event in the next 2 days."),
            "\(result.stderr)")
    }
}
