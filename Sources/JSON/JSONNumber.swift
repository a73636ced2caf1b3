/// A JSON number kept as its literal text, so a value read from a file is written back unchanged.
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
    /// The number as it appears in JSON, for example `212.50` or `1e3`.
    public let literal: String

    /// Wraps a literal that is already valid JSON number syntax; `nil` when it is not.
    public init?(literal: String) {
        guard JSONNumber.isValidLiteral(literal) else { return nil }
        self.literal = literal
    }

    /// Wraps a literal the scanner has checked.
    init(checkedLiteral literal: String) {
        self.literal = literal
    }

    /// The shortest literal that reads back as `value`: `10` for 10.0, `212.5` for 212.5, `1e-07`
    /// for 0.0000001, `0` for -0.0. Returns `nil` for infinity and NaN, which JSON cannot express.
    ///
    /// This is the project's one spelling of a `Double` as the shortest text that reads back
    /// as the same value: whole numbers below 10^15 without a fraction, others as the Swift
    /// runtime's shortest round-trip form (identical on Linux and macOS).
    public init?(_ value: Double) {
        guard value.isFinite else { return nil }
        if value == value.rounded(), abs(value) < 1e15 {
            literal = String(Int64(value))
        } else {
            literal = value.description
        }
    }

    /// The nearest `Double` (infinite beyond its range).
    public var doubleValue: Double {
        var literal = literal
        return literal.withUTF8(JSONNumberGrammar.double)
    }

    /// The literal.
    public var description: String { literal }

    /// Whether `text` follows the JSON grammar `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`.
    static func isValidLiteral(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in JSONNumberGrammar.end(of: bytes, from: 0) == bytes.count }
    }
}
