/// The fields of an asset class and where each appears, as the outputs need them: each place
/// holds positions into ``fields``, resolved once from the declaration's handles.
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

    /// The part of the label catalog the fields' titles are in (`stock`: `fields.stock.KEY`).
    public let labelGroup: String
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
    /// Each field's position, by key.
    private let positions: [String: Int]
    /// The position of the field with each role the class has.
    private let roles: [FieldRole: Int]

    /// The fields with what each place holds, resolved by the declaration.
    init(
        labelGroup: String, fields: [FieldInfo], changes: [Int?], price: Int, change: Int, overview: [Int],
        additional: [Int],
        returns: [Int], holding: [Int], range: (low: Int, high: Int)?, table: [Column], csv: [Int]
    ) {
        self.labelGroup = labelGroup
        self.fields = fields
        self.changes = changes
        self.price = price
        self.change = change
        self.overview = overview
        self.additional = additional
        self.returns = returns
        self.holding = holding
        self.range = range
        self.table = table
        self.csv = csv
        var positions: [String: Int] = [:]
        var roles: [FieldRole: Int] = [.price: price, .dayChange: change]
        for (position, field) in fields.enumerated() {
            positions[field.key] = position
            if let role = field.role, roles[role] == nil { roles[role] = position }
        }
        self.positions = positions
        self.roles = roles
    }

    /// Whether `column` shows one of the period returns (``returns``).
    public func isReturn(_ column: Column) -> Bool {
        if case .change(let position) = column.content { returns.contains(position) } else { false }
    }

    /// The position of the field with the machine name `key` (a CSV column or `report.json`
    /// member), when one is declared.
    public func position(ofKey key: String) -> Int? { positions[key] }

    /// The position of the field with `role`, when the class has one.
    public func position(of role: FieldRole) -> Int? { roles[role] }

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
