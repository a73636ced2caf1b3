import Templating

extension ReportViewModel {
    /// A statistic, or a headline: a value, its title, and the change beside it.
    struct StatisticView: Sendable {
        let statistic: Statistic
        let change: ChangeView
        /// The language of the value (BCP 47), empty for the page's own.
        var lang = ""

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

    /// An asset with its change, as a mover, in the words of `labels`.
    struct AssetChangeView: Sendable {
        let asset: AssetReport
        let change: ChangeView
        let labels: LabelCatalog
    }

    /// A statistic: `title`, `value`, change keys.
    static let statisticObject = ViewObject<StatisticView>(
        [
            ("title", { .string($0.statistic.title) }),
            ("value", { .string($0.statistic.value) }),
            ("lang", { .string($0.lang) }),
        ], change: { $0.change })

    /// An asset's price and change: `value`, change keys.
    static let headlineObject = ViewObject<StatisticView>(
        [("value", { .string($0.statistic.value) })], change: { $0.change })

    /// The keys of a table cell, followed by the change keys (a change only where `isChange`).
    enum CellKey: String, ObjectKey {
        case value, numeric, isChange, isSymbol, isName, optional, wide, roomy, secondary, isUsual,
            inDashboard
        case classes
    }

    /// The shape of a table cell: ``CellKey``, then ``ChangeView/Key``.
    static let cellShape = TemplateShape.permanent(CellKey.names + ChangeView.Key.names)

    /// A table cell (``cellShape``). A page makes one per column of every asset's row, hundreds of
    /// thousands at a time, so the values come from one switch over the key rather than through a
    /// ``ViewObject``'s closures, each a call through a generic thunk.
    static func cellObject(_ cell: CellView) -> TemplateValue {
        .object(
            TemplateObject(shape: cellShape) { position in
                guard let key = CellKey.at(position) else {
                    return cell.change.value(ChangeView.Key.allCases[position - CellKey.allCases.count])
                }
                return switch key {
                case .value: .string(cell.text)
                case .numeric: .bool(cell.column.isNumeric)
                case .isChange: .bool(cell.isChange)
                case .isSymbol: .bool(cell.column.content == .symbol)
                case .isName: .bool(cell.column.content == .name)
                case .optional: .bool(!cell.isEssential)
                case .wide: .bool(cell.column.isWideOnly)
                case .roomy: .bool(cell.column.isRoomyOnly)
                case .secondary: .bool(cell.column.isSecondary)
                case .isUsual: .bool(cell.isUsual)
                case .inDashboard: .bool(cell.inDashboard)
                case .classes: .string(cell.classes)
                }
            })
    }

    /// A gainer or loser: `name`, `symbol`, `section`, `anchor`, `price`, change keys.
    static let moverObject = ViewObject<AssetChangeView>(
        [
            ("name", { .string($0.asset.name) }),
            ("lang", { .string(language($0.asset.kind)) }),
            ("symbol", { .string($0.asset.symbol) }),
            ("section", { .string($0.labels.sectionTitle($0.asset.kind)) }),
            ("anchor", { .string(anchor($0.asset)) }),
            ("price", { .string(shown($0.asset.price, $0.labels, $0.asset.currency.price)) }),
        ], change: { $0.change })
}
