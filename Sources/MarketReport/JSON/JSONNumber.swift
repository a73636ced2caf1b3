/// A JSON number kept as its literal text, so a value read from a file is written back unchanged.
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
    /// The number as it appears in JSON, for example `212.50` or `1e3`.
    public let literal: String

    /// Wraps a literal that is already valid JSON number syntax; `nil` when it is not.
    public init?(literal: String) {
        guard JSONNumber.isValidLiteral(literal) else { return nil }
        self.literal = literal
    }

    /// The shortest literal that reads back as `value`: `10` for 10.0, `212.5` for 212.5.
    /// Returns `nil` for infinity and NaN, which JSON cannot express.
    public init?(_ value: Double) {
        guard value.isFinite else { return nil }
        if value == value.rounded(), abs(value) < 1e15 {
            literal = String(Int64(value))
        } else {
            literal = "\(value)"
        }
    }

    /// The value as a `Double` (JSON numbers always parse as one).
    public var doubleValue: Double { Double(literal) ?? .nan }

    public var description: String { literal }

    /// Whether `text` follows the JSON grammar `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`.
    public static func isValidLiteral(_ text: String) -> Bool {
        var scanner = Array(text.utf8)[...]
        return JSONNumber.scan(&scanner) && scanner.isEmpty
    }

    /// Consumes the longest JSON number at the start of `bytes`; `false` when it is not one.
    static func scan(_ bytes: inout ArraySlice<UInt8>) -> Bool {
        func digits(_ bytes: inout ArraySlice<UInt8>) -> Int {
            let count = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
            bytes.removeFirst(count)
            return count
        }
        if bytes.first == UInt8(ascii: "-") { bytes.removeFirst() }
        if bytes.first == UInt8(ascii: "0") {
            bytes.removeFirst()
        } else if digits(&bytes) == 0 {
            return false
        }
        if bytes.first == UInt8(ascii: ".") {
            bytes.removeFirst()
            guard digits(&bytes) > 0 else { return false }
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes.removeFirst()
            if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes.removeFirst() }
            guard digits(&bytes) > 0 else { return false }
        }
        return true
    }
}
