/// The kinds of JSON value, named in messages as people read them.
public enum JSONKind: Sendable, Hashable, CustomStringConvertible {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool
    /// A number.
    case number
    /// A string.
    case string
    /// A list (a JSON array).
    case array
    /// An object.
    case object

    /// "a string", "a list", "an object", ...
    public var description: String {
        switch self {
        case .null: "null"
        case .bool: "true or false"
        case .number: "a number"
        case .string: "a string"
        case .array: "a list"
        case .object: "an object"
        }
    }
}
