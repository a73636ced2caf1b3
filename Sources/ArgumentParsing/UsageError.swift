/// A mistake in how the tool was called; printed as one line and exits with 64.
public enum UsageError: Error, Sendable, Hashable {
    /// A group of commands was named without one of its commands.
    case missingCommand(in: String, available: [String])
    /// A word that names no command, with the nearest command name.
    case unknownCommand(String, in: String, suggestion: String?)
    /// An option the command does not have, with the nearest option name.
    case unknownOption(String, in: String, suggestion: String?)
    /// An option that takes a value was given without one.
    case missingValue(option: String, valueName: String, in: String)
    /// A flag was given a value (`--sample=yes`).
    case unexpectedValue(option: String, in: String)
    /// A value its option's parser refuses: what was expected, and the nearest good value.
    case invalidValue(option: String, value: String, expected: String, in: String, suggestion: String?)
    /// An option was given twice.
    case repeatedOption(String, in: String)
    /// A required option was not given.
    case missingOption(String, in: String)
    /// A positional argument that must be given was not.
    case missingArgument(String, in: String)
    /// A word left over after every positional argument had its words.
    case unexpectedArgument(String, in: String)
    /// A positional argument the command refuses, and why.
    case invalidArgument(String, problem: String, in: String)
    /// Options that cannot be used together, and why when it is not obvious.
    case conflictingOptions([String], reason: String?, in: String)
    /// The first option was given without the second it needs.
    case optionRequires(String, String, in: String)

    /// The line after `error: `: what is wrong, where, and what to do.
    public var message: String {
        switch self {
        case .missingCommand(let command, let available):
            "missing command, in '\(command)', use one of \(available.joined(separator: ", "))"
        case .unknownCommand(let word, let command, let suggestion):
            "unknown command '\(word)', in '\(command)', "
                + (suggestion.map { "Did you mean '\($0)'?" } ?? "run '\(command) --help' for the commands")
        case .unknownOption(let option, let command, let suggestion):
            "unknown option '\(option)', in '\(command)', "
                + (suggestion.map { "Did you mean '\($0)'?" } ?? "run '\(command) --help' for its options")
        case .missingValue(let option, let valueName, let command):
            "--\(option) needs a value, in '\(command)', write --\(option) \(valueName)"
        case .unexpectedValue(let option, let command):
            "--\(option) takes no value, in '\(command)', write just --\(option)"
        case .invalidValue(let option, let value, let expected, let command, let suggestion):
            "bad value '\(value)' for --\(option) (expected \(expected)), in '\(command)', "
                + (suggestion.map { "Did you mean '\($0)'?" } ?? "run '\(command) --help' for its options")
        case .repeatedOption(let option, let command):
            "--\(option) given more than once, in '\(command)', give it once"
        case .missingOption(let option, let command):
            "--\(option) is required, in '\(command)', run '\(command) --help' for its options"
        case .missingArgument(let name, let command):
            "missing \(name), in '\(command)', run '\(command) --help' for its arguments"
        case .unexpectedArgument(let word, let command):
            "unexpected argument '\(word)', in '\(command)', run '\(command) --help' for its arguments"
        case .invalidArgument(let name, let problem, let command):
            "bad \(name): \(problem), in '\(command)', correct it and run again"
        case .conflictingOptions(let options, let reason, let command):
            "\(options.map { "--\($0)" }.joined(separator: " and ")) cannot be used together"
                + (reason.map { " (\($0))" } ?? "") + ", in '\(command)', choose one"
        case .optionRequires(let option, let other, let command):
            "--\(option) only works with --\(other), in '\(command)', add --\(other) or leave out --\(option)"
        }
    }
}
