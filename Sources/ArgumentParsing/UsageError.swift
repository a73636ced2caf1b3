/// A mistake in how the tool was called; printed as one line and exits with 64.
public enum UsageError: Error, Sendable, Hashable {
    case missingCommand(in: String, available: [String])
    case unknownCommand(String, in: String, suggestion: String?)
    case unknownOption(String, in: String, suggestion: String?)
    case missingValue(option: String, valueName: String, in: String)
    case unexpectedValue(option: String, in: String)
    case invalidValue(option: String, value: String, expected: String, in: String, suggestion: String?)
    case repeatedOption(String, in: String)
    case missingOption(String, in: String)
    case missingArgument(String, in: String)
    case unexpectedArgument(String, in: String)
    case invalidArgument(String, problem: String, in: String)
    case conflictingOptions([String], reason: String?, in: String)
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
