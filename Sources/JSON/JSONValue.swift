/// A JSON value that keeps the order of object members and the literal text of numbers.
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as its literal.
    case number(JSONNumber)
    /// A string.
    case string(String)
    /// A list (a JSON array).
    case array([JSONValue])
    /// An object, its members in order.
    case object(JSONObject)

    /// The string, when this is a string.
    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The number, when this is a number.
    public var numberValue: JSONNumber? {
        if case .number(let number) = self { return number }
        return nil
    }

    /// A string, or `null` when `text` is `nil`.
    public static func optional(_ text: String?) -> JSONValue {
        text.map { .string($0) } ?? .null
    }

    /// A number in its shortest form (see ``JSONNumber/init(_:)``), or `null` when `value` is
    /// `nil` or not finite.
    public static func optional(_ value: Double?) -> JSONValue {
        value.flatMap(JSONNumber.init).map { .number($0) } ?? .null
    }

    /// What kind of value this is.
    var kind: JSONKind {
        switch self {
        case .null: .null
        case .bool: .bool
        case .number: .number
        case .string: .string
        case .array: .array
        case .object: .object
        }
    }

    /// How this kind of value is named in messages: "a string", "a list", "an object", ...
    public var kindDescription: String { kind.description }
}
