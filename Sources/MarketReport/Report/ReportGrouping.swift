/// How the asset tables of `index.html` and `report.md` gather their rows, as `--group-by`
/// names it. Without one, each table lists its rows with no heading or subtotal between them.
public enum ReportGrouping: String, Sendable, CaseIterable {
    /// By the watchlist entries' `"group"`: within each class's table, one part per group in
    /// order of first appearance in the watchlist, the entries without a group last, each part
    /// opened by its name and closed by its subtotal.
    case group
    /// By asset class: the tables already are one per class, so each ends with its subtotal.
    case assetClass = "class"
}
