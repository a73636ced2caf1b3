import JSON

/// A short way to build the fixtures' JSON bodies: literals, members as ordered pairs, numbers
/// spelled exactly as given (`6.2e-7`, `25379489792`); written by the JSON module's writer.
public indirect enum JSONText: Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByNilLiteral, ExpressibleByBooleanLiteral
{
    /// A string (escaped on output).
    case string(String)
    /// A number spelled exactly as given.
    case number(String)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
    /// An array.
    case array([JSONText])
    /// An object with keys in order.
    case object([(String, JSONText)])

    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int64) { self = .number(String(value)) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }

    /// A double in its shortest JSON spelling (integral values without `.0`).
    public static func double(_ value: Double) -> JSONText {
        .number(JSONNumber(value)?.literal ?? "null")
    }

    /// An optional double, `null` when absent.
    public static func double(_ value: Double?) -> JSONText { value.map { double($0) } ?? .null }

    /// An optional string, `null` when absent.
    public static func string(_ value: String?) -> JSONText { value.map { .string($0) } ?? .null }

    /// The value; a number that is not valid JSON is written as `null`.
    public var value: JSONValue {
        switch self {
        case .string(let text): .string(text)
        case .number(let text): JSONNumber(literal: text).map(JSONValue.number) ?? .null
        case .bool(let flag): .bool(flag)
        case .null: .null
        case .array(let items): .array(items.map(\.value))
        case .object(let pairs):
            .object(JSONObject(pairs.map { JSONObject.Member(key: $0.0, value: $0.1.value) }))
        }
    }

    /// The JSON text, on one line.
    public var rendered: String { JSONWriter.compact(value) }
}
