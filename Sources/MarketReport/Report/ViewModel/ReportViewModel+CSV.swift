import Templating

extension ReportViewModel {
    /// One CSV file: `columns` (the header's `name`s) and `rows`, each a list of `fields`, both in
    /// the declaration's CSV order. A field holds its raw value (numbers without grouping, ISO
    /// dates, empty when missing) in `text` when it is text, to be escaped, or in `raw` when it is a
    /// number or a date, to be written as it is; the other is empty. Each column and field has
    /// `first`, true for the first of its row, so a template writes the commas between them.
    func csvFile(_ kind: AssetKind) -> TemplateValue {
        let assets = model[kind]
        let positions = kind.layout.csv
        let dates = dates
        let columns = kind.layout.csvColumns.enumerated().map { index, name in
            Self.csvColumnObject.make((name, index == 0))
        }
        return [
            "columns": .list(columns),
            "rows": .lazyList(
                TemplateList(count: assets.count) { index in
                    let fields = assets[index].fields
                    return Self.csvRowObject.make(
                        .lazyList(
                            TemplateList(count: positions.count) { column in
                                Self.csvFieldObject(
                                    fields[positions[column]], first: column == 0, dates: dates)
                            }))
                }),
        ]
    }

    /// A CSV header column: `name`, `first`.
    static let csvColumnObject = ViewObject<(name: String, first: Bool)>([
        ("name", { .string($0.name) }),
        ("first", { .bool($0.first) }),
    ])

    /// A CSV row: `fields`.
    static let csvRowObject = ViewObject<TemplateValue>([("fields", { $0 })])

    /// The keys of a CSV field.
    enum CSVFieldKey: String, ObjectKey {
        case text, raw, first
    }

    /// The shape of a CSV field: ``CSVFieldKey``.
    static let csvFieldShape = TemplateShape.permanent(CSVFieldKey.names)

    /// A CSV field (``csvFieldShape``). The CSV files make one per column of every asset, so the
    /// values come from one switch over the key rather than through a ``ViewObject``.
    static func csvFieldObject(_ value: FieldValue, first: Bool, dates: DateFormatting) -> TemplateValue {
        .object(
            TemplateObject(shape: csvFieldShape) { position in
                switch CSVFieldKey.allCases[position] {
                case .text: .string(value.text ?? "")
                case .raw: .string(value.isText ? "" : value.rawText(dates: dates))
                case .first: .bool(first)
                }
            })
    }
}
