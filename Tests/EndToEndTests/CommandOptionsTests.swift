import Testing

@testable import market_report

@Suite struct CommandOptionsTests {
    @Test func reportOptionsAreTyped() throws {
        let options = ReportCommand.Options(
            try parsedArguments([
                "report", "--watchlist", "w.json", "--output=out", "--formats", "md,csv,md", "--templates",
                "t",
                "--date", "2024-05-06", "--record", "rec", "--cache-dir", "cache", "--archive", "--strict",
                "--quiet", "--config", "c.json",
            ]))
        #expect(options.watchlist == "w.json")
        #expect(options.output == "out")
        #expect(options.formats == ["md", "csv"])
        #expect(options.templates == "t")
        #expect(options.date?.description == "2024-05-06")
        #expect(options.record == "rec")
        #expect(options.replay == nil)
        #expect(options.archive && options.strict && options.quiet && !options.sample && !options.offline)
        #expect(options.config == "c.json")
        #expect(options.resolvedCacheDirectory(environment: [:]) == "cache")
        #expect(!options.showsProgress(stderrIsTerminal: true))
    }

    @Test func reportDefaults() throws {
        let options = ReportCommand.Options(try parsedArguments(["report", "--sample"]))
        #expect(options.watchlist == "./watchlist.json")
        #expect(options.output == "./Output")
        #expect(options.formats == ["html", "md", "csv"])
        #expect(options.date == nil)
        #expect(options.sample)
        #expect(options.showsProgress(stderrIsTerminal: true))
        #expect(!options.showsProgress(stderrIsTerminal: false))
    }

    @Test(arguments: [
        ([String](), [String: String](), "/home/u/.cache/market-report"),
        ([], ["XDG_CACHE_HOME": "/xdg"], "/xdg/market-report"),
        ([], ["XDG_CACHE_HOME": "/xdg", "MARKET_REPORT_CACHE_DIR": "/mr"], "/mr"),
        (["--cache-dir", "/given"], ["MARKET_REPORT_CACHE_DIR": "/mr"], "/given"),
    ])
    func resolvesTheCacheFolder(extra: [String], environment: [String: String], expected: String) throws {
        let options = ReportCommand.Options(try parsedArguments(["report"] + extra))
        #expect(
            options.resolvedCacheDirectory(
                environment: environment.merging(["HOME": "/home/u"]) { a, _ in a }) == expected)
    }

    @Test func noCacheMeansNoFolder() throws {
        let options = ReportCommand.Options(try parsedArguments(["report", "--no-cache"]))
        #expect(options.resolvedCacheDirectory(environment: ["MARKET_REPORT_CACHE_DIR": "/mr"]) == nil)
    }

    @Test func searchOptions() throws {
        let options = SearchCommand.Options(
            try parsedArguments(["search", "taiwan", "semi", "--taiwan", "--market", "listed"]))
        #expect(options.query == "taiwan semi")
        #expect(options.taiwan && !options.allTypes)
        #expect(options.market == "listed")
        #expect(usageError(["search", "x", "--all-types", "--taiwan"]) != nil)
    }

    @Test func quoteOptions() throws {
        let options = QuoteCommand.Options(try parsedArguments(["quote", "AAPL", "BTC-USD", "--json"]))
        #expect(options.symbols == ["AAPL", "BTC-USD"])
        #expect(options.json)
    }

    @Test(arguments: [
        ("index.html.mustache", nil as String?, "html"), ("report.md.mustache", nil, "markdown"),
        ("dir.v2/stocks.csv", nil, "csv"), ("notes.txt", nil, "none"), ("mustache", nil, "none"),
        ("index.html", "none", "none"),
    ])
    func renderOptionsChooseEscapingFromTheTemplateName(template: String, escape: String?, expected: String)
        throws
    {
        let words = ["render", template, "--data", "d.json"] + (escape.map { ["--escape", $0] } ?? [])
        let options = RenderCommand.Options(try parsedArguments(words))
        #expect(options.template == template)
        #expect(options.data == "d.json")
        #expect(options.escape == expected)
    }
}
