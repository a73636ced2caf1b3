/// The checked result of parsing one command's arguments.
struct ParsedArguments: Sendable, Hashable {
    /// The command words: `["market-report", "watchlist", "add"]`.
    let commandPath: [String]
    /// Positional values by argument name.
    var positionals: [String: [String]] = [:]
    /// Option values by option name, in the order given (an empty list for a flag that was given).
    var options: [String: [String]] = [:]
    /// Defaults of the options that were not given.
    var defaults: [String: String] = [:]

    /// Whether a flag (or any option) was given.
    func flag(_ name: String) -> Bool { options[name] != nil }

    /// The value of an option, or its default.
    func value(_ name: String) -> String? { options[name]?.last ?? defaults[name] }

    /// Every value of a repeatable option.
    func values(_ name: String) -> [String] { options[name] ?? [] }

    /// A number option, already checked by its `ValueKind`.
    func number(_ name: String) -> Double? { value(name).flatMap(Double.init) }

    /// The value of a single positional argument.
    func argument(_ name: String) -> String? { positionals[name]?.first }

    /// The values of a repeating positional argument.
    func arguments(_ name: String) -> [String] { positionals[name] ?? [] }

    /// The command as the user would type it: `market-report watchlist add`.
    var commandName: String { commandPath.joined(separator: " ") }
}
