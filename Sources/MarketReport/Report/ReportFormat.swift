/// The kinds of file `report` writes, as named by `--formats html,md,csv,json,ics`.
public enum ReportFormat: String, Sendable, CaseIterable, Comparable {
    /// The dashboard, `index.html`.
    case html
    /// The Markdown report, `report.md`.
    case md
    /// `stocks.csv`, `coins.csv` and `taiwan.csv`.
    case csv
    /// `report.json`, every figure as data (``ReportDocument``), written from the model rather
    /// than from a template.
    case json
    /// `events.ics`, the upcoming events as an iCalendar file (``EventCalendar``), written from the
    /// model rather than from a template.
    case ics

    /// The template and output file names of this format; none for `json` and `ics`, which no
    /// template makes.
    public var files: [(template: String, output: String)] {
        switch self {
        case .html: [("index.html", "index.html")]
        case .md: [("report.md", "report.md")]
        case .csv: [("stocks.csv", "stocks.csv"), ("coins.csv", "coins.csv"), ("taiwan.csv", "taiwan.csv")]
        case .json, .ics: []
        }
    }

    /// The bytes every file of this format starts with: the UTF-8 byte order mark for CSV, so a
    /// spreadsheet opened with a double-click reads CJK names as UTF-8 (pandas and DuckDB skip it).
    public var byteOrderMark: [UInt8] {
        self == .csv ? [0xEF, 0xBB, 0xBF] : []
    }

    public static func < (lhs: ReportFormat, rhs: ReportFormat) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        switch self {
        case .html: 0
        case .md: 1
        case .csv: 2
        case .json: 3
        case .ics: 4
        }
    }
}
