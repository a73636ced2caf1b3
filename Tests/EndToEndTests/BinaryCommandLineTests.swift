import Foundation
import Testing

/// Runs the built binary: help, version, usage errors and their exit codes.
@Suite struct BinaryCommandLineTests {
    private let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory("binary-cli")
    }

    private func run(_ arguments: [String], environment: [String: String] = [:]) throws -> RunResult {
        try #require(BinaryRunner.binary != nil, "build the market-report binary first (swift build)")
        return try BinaryRunner.run(arguments, in: folder.url, environment: environment)
    }

    @Test(arguments: [
        ["--help"], ["-h"], ["report", "--help"], ["watchlist", "--help"], ["watchlist", "list", "--help"],
        ["watchlist", "add", "--help"], ["watchlist", "remove", "--help"], ["watchlist", "toggle", "--help"],
        ["watchlist", "import", "--help"], ["search", "--help"], ["quote", "--help"], ["render", "--help"],
        ["templates", "--help"], ["templates", "export", "--help"],
    ])
    func helpGoesToStdoutAndExitsZero(arguments: [String]) throws {
        let result = try run(arguments)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let command = (["market-report"] + arguments.filter { !$0.hasPrefix("-") }).joined(separator: " ")
        #expect(result.stdout.contains("USAGE: \(command)"))
        #expect(result.stdout.contains("OPTIONS:"))
        #expect(!result.stdout.contains("\u{1B}"), "no colour when stdout is not a terminal")
    }

    @Test func reportHelpListsEveryContractOption() throws {
        let result = try run(["report", "--help"])
        for option in [
            "--watchlist FILE", "--output DIR", "--formats LIST", "--templates DIR", "--date YYYY-MM-DD",
            "--sample",
            "--record DIR", "--replay DIR", "--offline", "--cache-dir DIR", "--no-cache", "--archive",
            "--strict",
            "--quiet", "--events-days N",
        ] {
            #expect(result.stdout.contains("  \(option) "), "\(option)")
        }
    }

    @Test func versionPrintsTheVersion() throws {
        let result = try run(["--version"])
        #expect(result.status == 0)
        #expect(
            result.stdout.range(of: #"^market-report \d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil)
    }

    @Test(arguments: [
        (["reprot"], "error: unknown command 'reprot', in 'market-report', Did you mean 'report'?\n"),
        (
            ["render", "t.mustache", "--data", "d.json", "--partial", "p"],
            "error: unknown option '--partial', in 'market-report render', Did you mean '--partials'?\n"
        ),
        (
            ["watchlist", "lst"],
            "error: unknown command 'lst', in 'market-report watchlist', Did you mean 'list'?\n"
        ),
        (
            ["report", "--bogus-flag"],
            "error: unknown option '--bogus-flag', in 'market-report report', "
                + "run 'market-report report --help' for its options\n"
        ),
        (
            ["report", "--date", "2024-13-01"],
            "error: bad value '2024-13-01' for --date (expected a date as YYYY-MM-DD), in 'market-report report', "
                + "run 'market-report report --help' for its options\n"
        ),
        (
            ["report", "--events-days", "-1"],
            "error: bad value '-1' for --events-days (expected a whole number from 0 to 366), in 'market-report report', "
                + "run 'market-report report --help' for its options\n"
        ),
        (
            ["report", "--events-days", "367"],
            "error: bad value '367' for --events-days (expected a whole number from 0 to 366), in 'market-report report', "
                + "run 'market-report report --help' for its options\n"
        ),
        (
            ["report", "--events-days", "7.5"],
            "error: bad value '7.5' for --events-days (expected a whole number from 0 to 366), in 'market-report report', "
                + "run 'market-report report --help' for its options\n"
        ),
        (
            ["watchlist", "add", "AAPL", "--quantity"],
            "error: --quantity needs a value, in 'market-report watchlist add', write --quantity N\n"
        ),
        (
            [],
            "error: missing command, in 'market-report', use one of report, watchlist, search, quote, render, templates\n"
        ),
    ])
    func usageErrorsExit64WithOneLine(arguments: [String], message: String) throws {
        let result = try run(arguments)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == message)
    }

    @Test func errorsAreNotColouredOffATerminalEvenWithoutNoColor() throws {
        let result = try run(["reprot"], environment: ["TERM": "xterm-256color"])
        #expect(!result.stderr.contains("\u{1B}"))
    }

    @Test func templatesExportWritesTheBuiltInTemplatesOnce() throws {
        let first = try run(["templates", "export", "custom"])
        #expect(first.status == 0)
        #expect(first.stdout.hasPrefix("Wrote "))
        let names = try FileManager.default.contentsOfDirectory(
            atPath: folder.url.appendingPathComponent("custom").path)
        #expect(names.contains { $0.hasSuffix(".mustache") })
        let catalog = try folder.read("custom/locales/en.json")
        #expect(catalog.contains(#""title": "Market Report""#), "the label catalog is exported beside them")
        let second = try run(["templates", "export", "custom"])
        #expect(second.stdout == "The templates in custom are up to date\n")
    }

    /// An exported catalog edited into a mistake stops the run before anything is fetched, with
    /// its place; one that retitles a heading changes the report's words and nothing else.
    @Test func anEditedCatalogIsReadWithItsPlaceOnAMistake() throws {
        _ = try run(["templates", "export", "custom"])
        try folder.write(#"{"sections": {"summary": "Overview of the day"}}"#, to: "custom/locales/en.json")
        let retitled = try run(["report", "--sample", "--templates", "custom", "--output", "out", "--quiet"])
        #expect(retitled.status == 0)
        let page = try folder.read("out/index.html")
        #expect(page.contains(#"<h2 id="summary-title">Overview of the day</h2>"#))
        #expect(
            page.contains(#"<h2 id="movers-title">Top gainers and losers</h2>"#),
            "the other texts are built in")
        try folder.write("{\"sections\": {\n  \"summary\": [1]\n}}", to: "custom/locales/en.json")
        let bad = try run(["report", "--sample", "--templates", "custom", "--output", "bad", "--quiet"])
        #expect(bad.status == 65)
        #expect(
            bad.stderr.hasPrefix("error: ")
                && bad.stderr.contains("custom/locales/en.json:2:14: \"sections.summary\" must be a text"))
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("bad").path))
    }

    @Test func templatesExportKeepsEditedFilesUnlessForced() throws {
        _ = try run(["templates", "export", "custom"])
        let name = try #require(
            try FileManager.default.contentsOfDirectory(
                atPath: folder.url.appendingPathComponent("custom").path
            ).first { $0.hasSuffix(".mustache") })
        try folder.write("edited", to: "custom/\(name)")
        let kept = try run(["templates", "export", "custom"])
        #expect(kept.status == 0)
        #expect(kept.stderr.contains("warning: \(name) in custom differs from the built-in template, kept"))
        #expect(try folder.read("custom/\(name)") == "edited")
        let forced = try run(["templates", "export", "custom", "--force"])
        #expect(forced.stdout.contains(name))
        #expect(try folder.read("custom/\(name)") != "edited")
    }
}
