/// The checked, typed result of parsing one command's arguments, read back through the
/// declarations: `arguments[ReportCommand.output]`.
public struct ParsedArguments: Sendable {
    /// The command words: `["market-report", "watchlist", "add"]`.
    public let commandPath: [String]
    /// The values of the options given, by option name, already of their option's type.
    var values: [String: any Sendable] = [:]
    /// The words given for each positional argument, by argument name.
    var positionals: [String: [String]] = [:]

    /// Arguments of the command named by `commandPath`, with nothing given yet.
    init(commandPath: [String]) {
        self.commandPath = commandPath
    }

    /// The option's value: the one given, or its default.
    public subscript<Value>(option: Option<Value>) -> Value {
        if let value = values[option.spec.name] as? Value { return value }
        guard let defaultValue = option.defaultValue else {
            preconditionFailure("--\(option.spec.name) is required, so the parser made sure it was given")
        }
        return defaultValue
    }

    /// The argument's value from the words given for it.
    public subscript<Value>(argument: Argument<Value>) -> Value {
        argument.value(from: positionals[argument.spec.name] ?? [])
    }

    /// Whether the option was written on the command line (a flag, or a value equal to the
    /// default, counts as given).
    public func isGiven(_ option: any OptionDeclaration) -> Bool {
        values[option.spec.name] != nil
    }

    /// The command as the user would type it: `market-report watchlist add`.
    public var commandName: String { commandPath.joined(separator: " ") }
}
