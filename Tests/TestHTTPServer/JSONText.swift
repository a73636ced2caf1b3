/// A tiny JSON writer that keeps number spellings exactly as given (`6.2e-7`, `25379489792`).
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

    /// A double in Swift's shortest round-trip spelling (integral values without `.0`).
    public static func double(_ value: Double) -> JSONText {
        if value == value.rounded(), abs(value) < 1e15 { return .number(String(Int64(value))) }
        return .number(String(value))
    }

    /// An optional double, `null` when absent.
    public static func double(_ value: Double?) -> JSONText { value.map { double($0) } ?? .null }

    /// An optional string, `null` when absent.
    public static func string(_ value: String?) -> JSONText { value.map { .string($0) } ?? .null }

    /// The JSON text.
    public var rendered: String {
        switch self {
        case .string(let text): return Self.quote(text)
        case .number(let text): return text
        case .bool(let value): return value ? "true" : "false"
        case .null: return "null"
        case .array(let items): return "[" + items.map(\.rendered).joined(separator: ",") + "]"
        case .object(let pairs):
            return "{" + pairs.map { Self.quote($0.0) + ":" + $0.1.rendered }.joined(separator: ",") + "}"
        }
    }

    private static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    out +=
                        "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                        + String(scalar.value, radix: 16)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
