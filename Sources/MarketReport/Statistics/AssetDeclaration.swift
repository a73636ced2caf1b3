/// An asset class's fields, declared once, and where each appears: the card's overview and
/// additional statistics, the section's table, the CSV file. Every output is made from it.
///
/// Every place names a field by its handle, so it cannot name one that does not exist: a field
/// placed somewhere but left out of the list of fields is added after them. The list's order is
/// the order of the fields in `report.json`.
public struct AssetDeclaration<Source>: Sendable {
    /// Everything about the fields but how they are read: what the outputs are made from.
    public let layout: AssetLayout
    private let readers: [Field<Source>.Reader]

    /// Declares `fields`, whose titles are under `labels` in the label catalog (`stock` reads
    /// `fields.stock.KEY`); `headline` names the price and change shown first and used to rank
    /// movers, `overview` and `additional` the card's statistics in order, `returns` its period
    /// returns, `holding` its position's figures, `range` the 52-week low and high its range bar
    /// spans, `table` the section table's columns, `csv` the CSV columns in the contract's order.
    public init(
        labels: String, _ fields: [Field<Source>], headline: (price: Field<Source>, change: Field<Source>),
        overview: [Field<Source>], additional: [Field<Source>], returns: [Field<Source>] = [],
        holding: [Field<Source>] = [], range: (low: Field<Source>, high: Field<Source>)? = nil,
        table: [TableColumn<Source>], csv: [Field<Source>]
    ) {
        var placed = Placement()
        for field in fields { _ = placed.position(of: field) }
        let price = placed.position(of: headline.price)
        let change = placed.position(of: headline.change)
        let overview = overview.map { placed.position(of: $0) }
        let additional = additional.map { placed.position(of: $0) }
        let returns = returns.map { placed.position(of: $0) }
        let holding = holding.map { placed.position(of: $0) }
        let range = range.map { (low: placed.position(of: $0.low), high: placed.position(of: $0.high)) }
        let table = table.map { placed.column($0) }
        let csv = csv.map { placed.position(of: $0) }
        placed.placeChanges()
        layout = AssetLayout(
            labelGroup: labels, fields: placed.fields.map(\.info), changes: placed.changes, price: price,
            change: change,
            overview: overview, additional: additional, returns: returns, holding: holding, range: range,
            table: table, csv: csv)
        readers = placed.fields.map(\.read)
    }

    /// The raw value of every field for one asset.
    public func values(of source: Source) -> AssetValues {
        AssetValues(layout: layout, values: readers.map { $0(source) })
    }

    /// The position of `field` among the layout's fields.
    public func position(of field: Field<Source>) -> Int? { layout.position(ofKey: field.key) }

    /// The fields in the order they were first named, each once, with the change each shows.
    private struct Placement {
        var fields: [Field<Source>] = []
        var changes: [Int?] = []
        private var positions: [String: Int] = [:]

        /// The position of `field`, placed after the others when it is new.
        mutating func position(of field: Field<Source>) -> Int {
            if let position = positions[field.key] { return position }
            positions[field.key] = fields.count
            fields.append(field)
            return fields.count - 1
        }

        /// Finds the field each field shows the change of, placing it when it is new.
        mutating func placeChanges() {
            var index = 0
            while index < fields.count {
                changes.append(fields[index].change.map { position(of: $0.field) })
                index += 1
            }
        }

        /// `column`, its fields placed.
        mutating func column(_ column: TableColumn<Source>) -> AssetLayout.Column {
            switch column {
            case .roomy(let inner):
                var resolved = self.column(inner)
                resolved.isRoomyOnly = true
                return resolved
            case .secondary(let inner):
                var resolved = self.column(inner)
                resolved.isSecondary = true
                return resolved
            case .symbol: return AssetLayout.Column(isNumeric: false, content: .symbol)
            case .name: return AssetLayout.Column(isNumeric: false, content: .name)
            case .field(let field):
                return AssetLayout.Column(
                    isNumeric: field.info.format.isNumeric, content: .field(position(of: field)))
            case .asOf(let field):
                return AssetLayout.Column(
                    isNumeric: field.info.format.isNumeric, content: .field(position(of: field)),
                    isWideOnly: true)
            case .change(let field):
                return AssetLayout.Column(isNumeric: true, content: .change(position(of: field)))
            case .status: return AssetLayout.Column(isNumeric: false, content: .status)
            }
        }
    }
}
