import JSON
import Suggestions

/// How an option's text becomes a typed value, checked while parsing so that a command only
/// ever sees good values, and how a value is written back (for the default shown in help).
public struct ValueParser<Value: Sendable>: Sendable {
    private let reading: @Sendable (String) throws(ValueProblem) -> Value
    private let writing: @Sendable (Value) -> String

    /// A parser from its two directions; `write` defaults to the value's description.
    public init(
        read: @escaping @Sendable (String) throws(ValueProblem) -> Value,
        write: @escaping @Sendable (Value) -> String = { "\($0)" }
    ) {
        self.reading = read
        self.writing = write
    }

    /// A parser from a conversion that answers `nil` for a bad value; `expected` says what a
    /// good one looks like (`a date as YYYY-MM-DD`).
    public init(expected: String, _ convert: @escaping @Sendable (String) -> Value?) {
        self.init(read: { (text) throws(ValueProblem) in
            guard let value = convert(text) else { throw ValueProblem(expected: expected) }
            return value
        })
    }

    /// The value `text` stands for.
    public func read(_ text: String) throws(ValueProblem) -> Value { try reading(text) }

    /// `value` as it would be typed.
    public func write(_ value: Value) -> String { writing(value) }
}

extension ValueParser where Value == String {
    /// Any text.
    public static var text: ValueParser<String> { ValueParser { $0 } }

    /// A file or folder path: any text but the empty one.
    public static var path: ValueParser<String> {
        ValueParser { (text) throws(ValueProblem) in
            guard !text.isEmpty else { throw ValueProblem(expected: "a path") }
            return text
        }
    }
}

extension ValueParser where Value == Double {
    /// A finite decimal number, at least `minimum` when given.
    public static func number(minimum: Double? = nil) -> ValueParser<Double> {
        let expected = minimum.map { "a number of \(Self.shortest($0)) or more" } ?? "a number"
        return ValueParser(
            read: { (text) throws(ValueProblem) in
                guard let number = Double(text), number.isFinite, !text.contains(where: \.isLetter),
                    number >= (minimum ?? -.infinity)
                else { throw ValueProblem(expected: expected) }
                return number
            }, write: Self.shortest)
    }

    /// `10` rather than `10.0`; otherwise the shortest text that reads back as `value`.
    static func shortest(_ value: Double) -> String {
        JSONNumber(value)?.literal ?? "\(value)"
    }
}

extension ValueParser where Value == Int {
    /// A whole number in `range`, written in ASCII digits (`30`, not `30.0` or `+30`).
    public static func integer(in range: ClosedRange<Int>) -> ValueParser<Int> {
        ValueParser(expected: "a whole number from \(range.lowerBound) to \(range.upperBound)") { text in
            guard text.allSatisfy({ ("0"..."9").contains($0) }), let number = Int(text),
                range.contains(number)
            else { return nil }
            return number
        }
    }
}

extension ValueParser where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// One of the cases, written as its raw value.
    public static var choice: ValueParser<Value> {
        let words = Value.allCases.map(\.rawValue)
        return ValueParser(
            read: { (text) throws(ValueProblem) in
                guard let value = Value(rawValue: text) else {
                    throw ValueProblem(
                        expected: "one of \(words.joined(separator: ", "))",
                        suggestion: EditDistance.closest(to: text, among: words))
                }
                return value
            }, write: \.rawValue)
    }
}

extension ValueParser {
    /// A comma-separated list of at least one case of `Element`, each kept once in the order
    /// first given: `html,md`.
    public static func list<Element: RawRepresentable & CaseIterable & Hashable & Sendable>(
        of element: Element.Type
    ) -> ValueParser<[Element]> where Element.RawValue == String {
        let words = Element.allCases.map(\.rawValue)
        return ValueParser<[Element]>(
            read: { (text) throws(ValueProblem) in
                var values: [Element] = []
                for item in text.split(separator: ",", omittingEmptySubsequences: false) {
                    guard let value = Element(rawValue: String(item)) else {
                        throw ValueProblem(
                            expected: "a comma-separated list of \(words.joined(separator: ", "))",
                            suggestion: EditDistance.closest(to: String(item), among: words))
                    }
                    if !values.contains(value) { values.append(value) }
                }
                return values
            }, write: { $0.map(\.rawValue).joined(separator: ",") })
    }
}
