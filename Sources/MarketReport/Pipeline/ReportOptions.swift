import Foundation
import MarketData

/// What a `report` run uses and produces: the options of the command line, already checked.
public struct ReportOptions: Sendable {
    /// Where the data comes from.
    public enum DataSource: Sendable, Equatable {
        /// The network, through the response cache unless `cacheDirectory` is `nil`.
        case live
        /// The response cache only (`--offline`).
        case offline
        /// A recorded folder (`--replay DIR`).
        case replay(URL)
        /// The bundled sample watchlist and its recorded responses (`--sample`).
        case sample

        /// What to try when this source gave no data at all.
        var nothingFetchedHint: String {
            switch self {
            case .live: "check the network, or use --offline to report from the cache"
            case .offline: "run once without --offline to fill the cache"
            case .replay: "check that the --replay folder holds a recording of this watchlist"
            case .sample: "the bundled sample is incomplete; rebuild market-report"
            }
        }

        /// Whether the answers come from a recording rather than the network or the cache.
        public var isRecorded: Bool {
            switch self {
            case .replay, .sample: true
            case .live, .offline: false
            }
        }
    }

    /// The watchlist file; not read with `.sample`.
    public var watchlist: WatchlistFile
    /// The output folder.
    public var output: URL
    /// Which files to write.
    public var formats: Set<ReportFormat> = Set(ReportFormat.allCases)
    /// The row order of the tables in `index.html` and `report.md`.
    public var sort: ReportSort = .watchlist
    /// How the rows of those tables are gathered, each part with its subtotal; `nil` for none.
    public var grouping: ReportGrouping?
    /// A folder of templates replacing the built-in ones by file name.
    public var templates: URL?
    /// The report date.
    public var date: CalendarDay
    /// Where the data comes from.
    public var source: DataSource = .live
    /// Also record every response here (`--record DIR`).
    public var recordDirectory: URL?
    /// The cache folder: the response cache, and the baseline a run without `json` keeps for the
    /// next; `nil` with `--no-cache`.
    public var cacheDirectory: URL?
    /// Keep a dated copy under `archive/`.
    public var archive = false
    /// Missing data and missing template keys fail the run.
    public var strict = false
    /// The base currency of the holdings' total; `nil` takes the watchlist's, else USD.
    public var currency: CurrencyCode?
    /// Counts the fetch's answers for a live progress line; `nil` for none.
    public var fetchProgress: FetchProgress?
    /// Every asset gets a card on the HTML page, even past ``ReportViewModel/allCardsLimit``.
    public var allCards = false
    /// How many days after the report date the upcoming events reach (`--events-days`).
    public var eventsDays = EventWindow.defaultDays
    /// The language of the reports (`--locale`); `nil` takes the watchlist's, else English.
    public var locale: String?
    /// The colour of a rise (`--up-color`); `nil` takes the watchlist's, else the catalog's.
    public var upColor: UpColor?
    /// The time zone times are shown in.
    public var timeZone: TimeZone
    /// Where the providers are; the sample always replays the public addresses it was recorded from.
    public var endpoints: MarketDataEndpoints = .defaults
    /// Timeouts and deadlines of the network (`--deadline` sets the run's).
    public var limits: TransportLimits = .standard
    /// Hears warnings the run has no other way to report (an unwritable cache, a wait for
    /// another run writing the same folder), each once.
    public var warn: @Sendable (String) -> Void = { _ in }

    /// Creates options with the defaults of the command line.
    public init(watchlist: WatchlistFile, output: URL, date: CalendarDay, timeZone: TimeZone) {
        self.watchlist = watchlist
        self.output = output
        self.date = date
        self.timeZone = timeZone
    }
}
