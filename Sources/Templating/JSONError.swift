/// A JSON document that could not be read as a ``TemplateValue``, with the place where reading stopped.
public struct JSONError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The 1-based line of the offending character.
    public let line: Int
    /// The 1-based column (in Unicode scalars) of the offending character.
    public let column: Int
    /// What was wrong, e.g. `expected ',' or '}' after an object member`.
    public let message: String

    /// Creates an error at a line and column.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// `JSON LINE:COLUMN: message`.
    public var description: String { "JSON \(line):\(column): \(message)" }
}
