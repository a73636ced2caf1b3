import JSON
import MarketData

/// One asset on the watchlist: its identifier plus optional note, quantity, cost and any other
/// fields, kept in the order they were written.
public struct WatchlistEntry: Sendable, Hashable {
    /// Which list the entry belongs to.
    public let kind: AssetKind
    /// All fields of the entry, the identifier included, in order.
    public private(set) var fields: JSONObject

    /// A plain entry holding only its identifier (not checked; see `AssetKind.problem(with:)`).
    public init(kind: AssetKind, identifier: String) {
        self.kind = kind
        self.fields = [kind.identifierKey: .string(identifier)]
    }

    /// An entry from fields already checked to hold a valid identifier.
    init(kind: AssetKind, checkedFields: JSONObject) {
        self.kind = kind
        self.fields = checkedFields
    }

    /// The symbol, coin id or company code.
    public var identifier: String {
        get { fields[kind.identifierKey]?.stringValue ?? "" }
        set { fields[kind.identifierKey] = .string(newValue) }
    }

    /// A free-text note.
    public var note: String? {
        get { fields["note"]?.stringValue }
        set { fields["note"] = newValue.map(JSONValue.string) }
    }

    /// Units held.
    public var quantity: Double? {
        get { fields["quantity"]?.numberValue?.doubleValue }
        set { fields["quantity"] = newValue.flatMap(JSONNumber.init).map(JSONValue.number) }
    }

    /// Average cost per unit, in the asset's currency.
    public var cost: Double? {
        get { fields["cost"]?.numberValue?.doubleValue }
        set { fields["cost"] = newValue.flatMap(JSONNumber.init).map(JSONValue.number) }
    }

    /// The key of ``group``.
    public static let groupKey = "group"

    /// The group the entry belongs to (one name, such as `Tech`), for subtotals and allocation.
    public var group: String? {
        get { fields[Self.groupKey]?.stringValue }
        set { fields[Self.groupKey] = newValue.map(JSONValue.string) }
    }

    /// The entry's own alert rules (see ``Watchlist/alerts`` for those of every entry).
    public var alerts: AlertRules {
        get {
            guard case .object(let rules) = fields[AlertRules.key] else { return AlertRules() }
            return AlertRules(checked: rules)
        }
        set { fields[AlertRules.key] = newValue.isEmpty ? nil : newValue.jsonValue }
    }

    /// Any field by key, known or not; the identifier cannot be removed this way.
    public subscript(field key: String) -> JSONValue? {
        get { fields[key] }
        set {
            guard key != kind.identifierKey || newValue?.stringValue != nil else { return }
            fields[key] = newValue
        }
    }

    /// The identifier's key: how it is requested from the provider and compared.
    public var key: AssetKey { kind.key(for: identifier) }

    /// Whether this entry names `identifier` (compared by their keys, so `aapl` names `AAPL`).
    public func matches(_ identifier: String) -> Bool {
        key == kind.key(for: identifier)
    }

    /// The entry as written in the file: a plain string when it has no other field, else an object.
    public var jsonValue: JSONValue {
        fields.members.count == 1 ? .string(identifier) : .object(fields)
    }
}
