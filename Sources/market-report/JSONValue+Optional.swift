import MarketReport

extension JSONValue {
    /// A string, or `null` when `text` is `nil`.
    static func optional(_ text: String?) -> JSONValue {
        text.map { .string($0) } ?? .null
    }

    /// A number, or `null` when `value` is `nil` or not finite.
    static func optional(_ value: Double?) -> JSONValue {
        value.flatMap(JSONNumber.init).map { .number($0) } ?? .null
    }
}
