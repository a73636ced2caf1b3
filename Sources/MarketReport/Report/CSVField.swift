/// One cell of a CSV row: its column name and its raw text (no grouping, no currency sign,
/// dot decimal, ISO dates; empty when unavailable). Escaping happens when the row is rendered.
public struct CSVField: Sendable, Equatable {
    /// The column name of the contract, such as `change_percent`.
    public var column: String
    /// The raw value.
    public var value: String

    /// Creates a field.
    public init(_ column: String, _ value: String) {
        self.column = column
        self.value = value
    }
}
