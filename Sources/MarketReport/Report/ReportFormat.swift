/// The kinds of file `report` writes, as named by `--formats html,md,csv`.
public enum ReportFormat: String, Sendable, CaseIterable, Comparable {
    /// The dashboard, `index.html`.
    case html
    /// The Markdown report, `report.md`.
    case md
    /// `stocks.csv`, `coins.csv` and `taiwan.csv`.
    case csv

    /// The template and output file names of this format.
    public var files: [(template: String, output: String)] {
        switch self {
        case .html: [("index.html", "index.html")]
        case .md: [("report.md", "report.md")]
        case .csv: [("stocks.csv", "stocks.csv"), ("coins.csv", "coins.csv"), ("taiwan.csv", "taiwan.csv")]
        }
    }

    public static func < (lhs: ReportFormat, rhs: ReportFormat) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        switch self {
        case .html: 0
        case .md: 1
        case .csv: 2
        }
    }
}
