import Templating

extension ReportViewModel {
    /// A statistic, or a headline: a value, its title, and the change beside it.
    struct StatisticView: Sendable {
        let statistic: Statistic
        let change: ChangeView

        init(_ statistic: Statistic) {
            self.statistic = statistic
            change = ChangeView(statistic.percentageChange, label: statistic.changeLabel)
        }
    }

    /// One cell of a section's table.
    struct CellView: Sendable {
        let text: String
        let column: AssetLayout.Column
        /// Whether the cell shows a change (with its marker) rather than `text`.
        let isChange: Bool
        let change: ChangeView
        /// Whether a narrow screen shows the cell (``AssetLayout/isEssential(_:)``).
        let isEssential: Bool
        /// Whether the cell says what goes without saying (the status `ok`): the dashboard leaves
        /// it blank.
        let isUsual: Bool
        /// Whether the dashboard's table has the cell's column.
        let inDashboard: Bool
    }

    /// An asset with its change, as a mover or a price history.
    struct AssetChangeView: Sendable {
        let asset: AssetReport
        let change: ChangeView
    }

    /// A statistic: `title`, `value`, change keys.
    static let statisticObject = ViewObject<StatisticView>(
        [
            ("title", { .string($0.statistic.title) }),
            ("value", { .string($0.statistic.value) }),
        ], change: { $0.change })

    /// An asset's price and change: `value`, change keys.
    static let headlineObject = ViewObject<StatisticView>(
        [("value", { .string($0.statistic.value) })], change: { $0.change })

    /// A table cell: `value`, `numeric`, `isChange`, `isSymbol`, `isName`, `optional`, `wide`,
    /// `isUsual`, `inDashboard`, change keys (a change only where `isChange`).
    static let cellObject = ViewObject<CellView>(
        [
            ("value", { .string($0.text) }),
            ("numeric", { .bool($0.column.isNumeric) }),
            ("isChange", { .bool($0.isChange) }),
            ("isSymbol", { .bool($0.column.content == .symbol) }),
            ("isName", { .bool($0.column.content == .name) }),
            ("optional", { .bool(!$0.isEssential) }),
            ("wide", { .bool($0.column.isWideOnly) }),
            ("roomy", { .bool($0.column.isRoomyOnly) }),
            ("isUsual", { .bool($0.isUsual) }),
            ("inDashboard", { .bool($0.inDashboard) }),
        ], change: { $0.change })

    /// A gainer or loser: `name`, `symbol`, `section`, `anchor`, `price`, change keys.
    static let moverObject = ViewObject<AssetChangeView>(
        [
            ("name", { .string($0.asset.name) }),
            ("lang", { .string(language($0.asset.kind)) }),
            ("symbol", { .string($0.asset.symbol) }),
            ("section", { .string(sectionTitle($0.asset.kind)) }),
            ("anchor", { .string(anchor($0.asset)) }),
            ("price", { .string($0.asset.currency.price($0.asset.price)) }),
        ], change: { $0.change })
}
