import ArgumentParsing
import Testing

@Suite struct ArgumentParserTests {
    private typealias T = TestCommands

    @Test func readsTypedValuesWrittenEitherWay() throws {
        let spaced = try T.arguments([
            "report", "--output", "out", "--formats", "md,csv,md", "--date", "2024-02-29",
        ])
        let joined = try T.arguments(["report", "--output=out", "--formats=md,csv,md", "--date=2024-02-29"])
        for arguments in [spaced, joined] {
            #expect(arguments[T.output] == "out")
            #expect(arguments[T.formats] == [.md, .csv])
            #expect(arguments[T.date] == "2024-02-29")
            #expect(arguments.isGiven(T.output))
        }
    }

    @Test func optionsNotGivenReadAsTheirDeclaredDefaults() throws {
        let arguments = try T.arguments(["report"])
        #expect(arguments[T.output] == "./Output")
        #expect(arguments[T.formats] == [.html, .md, .csv])
        #expect(arguments[T.date] == nil)
        #expect(arguments[T.sample] == false)
        #expect(!arguments.isGiven(T.output))
    }

    @Test func numbersAndChoicesAreTyped() throws {
        let arguments = try T.arguments(["watchlist", "add", "X", "--quantity", "2.5", "--cost=0.5"])
        #expect(arguments[T.quantity] == 2.5)
        #expect(arguments[T.cost] == 0.5)
        #expect(arguments[T.note] == nil)
        let render = try T.arguments(["render", "t", "--data", "d", "--escape", "none"])
        #expect(render[T.escape] == TestCommands.Escape.none)
        #expect(render[T.data] == "d")
        #expect(render[T.template] == "t")
        #expect(render[T.partials] == nil)
    }

    @Test func doubleDashEndsOptions() throws {
        let arguments = try T.arguments(["watchlist", "add", "--coin", "--", "--odd", "-x"])
        #expect(arguments[T.symbols] == ["--odd", "-x"])
        #expect(arguments[T.coin])
    }

    @Test func optionsAndArgumentsMayInterleave() throws {
        let arguments = try T.arguments([
            "watchlist", "add", "AAPL", "--note", "tech", "MSFT", "--quantity", "2",
        ])
        #expect(arguments[T.symbols] == ["AAPL", "MSFT"])
        #expect(arguments[T.note] == "tech")
        #expect(arguments[T.quantity] == 2)
    }

    @Test func aValueMayStartWithASingleDash() throws {
        let arguments = try T.arguments(["watchlist", "add", "X", "--note", "-down-"])
        #expect(arguments[T.note] == "-down-")
        #expect(arguments.commandName == "tool watchlist add")
    }

    @Test func optionalArgumentsMayBeLeftOut() throws {
        #expect(try T.arguments(["export"])[T.folder] == nil)
        #expect(try T.arguments(["export", "out"])[T.folder] == "out")
        #expect(try T.arguments(["search"])[T.query] == [])
    }

    @Test(arguments: [
        ["--help"], ["-h"], ["report", "--help"], ["watchlist", "--help"], ["watchlist", "add", "-h"],
        ["render", "--escape", "bad", "--help"], ["export", "--help"],
    ])
    func helpWinsEverywhere(words: [String]) throws {
        guard case .help(let path, _) = try T.parse(words) else {
            Issue.record("expected help for \(words)")
            return
        }
        #expect(path == ["tool"] + words.filter { !$0.hasPrefix("-") && $0 != "bad" })
    }

    @Test func helpAfterDoubleDashIsAnArgument() throws {
        #expect(try T.arguments(["watchlist", "add", "--", "--help"])[T.symbols] == ["--help"])
    }

    @Test func versionOnlyAtTheTop() throws {
        guard case .version = try T.parse(["--version"]) else {
            Issue.record("expected the version")
            return
        }
        #expect(
            T.usageError(["report", "--version"])
                == .unknownOption("--version", in: "tool report", suggestion: nil))
    }

    @Test(arguments: [
        (["reprot"], UsageError.unknownCommand("reprot", in: "tool", suggestion: "report")),
        (["frobnicate"], .unknownCommand("frobnicate", in: "tool", suggestion: nil)),
        (["watchlist", "ad"], .unknownCommand("ad", in: "tool watchlist", suggestion: "add")),
        (["watchlist", "toggel"], .unknownCommand("toggel", in: "tool watchlist", suggestion: "toggle")),
        ([], .missingCommand(in: "tool", available: ["report", "watchlist", "render", "search", "export"])),
        (["--verison"], .unknownOption("--verison", in: "tool", suggestion: "--version")),
        (
            ["render", "t", "--data", "d", "--partial", "p"],
            .unknownOption("--partial", in: "tool render", suggestion: "--partials")
        ),
        (
            ["render", "t", "--data", "d", "--partial=p"],
            .unknownOption("--partial", in: "tool render", suggestion: "--partials")
        ),
        (["report", "-sample"], .unknownOption("-sample", in: "tool report", suggestion: "--sample")),
        (["report", "--offlien"], .unknownOption("--offlien", in: "tool report", suggestion: "--offline")),
        (["report", "--zzz"], .unknownOption("--zzz", in: "tool report", suggestion: nil)),
        (["report", "--output"], .missingValue(option: "output", valueName: "DIR", in: "tool report")),
        (
            ["report", "--output", "--sample"],
            .missingValue(option: "output", valueName: "DIR", in: "tool report")
        ),
        (["report", "--sample=yes"], .unexpectedValue(option: "sample", in: "tool report")),
        (["report", "--output", "a", "--output", "b"], .repeatedOption("output", in: "tool report")),
        (["report", "--sample", "--sample"], .repeatedOption("sample", in: "tool report")),
        (["render", "t"], .missingOption("data", in: "tool render")),
        (["render", "--data", "d"], .missingArgument("TEMPLATE", in: "tool render")),
        (["watchlist", "add"], .missingArgument("SYMBOL...", in: "tool watchlist add")),
        (["watchlist", "toggle", "A", "B"], .unexpectedArgument("B", in: "tool watchlist toggle")),
        (["report", "extra"], .unexpectedArgument("extra", in: "tool report")),
        (
            ["watchlist", "add", "X", "--coin", "--taiwan"],
            .conflictingOptions(["coin", "taiwan"], reason: nil, in: "tool watchlist add")
        ),
        (
            ["report", "--offline", "--replay", "r", "--sample"],
            .conflictingOptions(["sample", "replay", "offline"], reason: nil, in: "tool report")
        ),
        (
            ["report", "--output", "o", "--sample"],
            .conflictingOptions(["sample", "output"], reason: "the sample says where", in: "tool report")
        ),
        (["search", "x", "--market", "md"], .optionRequires("market", "all", in: "tool search")),
    ])
    func rejectsMisuse(words: [String], expected: UsageError) {
        #expect(T.usageError(words) == expected)
    }

    @Test(arguments: [
        (["report", "--date", "24-1-1"], "date", "a date as YYYY-MM-DD", nil as String?),
        (["report", "--formats", "html,pdf"], "formats", "a comma-separated list of html, md, csv", nil),
        (["report", "--formats", "html,mdd"], "formats", "a comma-separated list of html, md, csv", "md"),
        (["report", "--formats", ""], "formats", "a comma-separated list of html, md, csv", nil),
        (["report", "--formats", "html,"], "formats", "a comma-separated list of html, md, csv", nil),
        (
            ["render", "t", "--data", "d", "--escape", "htm"], "escape", "one of html, markdown, csv, none",
            "html"
        ),
        (["search", "--all", "--market", "cvs"], "market", "one of html, md, csv", "csv"),
        (["watchlist", "add", "X", "--quantity", "ten"], "quantity", "a number of 0 or more", nil),
        (["watchlist", "add", "X", "--quantity", "-3"], "quantity", "a number of 0 or more", nil),
        (["watchlist", "add", "X", "--quantity", "1e3x"], "quantity", "a number of 0 or more", nil),
        (["watchlist", "add", "X", "--cost", "0.25"], "cost", "a number of 0.5 or more", nil),
        (["watchlist", "add", "X", "--cost", "inf"], "cost", "a number of 0.5 or more", nil),
        (["watchlist", "add", "X", "--cost", "nan"], "cost", "a number of 0.5 or more", nil),
        (["report", "--output="], "output", "a path", nil),
    ])
    func checksValuesWhileParsing(words: [String], option: String, expected: String, suggestion: String?) {
        guard case .invalidValue(let name, _, let reason, _, let suggested) = T.usageError(words) else {
            Issue.record("expected a bad value error for \(words)")
            return
        }
        #expect(name == option)
        #expect(reason == expected)
        #expect(suggested == suggestion)
    }

    @Test func messagesFollowWhatWhereWhatToDo() {
        #expect(
            UsageError.unknownOption("--partial", in: "tool render", suggestion: "--partials").message
                == "unknown option '--partial', in 'tool render', Did you mean '--partials'?")
        #expect(
            UsageError.unknownCommand("zz", in: "tool", suggestion: nil).message
                == "unknown command 'zz', in 'tool', run 'tool --help' for the commands")
        #expect(
            UsageError.conflictingOptions(
                ["sample", "watchlist"], reason: "the sample has its own", in: "tool report"
            )
            .message
                == "--sample and --watchlist cannot be used together (the sample has its own), in 'tool report', "
                + "choose one")
    }
}
