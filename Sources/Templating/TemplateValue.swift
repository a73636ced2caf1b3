/// A value a template is rendered against: a typed tree of text, numbers, flags, lists and objects.
///
/// Values are built explicitly (from view models or from JSON), never by reflection.
public enum TemplateValue: Sendable {
    /// No value; renders as empty text and is falsy in sections.
    case null
    /// A flag; `false` hides a section.
    case bool(Bool)
    /// Text; the empty string is falsy in sections.
    case string(String)
    /// A number; integral values render without a fraction (`85`), others in shortest form (`1.21`).
    case number(Double)
    /// A list; sections repeat once per element, and the empty list is falsy.
    case list([TemplateValue])
    /// A list whose elements are made as they are rendered; otherwise like ``list(_:)``.
    case lazyList(TemplateList)
    /// An object with ordered keys; names are looked up in it.
    case object(TemplateObject)
    /// A Swift closure called by interpolation and section tags.
    case lambda(TemplateLambda)
}

extension TemplateValue {
    /// Whether a section over this value renders its content (`{{#x}}`) rather than its inverse (`{{^x}}`).
    public var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let flag): flag
        case .string(let text): !text.isEmpty
        case .number: true
        case .list(let items): !items.isEmpty
        case .lazyList(let list): !list.isEmpty
        case .object, .lambda: true
        }
    }

    /// The text an interpolation tag prints for this value, or `nil` for lists, objects and lambdas.
    public var text: String? {
        switch self {
        case .null: ""
        case .bool(let flag): flag ? "true" : "false"
        case .string(let text): text
        case .number(let number): Self.format(number)
        case .list, .lazyList, .object, .lambda: nil
        }
    }

    /// Formats a number the way JSON wrote it: integers without `.0`, others in shortest round-trip form.
    static func format(_ number: Double) -> String {
        if number.isFinite, number == number.rounded(.towardZero), abs(number) < 1e15 {
            return String(Int64(number))
        }
        return number.description
    }

    /// Looks up one key when this value is an object.
    public subscript(key: String) -> TemplateValue? {
        if case .object(let object) = self { return object[key] }
        return nil
    }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByNilLiteral {
    /// Creates a `.string` value from a literal.
    public init(stringLiteral value: String) { self = .string(value) }
    /// Creates a `.bool` value from a literal.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// Creates `.null` from `nil`.
    public init(nilLiteral: ()) { self = .null }
}

extension TemplateValue: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// Creates a `.number` value from an integer literal.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// Creates a `.number` value from a floating-point literal.
    public init(floatLiteral value: Double) { self = .number(value) }
}

extension TemplateValue: ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    /// Creates a `.list` value from a literal.
    public init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }
    /// Creates an `.object` value from a literal, keeping the key order.
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .object(TemplateObject(elements))
    }
}
