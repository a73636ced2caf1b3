import ArgumentParsing
import MarketData
import MarketReport

/// `market-report report [options]`: load -> fetch -> map -> render -> write.
enum ReportCommand {
    /// `--output DIR`.
    static let output: Option<String> = .value(
        "output", "DIR", help: "Where report files go (created if missing).", default: "./Output",
        parser: .path)

    /// `--formats LIST`.
    static let formats: Option<[ReportFormat]> = .value(
        "formats", "LIST",
        help: "Any of html,md,csv,json,ics (ics: events.ics, the upcoming events as a calendar).",
        default: ReportFormat.allCases,
        parser: .list(of: ReportFormat.self))

    /// `--sort watchlist|change|name|value`.
    static let sort: Option<ReportSort> = .value(
        "sort", "ORDER",
        help: "Row order of the tables in index.html and report.md: watchlist, change, name or value "
            + "(the CSV files keep watchlist order).",
        default: .watchlist, parser: .choice)

    /// `--group-by group|class`.
    static let groupBy: Option<ReportGrouping?> = .optional(
        "group-by", "KEY",
        help: "Gather the rows of the tables in index.html and report.md, each part with a subtotal: "
            + "group (by the entries' \"group\") or class (a subtotal per asset class).",
        defaultDescription: "no subtotals", parser: .choice)

    /// `--templates DIR`.
    static let templates: Option<String?> = .optional(
        "templates", "DIR", help: "Use templates from DIR instead of the built-in ones.",
        defaultDescription: "built-in", parser: .path)

    /// `--date YYYY-MM-DD`.
    static let date: Option<CalendarDay?> = .optional(
        "date", "YYYY-MM-DD", help: "The report date printed in the files.",
        defaultDescription: "today; with --sample the sample's own, \(SampleData.date)",
        parser: ValueParser(expected: "a date as YYYY-MM-DD") { CalendarDay(iso: $0) })

    /// `--sample`.
    static let sample: Option<Bool> = .flag(
        "sample", help: "Replay the bundled sample watchlist and responses; no network.")

    /// `--record DIR`.
    static let record: Option<String?> = .optional(
        "record", "DIR", help: "Also save every API response fetched, to replay the run.", parser: .path)

    /// `--replay DIR`.
    static let replay: Option<String?> = .optional(
        "replay", "DIR", help: "Answer every request from a recorded DIR; no network.", parser: .path)

    /// `--offline`.
    static let offline: Option<Bool> = .flag(
        "offline", help: "Answer from the response cache only; what is not cached is reported missing.")

    /// `--archive`.
    static let archive: Option<Bool> = .flag(
        "archive", help: "Also keep a dated copy under DIR/archive/YYYY-MM-DD/ and an index.")

    /// `--strict`.
    static let strict: Option<Bool> = .flag(
        "strict", help: "Missing data, a notification not sent (exit 75) or template keys (65) fail the run.")

    /// `--strict-alerts`.
    static let strictAlerts: Option<Bool> = .flag(
        "strict-alerts", help: "Exit 3 when some alert is new (the reports are still written).")

    /// `--all-cards`.
    static let allCards: Option<Bool> = .flag(
        "all-cards",
        help:
            "A card on the HTML page and a block in report.md for every asset; past \(ReportViewModel.allCardsLimit) assets only holdings, movers, notes and gaps have them."
    )

    /// `--events-days N`: how far ahead the upcoming events reach.
    static let eventsDays: Option<Int> = .value(
        "events-days", "N",
        help: "Days after the report date whose earnings, dividend and ex-dividend dates are listed "
            + "(in \"Coming up\", report.json and events.ics).",
        default: EventWindow.defaultDays, parser: .integer(in: 0...EventWindow.maximumDays))

    /// `--quiet`.
    static let quiet: Option<Bool> = .flag("quiet", help: "No progress on stderr.")

    /// `--currency CODE`: the base currency of the holdings' total.
    static let currency: Option<CurrencyCode?> = .optional(
        "currency", "CODE", help: "Base currency (ISO 4217, e.g. USD, TWD, EUR) for the holdings' total.",
        defaultDescription: "the watchlist's \"currency\", else USD",
        parser: ValueParser(expected: "a three-letter ISO 4217 currency code such as USD") {
            CurrencyCode($0.uppercased())
        })

    /// `--locale LOCALE`: the language of the reports.
    static let locale: Option<String?> = .optional(
        "locale", "LOCALE",
        help:
            "The language of the reports: en, zh-TW, or the NAME of a locales/NAME.json in the --templates folder.",
        defaultDescription: "the watchlist's \"locale\", else en",
        parser: ValueParser(expected: "a language tag such as zh-TW") { $0.isEmpty ? nil : $0 })

    /// `--up-color red|green`: the colour of a rise on the page.
    static let upColor: Option<UpColor?> = .optional(
        "up-color", "COLOR",
        help: "The colour of a rise on the HTML page, red or green (a fall has the other; the arrows stay).",
        defaultDescription: "the watchlist's \"up_color\", else the locale's: red for zh-TW, green otherwise",
        parser: .choice)

    /// `--deadline SECONDS`: the run's time on the network (``TransportLimits/runDeadline``).
    static let deadline: Option<Double?> = .optional(
        "deadline", "SECONDS",
        help: "Time the whole run may spend on the network; what is still missing then is a gap.",
        defaultDescription: "the config's \"deadline\", else 600", parser: .number(minimum: 1))

    /// The options `--sample` would leave unused, each refused beside it: the sample replays
    /// its recorded answers, so it reaches no provider, has no cache and spends no time waiting.
    static let sampleRules: [OptionRule] = {
        let unused: [any OptionDeclaration] = [
            ProviderSettings.config, ProviderSettings.cacheDirectory, ProviderSettings.noCache, deadline,
        ]
        return unused.map { .exclusive([sample, $0], reason: "the sample replays recorded answers offline") }
    }()

    static let spec = Command(
        name: "report", summary: "Fetch the watchlist's data and write the HTML, Markdown and CSV reports.",
        options: [
            WatchlistCommand.watchlist, output, formats, sort, groupBy, templates, date, sample, record,
            replay,
            offline, ProviderSettings.cacheDirectory, ProviderSettings.noCache, archive, strict, strictAlerts,
            allCards, eventsDays,
            quiet, currency, locale, upColor, deadline, ProviderSettings.config, notify, notifyFormat,
            verbose,
        ],
        rules: [
            .exclusive([sample, replay, offline]),
            .exclusive([sample, WatchlistCommand.watchlist], reason: "the sample brings its own watchlist"),
            .exclusive([ProviderSettings.noCache, offline]),
        ] + ProviderSettings.rules + sampleRules,
        run: { arguments, context in
            try await run(arguments, context: context)
        })
}
