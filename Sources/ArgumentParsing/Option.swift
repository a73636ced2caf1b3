/// One `--name` option, declared once: its name, how its value is written in help, its help
/// line, its default and how its text becomes a `Value`. A command lists it, and reads it back
/// typed with `arguments[option]`.
///
/// ```swift
/// static let output = Option.value(
///     "output", "DIR", help: "Where report files go.", default: "./Output", parser: .path)
/// let folder: String = arguments[output]
/// ```
public struct Option<Value: Sendable>: OptionDeclaration {
    public let spec: OptionSpec
    /// The value when the option is not given; `nil` only for a required option, which the
    /// parser guarantees is given.
    let defaultValue: Value?

    private init(spec: OptionSpec, defaultValue: Value?) {
        self.spec = spec
        self.defaultValue = defaultValue
    }

    /// An option taking a value, `defaultValue` when it is not given; help shows the default as
    /// the parser writes it.
    public static func value(
        _ name: String, _ valueName: String, help: String, default defaultValue: Value,
        parser: ValueParser<Value>
    ) -> Option {
        Option(
            spec: OptionSpec(
                name: name, valueName: valueName, help: help,
                defaultText: parser.write(defaultValue), isRequired: false,
                read: { (text) throws(ValueProblem) in try parser.read(text) }),
            defaultValue: defaultValue)
    }

    /// An option taking a value that the command cannot run without.
    public static func required(_ name: String, _ valueName: String, help: String, parser: ValueParser<Value>)
        -> Option
    {
        Option(
            spec: OptionSpec(
                name: name, valueName: valueName, help: help, defaultText: nil, isRequired: true,
                read: { (text) throws(ValueProblem) in try parser.read(text) }),
            defaultValue: nil)
    }

    /// An option taking a value, `nil` when it is not given; `defaultDescription` tells in help
    /// what happens then (`built-in`, `today`).
    public static func optional<Wrapped>(
        _ name: String, _ valueName: String, help: String, defaultDescription: String? = nil,
        parser: ValueParser<Wrapped>
    ) -> Option<Wrapped?> {
        Option<Wrapped?>(
            spec: OptionSpec(
                name: name, valueName: valueName, help: help, defaultText: defaultDescription,
                isRequired: false, read: { (text) throws(ValueProblem) in try parser.read(text) }),
            defaultValue: .some(nil))
    }

    /// An option that may be given any number of times, its values in the order given (none
    /// when it is not given): `--alert above=300 --alert move=5`.
    public static func repeating<Element>(
        _ name: String, _ valueName: String, help: String, parser: ValueParser<Element>
    ) -> Option<[Element]> {
        var spec = OptionSpec(
            name: name, valueName: valueName, help: help, defaultText: nil,
            isRequired: false, read: { (text) throws(ValueProblem) in try parser.read(text) })
        spec.accumulate = { earlier, value in
            ((earlier as? [Element]) ?? []) + ((value as? Element).map { [$0] } ?? [])
        }
        return Option<[Element]>(spec: spec, defaultValue: [])
    }
}

extension Option where Value == Bool {
    /// A flag: `true` when given.
    public static func flag(_ name: String, help: String) -> Option<Bool> {
        Option(
            spec: OptionSpec(
                name: name, valueName: nil, help: help, defaultText: nil, isRequired: false,
                read: { _ in true }),
            defaultValue: false)
    }
}
