/// `market-report report [options]`: watchlist -> fetch -> statistics -> render -> files.
enum ReportCommand {
    static let formats = ["html", "md", "csv"]

    static let spec = CommandSpec(
        name: "report", summary: "Fetch the watchlist's data and write the HTML, Markdown and CSV reports.",
        options: [
            WatchlistCommand.fileOption,
            .value(
                "output", "DIR", kind: .path, help: "Where report files go (created if missing).",
                default: "./Output"),
            .value(
                "formats", "LIST", kind: .list(formats), help: "Any of html,md,csv.", default: "html,md,csv"),
            .value(
                "templates", "DIR", kind: .path, help: "Use templates from DIR instead of the built-in ones.",
                defaultDescription: "built-in"),
            .value(
                "date", "YYYY-MM-DD", kind: .date, help: "The report date printed in the files.",
                defaultDescription: "today"),
            .flag("sample", help: "Use the bundled sample watchlist and responses; no network."),
            .value(
                "record", "DIR", kind: .path, help: "Also save every API response fetched, to replay the run."
            ),
            .value(
                "replay", "DIR", kind: .path, help: "Answer every request from a recorded DIR; no network."),
            .flag(
                "offline",
                help: "Answer from the response cache only; what is not cached is reported missing."),
            ProviderSettings.cacheDirectoryOption,
            .flag("no-cache", help: "Neither read nor write the response cache."),
            .flag("archive", help: "Also keep a dated copy under DIR/archive/YYYY-MM-DD/ and an index."),
            .flag("strict", help: "Missing data or template keys make the run fail (exit 75 / 65)."),
            .flag("quiet", help: "No progress on stderr."),
            .value(
                "deadline", "SECONDS", kind: .number(minimum: 1),
                help: "Time the whole run may spend on the network; what is still missing then is a gap.",
                defaultDescription: "the config's \"deadline\", else 600"),
            ConfigOption.spec,
        ],
        rules: [
            .exclusive(["sample", "replay", "offline"]), .exclusive(["no-cache", "offline"]),
            .exclusive(["no-cache", "cache-dir"]),
        ],
        run: { arguments, context in
            try await run(Options(arguments), context: context)
        })

    /// The options of `report`, typed.
    struct Options: Sendable, Hashable {
        var watchlist: String
        var output: String
        /// The formats asked for, each once, in the order given.
        var formats: [String]
        var templates: String?
        var date: CalendarDate?
        var sample: Bool
        var record: String?
        var replay: String?
        var offline: Bool
        var cacheDirectory: String?
        var noCache: Bool
        var archive: Bool
        var strict: Bool
        var quiet: Bool
        var deadline: Double?
        var config: String?

        init(_ arguments: ParsedArguments) {
            watchlist = arguments.value("watchlist") ?? "./watchlist.json"
            output = arguments.value("output") ?? "./Output"
            var seen = Set<String>()
            formats = (arguments.value("formats") ?? "html,md,csv").split(separator: ",").map(String.init)
                .filter { seen.insert($0).inserted }
            templates = arguments.value("templates")
            date = arguments.value("date").flatMap(CalendarDate.init(parsing:))
            sample = arguments.flag("sample")
            record = arguments.value("record")
            replay = arguments.value("replay")
            offline = arguments.flag("offline")
            cacheDirectory = arguments.value("cache-dir")
            noCache = arguments.flag("no-cache")
            archive = arguments.flag("archive")
            strict = arguments.flag("strict")
            quiet = arguments.flag("quiet")
            deadline = arguments.value("deadline").flatMap(Double.init)
            config = arguments.value("config")
        }

        /// The cache folder: `--cache-dir`, else `$MARKET_REPORT_CACHE_DIR`, else
        /// `$XDG_CACHE_HOME/market-report`, else `~/.cache/market-report`; `nil` with `--no-cache`.
        func resolvedCacheDirectory(environment: [String: String]) -> String? {
            ProviderSettings.cacheDirectoryPath(
                explicit: cacheDirectory, noCache: noCache, environment: environment)
        }

        /// Whether progress goes to stderr: not with `--quiet`, else only on a terminal.
        func showsProgress(stderrIsTerminal: Bool) -> Bool { !quiet && stderrIsTerminal }
    }

}
