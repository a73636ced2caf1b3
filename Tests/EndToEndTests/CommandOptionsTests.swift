import ArgumentParsing
import Foundation
import MarketData
import MarketReport
import Testing

@testable import market_report

/// The real commands' declarations: what each option reads as, and what `report` hands the pipeline.
@Suite struct CommandOptionsTests {
    private let context = CommandContext(
        environment: ["HOME": "/home/u"], currentDirectory: URL(fileURLWithPath: "/work"),
        output: TextOutput { _ in }, errors: TextOutput { _ in }, outputStyle: .plain, errorStyle: .plain,
        symbolValidator: UncheckedSymbolValidator())

    private func reportOptions(_ words: [String], environment: [String: String] = [:]) throws -> ReportOptions
    {
        var context = context
        context.environment.merge(environment) { $1 }
        return try ReportCommand.pipelineOptions(try parsedArguments(["report"] + words), context: context)
    }

    @Test func reportOptionsReachThePipelineTyped() throws {
        let options = try reportOptions([
            "--watchlist", "w.json", "--output=out", "--formats", "md,csv,md", "--templates", "t", "--date",
            "2024-05-06", "--record", "rec", "--cache-dir", "cache", "--archive", "--strict", "--quiet",
        ])
        #expect(options.watchlist.url.standardizedFileURL.path == "/work/w.json")
        #expect(options.output.standardizedFileURL.path == "/work/out")
        #expect(options.formats == [.md, .csv])
        #expect(options.templates?.path == "/work/t")
        #expect(options.date == CalendarDay(year: 2024, month: 5, day: 6))
        #expect(options.recordDirectory?.path == "/work/rec")
        #expect(options.cacheDirectory?.path == "/work/cache")
        #expect(options.source == .live)
        #expect(options.archive && options.strict)
    }

    @Test func reportDefaultsComeFromTheDeclarations() throws {
        let options = try reportOptions([])
        #expect(options.watchlist.url.standardizedFileURL.path == "/work/watchlist.json")
        #expect(options.watchlist.displayName == "watchlist.json")
        #expect(options.output.standardizedFileURL.path == "/work/Output")
        #expect(options.formats == Set(ReportFormat.allCases))
        #expect(options.date == CalendarDay(Date(), in: .current))
        #expect(!options.archive && !options.strict)
    }

    @Test func everyWatchlistOptionDefaultsToTheSameFile() throws {
        for words in [["report"], ["search", "x"], ["watchlist", "list"], ["watchlist", "add", "X"]] {
            #expect(try parsedArguments(words)[WatchlistCommand.watchlist] == "./watchlist.json", "\(words)")
        }
    }

    @Test func theSampleReplaysOnItsOwnDateAndTimeZoneWhateverTheProviderSettings() throws {
        let options = try reportOptions(
            ["--sample"], environment: ["MARKET_REPORT_YAHOO_URL": "http://127.0.0.1:9"])
        #expect(options.source == .sample)
        #expect(options.date == SampleData.date)
        #expect(options.date.description == "2026-12-01")
        #expect(options.timeZone.secondsFromGMT(for: Date()) == 0)
        #expect(options.endpoints == .defaults)
        #expect(options.cacheDirectory == nil)
        #expect(try reportOptions(["--sample", "--date", "2027-01-04"]).date.description == "2027-01-04")
    }

    @Test func theEnvironmentAndConfigStillSetALiveRunsProviders() throws {
        let options = try reportOptions([], environment: ["MARKET_REPORT_YAHOO_URL": "http://127.0.0.1:9"])
        #expect(options.endpoints.yahoo.absoluteString == "http://127.0.0.1:9")
        #expect(throws: CommandFailure.self) { try reportOptions(["--config", "missing.json"]) }
    }

    @Test(arguments: [
        ([String](), [String: String](), "/home/u/.cache/market-report"),
        ([], ["XDG_CACHE_HOME": "/xdg"], "/xdg/market-report"),
        ([], ["XDG_CACHE_HOME": "/xdg", "MARKET_REPORT_CACHE_DIR": "/mr"], "/mr"),
        (["--cache-dir", "/given"], ["MARKET_REPORT_CACHE_DIR": "/mr"], "/given"),
    ])
    func resolvesTheCacheFolder(extra: [String], environment: [String: String], expected: String) throws {
        #expect(try reportOptions(extra, environment: environment).cacheDirectory?.path == expected)
    }

    @Test func noCacheMeansNoFolder() throws {
        #expect(
            try reportOptions(["--no-cache"], environment: ["MARKET_REPORT_CACHE_DIR": "/mr"]).cacheDirectory
                == nil)
    }

    @Test(arguments: [
        (["--replay", "rec"], ReportOptions.DataSource.replay(URL(fileURLWithPath: "/work/rec"))),
        (["--offline"], .offline),
    ])
    func chosesTheDataSource(words: [String], source: ReportOptions.DataSource) throws {
        #expect(try reportOptions(words).source == source)
    }

    @Test(arguments: [
        (["report", "--sample", "--watchlist", "w.json"], ["sample", "watchlist"]),
        (["report", "--sample", "--replay", "r"], ["sample", "replay"]),
        (["report", "--sample", "--config", "c.json"], ["sample", "config"]),
        (["report", "--cache-dir", "c", "--sample"], ["sample", "cache-dir"]),
        (["report", "--sample", "--no-cache"], ["sample", "no-cache"]),
        (["report", "--sample", "--deadline", "5"], ["sample", "deadline"]),
        (["report", "--offline", "--no-cache"], ["no-cache", "offline"]),
        (["report", "--no-cache", "--cache-dir", "c"], ["no-cache", "cache-dir"]),
        (["search", "x", "--all-types", "--taiwan"], ["all-types", "taiwan"]),
        (["watchlist", "add", "X", "--coin", "--taiwan"], ["coin", "taiwan"]),
    ])
    func refusesOptionsThatContradictEachOther(words: [String], options: [String]) {
        guard case .conflictingOptions(let given, _, _) = usageError(words) else {
            Issue.record("expected a conflict for \(words)")
            return
        }
        #expect(given == options)
    }

    @Test func searchAndQuoteReadTheirDeclarations() throws {
        let search = try parsedArguments(["search", "taiwan", "semi", "--taiwan", "--market", "listed"])
        #expect(search[SearchCommand.query] == ["taiwan", "semi"])
        #expect(search[SearchCommand.taiwan] && !search[SearchCommand.allTypes])
        #expect(search[SearchCommand.market] == .listed)
        let quote = try parsedArguments(["quote", "AAPL", "BTC-USD", "--json"])
        #expect(quote[QuoteCommand.symbols] == ["AAPL", "BTC-USD"])
        #expect(quote[QuoteCommand.json])
    }

    @Test(arguments: [
        ("index.html.mustache", nil as String?, RenderCommand.EscapeMode.html),
        ("report.md.mustache", nil, .markdown), ("dir.v2/stocks.csv", nil, .csv), ("notes.txt", nil, .none),
        ("mustache", nil, .none), ("index.html", "none", .none),
    ])
    func renderChoosesEscapingFromTheTemplateName(
        template: String, escape: String?, expected: RenderCommand.EscapeMode
    )
        throws
    {
        let words = ["render", template, "--data", "d.json"] + (escape.map { ["--escape", $0] } ?? [])
        let arguments = try parsedArguments(words)
        #expect(arguments[RenderCommand.template] == template)
        #expect(arguments[RenderCommand.data] == "d.json")
        #expect(
            (arguments[RenderCommand.escape] ?? RenderCommand.EscapeMode(forTemplate: template)) == expected)
    }
}
