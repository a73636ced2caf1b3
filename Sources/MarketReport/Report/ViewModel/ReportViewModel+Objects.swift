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

        /// The dashboard's CSS classes for the cell: `num` (numeric), `chg` and the direction
        /// (a change), `opt`, `wide`, `roomy`, `sec` (secondary, as its column), space-separated.
        var classes: String {
            var text = column.isNumeric ? "num" : ""
            if isChange { text += " chg " + change.direction.rawValue }
            if !isEssential { text += " opt" }
            if column.isWideOnly { text += " wide" }
            if column.isRoomyOnly { text += " roomy" }
            if column.isSecondary { text += " sec" }
            return text
        }
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

    /// The keys of a table cell: `value`, `numeric`, `isChange`, `isSymbol`, `isName`, `optional`,
    /// `wide`, `roomy`, `secondary`, `isUsual`, `inDashboard`, `classes`, change keys (a change
    /// only where `isChange`).
    static let cellShape = TemplateShape.permanent(
        [
            "value", "numeric", "isChange", "isSymbol", "isName", "optional", "wide", "roomy", "secondary",
            "isUsual", "inDashboard", "classes",
        ] + ChangeView.keys)

    /// A table cell (``cellShape``). A page makes one per column of every asset's row, hundreds of
    /// thousands at a time, so the values come from one switch, in the keys' order, rather than
    /// through a ``ViewObject``'s closures, each a call through a generic thunk.
    static func cellObject(_ cell: CellView) -> TemplateValue {
        .object(
            TemplateObject(shape: cellShape) { position in
                switch position {
                case 0: .string(cell.text)
                case 1: .bool(cell.column.isNumeric)
                case 2: .bool(cell.isChange)
                case 3: .bool(cell.column.content == .symbol)
                case 4: .bool(cell.column.content == .name)
                case 5: .bool(!cell.isEssential)
                case 6: .bool(cell.column.isWideOnly)
                case 7: .bool(cell.column.isRoomyOnly)
                case 8: .bool(cell.column.isSecondary)
                case 9: .bool(cell.isUsual)
                case 10: .bool(cell.inDashboard)
                case 11: .string(cell.classes)
                default: cell.change.value(at: position - 12)
                }
            })
    }

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
