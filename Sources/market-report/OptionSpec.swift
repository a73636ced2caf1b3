/// One `--name` option of a command: a flag, or an option taking a checked value.
struct OptionSpec: Sendable {
    /// The name without dashes: `watchlist` for `--watchlist`.
    let name: String
    /// How the value is written in help (`FILE`), or `nil` for a flag.
    let valueName: String?
    /// What a value must look like (ignored for flags).
    let kind: ValueKind
    /// One line of help.
    let help: String
    /// The value used when the option is not given; shown in help.
    let defaultValue: String?
    /// A default too long or dynamic to be a value, shown in help only.
    let defaultDescription: String?
    /// Whether the option may be given more than once (its values are collected).
    let isRepeatable: Bool
    /// Whether the command cannot run without it.
    let isRequired: Bool

    /// `--name` or `--name VALUE`, as in help.
    var displayName: String { "--\(name)" + (valueName.map { " \($0)" } ?? "") }

    /// Whether the option takes no value.
    var isFlag: Bool { valueName == nil }

    /// A flag: present or not.
    static func flag(_ name: String, help: String) -> OptionSpec {
        OptionSpec(
            name: name, valueName: nil, kind: .text, help: help, defaultValue: nil, defaultDescription: nil,
            isRepeatable: false, isRequired: false)
    }

    /// An option that takes a value.
    static func value(
        _ name: String, _ valueName: String, kind: ValueKind = .text, help: String,
        default defaultValue: String? = nil,
        defaultDescription: String? = nil, repeatable: Bool = false, required: Bool = false
    ) -> OptionSpec {
        OptionSpec(
            name: name, valueName: valueName, kind: kind, help: help, defaultValue: defaultValue,
            defaultDescription: defaultDescription, isRepeatable: repeatable, isRequired: required)
    }
}
