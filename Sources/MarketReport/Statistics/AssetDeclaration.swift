/// An asset class's fields, declared once, and where each appears: the card's overview and
/// additional statistics, the section's table, the CSV file. Every output is made from it.
///
/// Fields are referred to by key; a key that names no field, or a key declared twice, stops the
/// program when the declaration is made (at first use), so a mistake cannot reach a report.
public struct AssetDeclaration<Source>: Sendable {
    /// Everything about the fields but how they are read: what the outputs are made from.
    public let layout: AssetLayout
    private let readers: [Field<Source>.Reader]

    /// Declares `fields`; `headline` names the price and change shown first and used to rank
    /// movers, `overview` and `additional` the card's statistics in order, `returns` its period
    /// returns, `holding` its position's figures, `range` the 52-week low and high its range bar
    /// spans, `table` the section table's columns, `csv` the CSV columns in the contract's order.
    public init(
        _ fields: [Field<Source>], headline: (price: String, change: String), overview: [String],
        additional: [String], returns: [String] = [], holding: [String] = [],
        range: (low: String, high: String)? = nil, table: [TableColumn], csv: [String]
    ) {
        layout = AssetLayout(
            fields: fields.map(\.info), headline: headline, overview: overview, additional: additional,
            returns: returns, holding: holding, range: range, table: table, csv: csv)
        readers = fields.map(\.read)
    }

    /// The raw value of every field for one asset.
    public func values(of source: Source) -> AssetValues {
        AssetValues(layout: layout, values: readers.map { $0(source) })
    }
}
