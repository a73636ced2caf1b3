import Foundation
import TestHTTPServer
import Testing

/// `market-report report` as a separate process against the local test server: all good,
/// partial failure, everything down, a broken template, and the archive.
@Suite(.serialized) final class BinaryReportTests: ServedFolder {
    let reportFiles = [
        "coins.csv", "events.ics", "history.csv", "index.html", "portfolio.svg", "report.json", "report.md",
        "stocks.csv", "taiwan.csv",
    ]

    init() throws {
        try super.init(
            "report-e2e",
            watchlist: #"{"stocks": ["AAPL", {"symbol": "VOD.L", "quantity": 100, "cost": 70}, "7203.T"],"#
                + #" "coins": ["bitcoin", "pepe"], "taiwan": ["2330", "6488"]}"#)
    }

    func report(
        _ extra: [String] = [], date: String = "2026-12-01", output: String = "out",
        environment: [String: String]? = nil
    ) throws -> RunResult {
        var env = environment ?? self.environment()
        env["MARKET_REPORT_CACHE_DIR"] = folder.url.appendingPathComponent("cache").path
        return try BinaryRunner.run(
            ["report", "--date", date, "--output", output, "--quiet"] + extra, in: folder.url,
            environment: env)
    }

    func outputs() throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in reportFiles {
            files[name] = FileManager.default.contents(
                atPath: folder.url.appendingPathComponent("out/\(name)").path)
        }
        return files
    }

    @Test func allGoodWritesEveryFileAndExitsZero() throws {
        let result = try report()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let names = try FileManager.default.contentsOfDirectory(
            atPath: folder.url.appendingPathComponent("out").path)
        #expect(names.sorted() == reportFiles)
        let markdown = try folder.read("out/report.md")
        #expect(markdown.contains("Apple Inc."))
        #expect(markdown.contains("台積電"))
        #expect(markdown.contains("| Gaps | 0 |"))
        let stocks = try folder.read("out/stocks.csv")
        #expect(stocks.components(separatedBy: "\r\n").filter { !$0.isEmpty }.count == 4)
        let rows = stocks.components(separatedBy: "\r\n").filter { !$0.isEmpty }.map {
            $0.split(separator: ",", omittingEmptySubsequences: false)
        }
        let status = try #require(rows.first?.firstIndex(of: "status"))
        #expect(rows.dropFirst().allSatisfy { $0[status] == "ok" })
        #expect(try folder.read("out/index.html").contains("Content-Security-Policy"))
    }

    @Test func partialFailureMarksGapsAndStrictExits75() throws {
        try folder.write(
            #"{"stocks": ["AAPL", "NOPE"], "coins": ["bitcoin"], "taiwan": ["2330"]}"#, to: "watchlist.json")
        var environment = server.environment
        environment["MARKET_REPORT_COINGECKO_URL"] = try TestHTTPServer.closedPortURL().absoluteString
        let result = try report(environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("warning: no data for NOPE (stock): not found"))
        #expect(result.stderr.contains("warning: no data for bitcoin (coin): unreachable"))
        let stocks = try folder.read("out/stocks.csv")
        #expect(stocks.contains("\r\nNOPE,,,"))
        #expect(stocks.contains(",not found,"))
        #expect(try folder.read("out/coins.csv").contains("bitcoin,bitcoin,bitcoin,,"))
        let markdown = try folder.read("out/report.md")
        #expect(markdown.contains("| Gaps | 2 |"))

        let strict = try report(["--strict"], environment: environment)
        #expect(strict.status == 75)
        #expect(
            FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("out/report.md").path))
    }

    @Test func everythingDownWritesNothingAndExitsOne() throws {
        #expect(try report().status == 0)
        let before = try outputs()
        let closed = try TestHTTPServer.closedPortURL().absoluteString
        var environment = server.environment
        for key in environment.keys { environment[key] = closed }
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("cache"))
        let result = try report(environment: environment)
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: no data could be fetched"))
        #expect(try outputs() == before)
        let names = try FileManager.default.contentsOfDirectory(
            atPath: folder.url.appendingPathComponent("out").path)
        #expect(names.sorted() == reportFiles)
    }

    @Test func brokenTemplateFailsBeforeAnyRequest() throws {
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("templates"), withIntermediateDirectories: true)
        try folder.write("# Report\n\n{{#sections}}\n{{title}}\n", to: "templates/report.md.mustache")
        let result = try report(["--templates", "templates"])
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("error: report.md.mustache:3:1: unclosed section \"sections\""))
        #expect(server.totalRequestCount == 0)
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("out").path))
    }

    @Test func customTemplateReplacesTheBuiltInOne() throws {
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("templates"), withIntermediateDirectories: true)
        try folder.write(
            "{{#sections}}{{title}}:{{#assets}} {{symbol}}{{/assets}}\n{{/sections}}",
            to: "templates/report.md.mustache")
        let result = try report(["--templates", "templates", "--formats", "md"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            try folder.read("out/report.md")
                == "Stocks: AAPL VOD.L 7203.T\nCoins: BTC PEPE\nTaiwan stocks: 2330 6488\n")
    }

    @Test func sortOrdersTheTablesAndABadOrderExits64WithTheNearMatch() throws {
        let result = try report(["--sort", "name", "--formats", "md,csv"])
        #expect(result.status == 0, "\(result.stderr)")
        let markdown = try folder.read("out/report.md")
        // By name: Apple, Toyota, Vodafone; the CSV keeps the watchlist's AAPL, VOD.L, 7203.T.
        let rows = ["| AAPL | Apple", "| 7203.T | Toyota", "| VOD.L | Vodafone"].map {
            markdown.range(of: $0)
        }
        #expect(rows.allSatisfy { $0 != nil })
        #expect(rows.compactMap { $0?.lowerBound } == rows.compactMap { $0?.lowerBound }.sorted())
        let csvRows = try folder.read("out/stocks.csv").components(separatedBy: "\r\n").dropFirst().prefix(3)
        #expect(csvRows.map { $0.prefix(while: { $0 != "," }) } == ["AAPL", "VOD.L", "7203.T"])

        let bad = try report(["--sort", "chnage"])
        #expect(bad.status == 64)
        #expect(
            bad.stderr
                == "error: bad value 'chnage' for --sort (expected one of watchlist, change, name, value), "
                + "in 'market-report report', Did you mean 'change'?\n")
    }

    @Test func reportJSONIsAFormatWrittenByDefaultAndHoldsTheFiguresAsData() throws {
        let only = try report(["--formats", "md"], output: "md-only")
        #expect(only.status == 0, "\(only.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(
                atPath: folder.url.appendingPathComponent("md-only").path)
                == ["report.md"])
        let result = try report()
        #expect(result.status == 0, "\(result.stderr)")
        let names = try FileManager.default.contentsOfDirectory(
            atPath: folder.url.appendingPathComponent("out").path)
        #expect(names.sorted() == reportFiles)
        let json = try folder.read("out/report.json")
        #expect(json.hasPrefix("{\n  \"format\": \"market-report\",\n  \"version\": 1,\n"))
        #expect(json.contains("\"reportDate\": \"2026-12-01\""))
        #expect(json.contains("\"quantity\": 100"))
    }

    @Test func sinceThePreviousReportComparesWithTheFoldersReportJSON() throws {
        let first = try report(date: "2026-11-30")
        #expect(first.status == 0, "\(first.stderr)")
        // No previous report: no section, and null in report.json.
        #expect(!(try folder.read("out/report.md")).contains("Since the previous report"))
        #expect(try folder.read("out/report.json").contains("\"sincePrevious\": null,"))
        try folder.write(
            #"{"stocks": ["AAPL", {"symbol": "VOD.L", "quantity": 100, "cost": 70}, "NOPE"],"#
                + #" "coins": ["bitcoin", "pepe"], "taiwan": ["2330", "6488"]}"#,
            to: "watchlist.json")
        let second = try report()
        #expect(second.status == 0, "\(second.stderr)")
        let markdown = try folder.read("out/report.md")
        let section = try #require(
            markdown.range(of: "## Since the previous report\n\nCompared with the report of 2026-11-30."))
        #expect(section.lowerBound > markdown.range(of: "## Summary")!.lowerBound, "below the summary")
        #expect(markdown.hasPrefix("# Market Report – 2026-12-01\n\n## Today\n\n- Data as of "))
        #expect(markdown.contains("| Apple Inc. (AAPL) | Stocks | "))
        #expect(markdown.contains("- Added to the watchlist:\n  - NOPE (NOPE, Stocks)\n"))
        #expect(
            markdown.contains(
                "- Removed from the watchlist:\n  - Toyota Motor Corporation (7203.T, Stocks)\n"))
        #expect(markdown.contains("- New gaps: none\n"))
        let html = try folder.read("out/index.html")
        #expect(
            html.contains(
                "<h2 id=\"since-title\">Since the previous report <span class=\"date\">2026-11-30</span></h2>"
            ))
        #expect(try folder.read("out/report.json").contains("\"previousDate\": \"2026-11-30\""))
        // Run again the same day: the same comparison (a live run differs only in its data time).
        func since(_ text: String) -> Substring? {
            guard let start = text.range(of: "## Since"), let end = text.range(of: "## Top gainers") else {
                return nil
            }
            return text[start.lowerBound..<end.lowerBound]
        }
        let again = try report()
        #expect(again.status == 0, "\(again.stderr)")
        #expect(since(try folder.read("out/report.md")) == since(markdown))
    }

    @Test func withoutJSONTheBaselineIsKeptInTheCacheFolderForEachOutputFolder() throws {
        let first = try report(["--formats", "html,md"], date: "2026-11-30")
        #expect(first.status == 0, "\(first.stderr)")
        #expect(!folder.exists("out/report.json"))
        let baselines = try FileManager.default.contentsOfDirectory(
            atPath: folder.url.appendingPathComponent("cache/baselines").path)
        #expect(baselines.count == 1 && baselines.allSatisfy { $0.hasSuffix(".json") }, "\(baselines)")
        let second = try report(["--formats", "html,md"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(!folder.exists("out/report.json"))
        #expect(try folder.read("out/report.md").contains("Compared with the report of 2026-11-30."))
        #expect(
            try folder.read("out/index.html").contains(
                "Since the previous report <span class=\"date\">2026-11-30</span>"))
        // Another output folder has a baseline of its own; --no-cache keeps none.
        let other = try report(["--formats", "html,md"], output: "other")
        #expect(other.status == 0, "\(other.stderr)")
        #expect(!(try folder.read("other/report.md")).contains("Since the previous report"))
        #expect(
            try FileManager.default.contentsOfDirectory(
                atPath: folder.url.appendingPathComponent("cache/baselines").path
            ).count == 2)
        for date in ["2026-11-30", "2026-12-01"] {
            let uncached = try report(["--formats", "md", "--no-cache"], date: date, output: "uncached")
            #expect(uncached.status == 0, "\(uncached.stderr)")
        }
        #expect(!(try folder.read("uncached/report.md")).contains("Since the previous report"))
    }

    @Test(arguments: [
        "{\"format\": \"market-report\", \"version\": 1, \"repo", "{\"hello\": \"world\"}", "\u{FF}\u{FE}",
    ])
    func aCorruptOrForeignReportJSONIsAWarningAndNoSection(text: String) throws {
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("out"), withIntermediateDirectories: true)
        try folder.write(text, to: "out/report.json")
        let result = try report()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("warning: "))
        #expect(result.stderr.contains("out/report.json "))
        #expect(result.stderr.hasSuffix("; leaving out \"Since the previous report\"\n"))
        #expect(!(try folder.read("out/report.md")).contains("Since the previous report"))
        #expect(try folder.read("out/report.json").hasPrefix("{\n  \"format\": \"market-report\""))
    }

    @Test func archiveKeepsADatedCopy() throws {
        let result = try report(["--archive"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try folder.read("out/archive/2026-12-01/report.md") == folder.read("out/report.md"))
        #expect(try folder.read("out/archive/index.md").contains("| 2026-12-01 |"))
    }

    @Test func recordedRunReplaysToTheSameReportWithTheServerGone() throws {
        let live = try report(["--record", "recorded", "--no-cache"])
        #expect(live.status == 0, "\(live.stderr)")
        let recorded = try FileManager.default.subpathsOfDirectory(
            atPath: folder.url.appendingPathComponent("recorded").path)
        #expect(recorded.contains { $0.hasSuffix(".http") })
        let before = try outputs()
        server.stop()
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("out"))
        let replayed = try report(["--replay", "recorded"])
        #expect(replayed.status == 0, "\(replayed.stderr)")
        // Everything but the data time: a live run shows when it fetched, a replay its data's time.
        func withoutDataTime(_ data: Data?) -> [Substring] {
            String(decoding: data ?? Data(), as: UTF8.self).split(separator: "\n").filter {
                !$0.hasPrefix("- Data as of")
            }
        }
        let after = try outputs()
        #expect(withoutDataTime(after["report.md"]) == withoutDataTime(before["report.md"]))
        for name in ["stocks.csv", "coins.csv", "taiwan.csv"] {
            #expect(after[name] == before[name], "\(name)")
        }
    }

    /// The repository's `Output/`, the report of the bundled sample.
    static let committedOutput = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Output")

    @Test func theSampleReproducesOutputOnAnyMachineWhateverTheProviderSettings() throws {
        let closed = try TestHTTPServer.closedPortURL().absoluteString
        var environment = ["TZ": "Pacific/Kiritimati", "MARKET_REPORT_CACHE_DIR": folder.url.path + "/cache"]
        for name in ["MARKET_REPORT_YAHOO_URL", "MARKET_REPORT_COINGECKO_URL", "MARKET_REPORT_TWSE_URL"] {
            environment[name] = closed
        }
        for output in ["a", "b"] {
            let result = try BinaryRunner.run(
                ["report", "--sample", "--output", output, "--quiet"],
                in: folder.url,
                environment: environment)
            #expect(result.status == 0, "\(result.stderr)")
            for name in reportFiles {
                let made = FileManager.default.contents(
                    atPath: folder.url.appendingPathComponent("\(output)/\(name)").path)
                let committed = FileManager.default.contents(
                    atPath: Self.committedOutput.appendingPathComponent(name).path)
                #expect(made != nil && made == committed, "\(output)/\(name)")
            }
        }
        #expect(!folder.exists("cache"))
    }

    @Test func theSampleRefusesAWatchlist() throws {
        let result = try BinaryRunner.run(
            ["report", "--sample", "--watchlist", "watchlist.json"], in: folder.url)
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "error: --sample and --watchlist cannot be used together (the sample brings its own watchlist), "
                + "in 'market-report report', choose one\n")
        #expect(!folder.exists("Output"))
    }

    @Test(arguments: [
        ["--config", "bad.json"], ["--cache-dir", "cache"], ["--no-cache"], ["--deadline", "5"],
    ])
    func theSampleRefusesTheOptionsItWouldLeaveUnused(option: [String]) throws {
        try folder.write("{\n  \"yahoo\": 1\n}\n", to: "bad.json")
        let result = try BinaryRunner.run(["report", "--sample", "--quiet"] + option, in: folder.url)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(
            result.stderr
                == "error: --sample and \(option[0]) cannot be used together (the sample replays recorded "
                + "answers offline), in 'market-report report', choose one\n")
        #expect(!folder.exists("Output"))
    }

    @Test func aBadConfigWithoutTheSampleExits65WithItsPlace() throws {
        try folder.write("{\n  \"yahoo\": 1\n}\n", to: "bad.json")
        let result = try report(["--config", "bad.json"])
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("error: bad.json:2:12: "), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func aMisspeltListExits65NamingTheNearMatch() throws {
        try folder.write(#"{"stonks": ["AAPL"], "coins": ["bitcoin"]}"#, to: "watchlist.json")
        let result = try report()
        #expect(result.status == 65)
        #expect(
            result.stderr
                == "error: watchlist.json:1:12: unknown key \"stonks\" (did you mean \"stocks\"?), "
                + "fix the file and run again\n")
        #expect(server.totalRequestCount == 0)
        #expect(!folder.exists("out"))
    }

    @Test func identifiersMatchTheProvidersAnswersInAnyCase() throws {
        try folder.write(
            #"{"stocks": ["aapl"], "coins": ["Bitcoin"], "taiwan": ["2330"]}"#, to: "watchlist.json")
        let result = try report(["--formats", "csv"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(try folder.read("out/stocks.csv").contains("\r\nAAPL,Apple Inc.,USD,"))
        let coins = try folder.read("out/coins.csv")
        #expect(coins.contains("\r\nbitcoin,BTC,Bitcoin,"))
        #expect(coins.contains(",ok,"))
    }

    @Test func theSummaryLineCountsInTheRightNumber() throws {
        try folder.write(#"{"stocks": ["AAPL", "NOPE"]}"#, to: "watchlist.json")
        let result = try BinaryRunner.run(
            ["report", "--date", "2026-12-01", "--output", "out", "--formats", "md"], in: folder.url,
            environment: environment())
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Wrote 1 file to out; 1 gap\n")
    }
}
