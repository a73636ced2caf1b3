import Testing

@testable import market_report

@Suite struct ArgumentParserTests {
    @Test func readsOptionValuesWrittenEitherWay() throws {
        let spaced = try parsedArguments(["report", "--output", "out", "--date", "2024-02-29"])
        let joined = try parsedArguments(["report", "--output=out", "--date=2024-02-29"])
        #expect(spaced.value("output") == "out")
        #expect(spaced.value("date") == "2024-02-29")
        #expect(spaced.options == joined.options)
    }

    @Test func fillsDefaultsForOptionsNotGiven() throws {
        let arguments = try parsedArguments(["report"])
        #expect(arguments.value("watchlist") == "./watchlist.json")
        #expect(arguments.value("output") == "./Output")
        #expect(arguments.options.isEmpty)
        #expect(!arguments.flag("sample"))
    }

    @Test func doubleDashEndsOptions() throws {
        let arguments = try parsedArguments(["watchlist", "remove", "--coin", "--", "--odd", "-x"])
        #expect(arguments.arguments("SYMBOL") == ["--odd", "-x"])
        #expect(arguments.flag("coin"))
    }

    @Test func optionsAndArgumentsMayInterleave() throws {
        let arguments = try parsedArguments([
            "watchlist", "add", "AAPL", "--note", "tech", "MSFT", "--quantity", "2",
        ])
        #expect(arguments.arguments("SYMBOL") == ["AAPL", "MSFT"])
        #expect(arguments.value("note") == "tech")
        #expect(arguments.number("quantity") == 2)
    }

    @Test func aValueMayStartWithASingleDash() throws {
        let arguments = try parsedArguments(["watchlist", "add", "X", "--note", "-down-"])
        #expect(arguments.value("note") == "-down-")
        #expect(arguments.commandName == "market-report watchlist add")
    }

    @Test(arguments: [
        ["--help"], ["-h"], ["report", "--help"], ["watchlist", "--help"], ["watchlist", "add", "-h"],
        ["render", "--escape", "bad", "--help"], ["templates", "export", "--help"],
    ])
    func helpWinsEverywhere(words: [String]) throws {
        guard case .help(let path, _) = try parse(words) else {
            Issue.record("expected help for \(words)")
            return
        }
        #expect(path == ["market-report"] + words.filter { !$0.hasPrefix("-") && $0 != "bad" })
    }

    @Test func helpAfterDoubleDashIsAnArgument() throws {
        let arguments = try parsedArguments(["quote", "--", "--help"])
        #expect(arguments.arguments("SYMBOL") == ["--help"])
    }

    @Test func versionOnlyAtTheTop() throws {
        guard case .version = try parse(["--version"]) else {
            Issue.record("expected the version")
            return
        }
        #expect(
            usageError(["report", "--version"])
                == .unknownOption("--version", in: "market-report report", suggestion: nil))
    }

    @Test(arguments: [
        (["reprot"], UsageError.unknownCommand("reprot", in: "market-report", suggestion: "report")),
        (["frobnicate"], .unknownCommand("frobnicate", in: "market-report", suggestion: nil)),
        (["watchlist", "ad"], .unknownCommand("ad", in: "market-report watchlist", suggestion: "add")),
        (
            ["watchlist", "remvoe"],
            .unknownCommand("remvoe", in: "market-report watchlist", suggestion: "remove")
        ),
        (
            [],
            .missingCommand(
                in: "market-report",
                available: ["report", "watchlist", "search", "quote", "render", "templates"])
        ),
        (["--verison"], .unknownOption("--verison", in: "market-report", suggestion: "--version")),
        (
            ["render", "t", "--data", "d", "--partial", "p"],
            .unknownOption("--partial", in: "market-report render", suggestion: "--partials")
        ),
        (
            ["render", "t", "--data", "d", "--partial=p"],
            .unknownOption("--partial", in: "market-report render", suggestion: "--partials")
        ),
        (["report", "-json"], .unknownOption("-json", in: "market-report report", suggestion: nil)),
        (["quote", "-json", "A"], .unknownOption("-json", in: "market-report quote", suggestion: "--json")),
        (
            ["report", "--offlien"],
            .unknownOption("--offlien", in: "market-report report", suggestion: "--offline")
        ),
        (["report", "--zzz"], .unknownOption("--zzz", in: "market-report report", suggestion: nil)),
        (
            ["report", "--output"],
            .missingValue(option: "output", valueName: "DIR", in: "market-report report")
        ),
        (
            ["report", "--output", "--sample"],
            .missingValue(option: "output", valueName: "DIR", in: "market-report report")
        ),
        (["report", "--sample=yes"], .unexpectedValue(option: "sample", in: "market-report report")),
        (
            ["report", "--output", "a", "--output", "b"],
            .repeatedOption("output", in: "market-report report")
        ),
        (["render", "t"], .missingOption("data", in: "market-report render")),
        (["render", "--data", "d"], .missingArgument("TEMPLATE", in: "market-report render")),
        (["quote"], .missingArgument("SYMBOL...", in: "market-report quote")),
        (["watchlist", "toggle", "A", "B"], .unexpectedArgument("B", in: "market-report watchlist toggle")),
        (["report", "extra"], .unexpectedArgument("extra", in: "market-report report")),
        (
            ["watchlist", "add", "X", "--coin", "--taiwan"],
            .conflictingOptions(["coin", "taiwan"], in: "market-report watchlist add")
        ),
        (
            ["report", "--sample", "--replay", "r"],
            .conflictingOptions(["sample", "replay"], in: "market-report report")
        ),
        (
            ["report", "--no-cache", "--cache-dir", "c"],
            .conflictingOptions(["no-cache", "cache-dir"], in: "market-report report")
        ),
        (
            ["search", "tsmc", "--market", "otc"],
            .optionRequires("market", "taiwan", in: "market-report search")
        ),
    ])
    func rejectsMisuse(words: [String], expected: UsageError) {
        #expect(usageError(words) == expected)
    }

    @Test(arguments: [
        (["report", "--date", "2024-02-30"], "date", "a date as YYYY-MM-DD", nil as String?),
        (["report", "--date", "24-1-1"], "date", "a date as YYYY-MM-DD", nil),
        (["report", "--formats", "html,pdf"], "formats", "a comma-separated list of html, md, csv", nil),
        (["report", "--formats", "html,mdd"], "formats", "a comma-separated list of html, md, csv", "md"),
        (["report", "--formats", ""], "formats", "a comma-separated list of html, md, csv", nil),
        (
            ["render", "t", "--data", "d", "--escape", "htm"], "escape", "one of html, markdown, csv, none",
            "html"
        ),
        (["search", "x", "--taiwan", "--market", "otcc"], "market", "one of listed, otc, emerging", "otc"),
        (["watchlist", "add", "X", "--quantity", "ten"], "quantity", "a number of 0 or more", nil),
        (["watchlist", "add", "X", "--quantity", "-3"], "quantity", "a number of 0 or more", nil),
        (["watchlist", "add", "X", "--cost", "inf"], "cost", "a number of 0 or more", nil),
        (["watchlist", "add", "X", "--cost", "nan"], "cost", "a number of 0 or more", nil),
        (["report", "--output="], "output", "a path", nil),
    ])
    func checksOptionValues(words: [String], option: String, expected: String, suggestion: String?) throws {
        guard case .invalidValue(let name, _, let reason, _, let suggested) = usageError(words) else {
            Issue.record("expected a bad value error for \(words)")
            return
        }
        #expect(name == option)
        #expect(reason == expected)
        #expect(suggested == suggestion)
    }

    @Test(arguments: ["2024-02-29", "2000-02-29", "1999-12-31"])
    func acceptsRealDates(date: String) throws {
        #expect(try parsedArguments(["report", "--date", date]).value("date") == date)
        #expect(CalendarDate(parsing: date)?.description == date)
    }

    @Test(arguments: ["1900-02-29", "2023-02-29", "2024-04-31", "2024-00-10", "2024-1-01", "２０２４-01-01"])
    func rejectsImpossibleDates(date: String) {
        #expect(CalendarDate(parsing: date) == nil)
    }

    @Test func messagesFollowWhatWhereWhatToDo() {
        let message = UsageError.unknownOption(
            "--partial", in: "market-report render", suggestion: "--partials"
        ).message
        #expect(
            message == "unknown option '--partial', in 'market-report render', Did you mean '--partials'?")
        let plain = UsageError.unknownCommand("zz", in: "market-report", suggestion: nil).message
        #expect(
            plain == "unknown command 'zz', in 'market-report', run 'market-report --help' for the commands")
    }
}
