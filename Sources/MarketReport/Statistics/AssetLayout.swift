/// The fields of an asset class and where each appears, as the outputs need them: each place
/// holds positions into ``fields``, resolved once from the declaration's keys.
public final class AssetLayout: Sendable {
    /// A column of the section's table, resolved.
    public struct Column: Sendable {
        /// What a cell of the column shows.
        public enum Content: Sendable, Equatable {
            /// The asset's ticker.
            case symbol
            /// The asset's display name.
            case name
            /// The shown value of the field at this position.
            case field(Int)
            /// The change in percent held by the field at this position, with its direction.
            case change(Int)
            /// The asset's status: `ok`, or the reasons its data has gaps.
            case status
        }

        /// The header.
        public let title: String
        /// Whether the cells are numbers (right-aligned).
        public let isNumeric: Bool
        /// What a cell shows.
        public let content: Content
        /// Whether only a wide screen shows the column (``TableColumn/asOf(_:)``).
        public var isWideOnly = false
        /// Whether only a large screen shows the column (``TableColumn/roomy(_:)``).
        public var isRoomyOnly = false
        /// Whether a small tablet leaves the column out (``TableColumn/secondary(_:)``).
        public var isSecondary = false
    }

    /// Every field, in declaration order.
    public let fields: [FieldInfo]
    /// For each field, the position of the field holding the change shown beside it.
    public let changes: [Int?]
    /// The position of the field holding the headline price.
    public let price: Int
    /// The position of the field holding the headline change in percent.
    public let change: Int
    /// The card's overview statistics, in order.
    public let overview: [Int]
    /// The card's additional statistics, in order.
    public let additional: [Int]
    /// The card's period returns, shortest period first.
    public let returns: [Int]
    /// The card's figures of the asset's position, in order.
    public let holding: [Int]
    /// The fields holding the 52-week low and high the card's range bar spans, when the class has them.
    public let range: (low: Int, high: Int)?
    /// The table's columns, in order.
    public let table: [Column]
    /// The CSV columns, in order.
    public let csv: [Int]

    init(
        fields: [FieldInfo], headline: (price: String, change: String), overview: [String],
        additional: [String], returns: [String], holding: [String], range: (low: String, high: String)?,
        table: [TableColumn], csv: [String]
    ) {
        var positions: [String: Int] = [:]
        for (index, field) in fields.enumerated() {
            precondition(
                positions.updateValue(index, forKey: field.key) == nil, "field \(field.key) is declared twice"
            )
        }
        func position(_ key: String) -> Int {
            guard let index = positions[key] else { preconditionFailure("no field is declared as \(key)") }
            return index
        }
        self.fields = fields
        changes = fields.map { $0.changeKey.map(position) }
        price = position(headline.price)
        change = position(headline.change)
        self.overview = overview.map(position)
        self.additional = additional.map(position)
        self.returns = returns.map(position)
        self.holding = holding.map(position)
        self.range = range.map { (position($0.low), position($0.high)) }
        self.csv = csv.map(position)
        func resolve(_ column: TableColumn) -> Column {
            switch column {
            case .roomy(let inner):
                var resolved = resolve(inner)
                resolved.isRoomyOnly = true
                return resolved
            case .secondary(let inner):
                var resolved = resolve(inner)
                resolved.isSecondary = true
                return resolved
            case .symbol(let title): return Column(title: title, isNumeric: false, content: .symbol)
            case .name: return Column(title: "Name", isNumeric: false, content: .name)
            case .field(let key, let title):
                return Column(
                    title: title ?? fields[position(key)].title,
                    isNumeric: fields[position(key)].format.isNumeric,
                    content: .field(position(key)))
            case .asOf(let key):
                return Column(
                    title: "As of", isNumeric: fields[position(key)].format.isNumeric,
                    content: .field(position(key)), isWideOnly: true)
            case .change(let key, let title):
                return Column(title: title, isNumeric: true, content: .change(position(key)))
            case .status: return Column(title: "Status", isNumeric: false, content: .status)
            }
        }
        self.table = table.map(resolve)
    }

    /// Whether `column` shows one of the period returns (``returns``).
    public func isReturn(_ column: Column) -> Bool {
        if case .change(let position) = column.content { returns.contains(position) } else { false }
    }

    /// The position of the field with `key`, when one is declared.
    public func position(of key: String) -> Int? { fields.firstIndex { $0.key == key } }

    /// Whether `column` is one a narrow screen keeps: the symbol, the price and the headline
    /// change; the others are left to the cards.
    public func isEssential(_ column: Column) -> Bool {
        switch column.content {
        case .symbol: true
        case .name, .status: false
        case .field(let position): position == price
        case .change(let position): position == change
        }
    }

    /// The CSV header's column names, in order.
    public var csvColumns: [String] { csv.map { fields[$0].key } }
}
