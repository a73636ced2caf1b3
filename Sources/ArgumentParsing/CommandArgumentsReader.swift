import Suggestions

/// Reads the words after a runnable command's name into `ParsedArguments`, reading each value
/// into its option's type.
struct CommandArgumentsReader<Context: Sendable> {
    let command: CommandSpec<Context>
    let path: [String]
    private var parsed: ParsedArguments
    private var positional: [String] = []

    init(command: CommandSpec<Context>, path: [String]) {
        self.command = command
        self.path = path
        self.parsed = ParsedArguments(commandPath: path)
    }

    private var name: String { path.joined(separator: " ") }

    mutating func read(_ words: [String]) throws(UsageError) -> ParsedArguments {
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            if word == "--" {
                positional += words[index...]
                break
            }
            guard word.hasPrefix("-"), word != "-" else {
                positional.append(word)
                continue
            }
            let (optionName, inlineValue) = split(word)
            guard word.hasPrefix("--"), let option = command.option(named: optionName) else {
                let names = command.options.map { "--\($0.name)" } + ["--help"]
                let typed = inlineValue == nil ? word : String(word.prefix { $0 != "=" })
                throw .unknownOption(
                    typed, in: name, suggestion: EditDistance.closest(to: typed, among: names))
            }
            try record(option, inlineValue: inlineValue, words: words, index: &index)
        }
        try assignPositionals()
        try checkRules()
        return parsed
    }

    private func split(_ word: String) -> (String, String?) {
        let body = word.drop { $0 == "-" }
        guard let equals = body.firstIndex(of: "=") else { return (String(body), nil) }
        return (String(body[..<equals]), String(body[body.index(after: equals)...]))
    }

    private mutating func record(
        _ option: OptionSpec, inlineValue: String?, words: [String], index: inout Int
    )
        throws(UsageError)
    {
        if parsed.values[option.name] != nil, !option.isRepeating {
            throw .repeatedOption(option.name, in: name)
        }
        guard let valueName = option.valueName else {
            guard inlineValue == nil else { throw .unexpectedValue(option: option.name, in: name) }
            parsed.values[option.name] = true
            return
        }
        let text: String
        if let inlineValue {
            text = inlineValue
        } else if index < words.count, !words[index].hasPrefix("--") {
            text = words[index]
            index += 1
        } else {
            throw .missingValue(option: option.name, valueName: valueName, in: name)
        }
        do {
            let value = try option.read(text)
            parsed.values[option.name] = option.accumulate?(parsed.values[option.name], value) ?? value
        } catch {
            throw .invalidValue(
                option: option.name, value: text, expected: error.expected, in: name,
                suggestion: error.suggestion)
        }
    }

    private mutating func assignPositionals() throws(UsageError) {
        var remaining = positional[...]
        for argument in command.arguments {
            if argument.isRepeating {
                parsed.positionals[argument.name] = Array(remaining)
                remaining = []
            } else if let value = remaining.popFirst() {
                parsed.positionals[argument.name] = [value]
            }
            if parsed.positionals[argument.name, default: []].isEmpty, !argument.isOptional {
                throw .missingArgument(argument.usage, in: name)
            }
        }
        if let extra = remaining.first { throw .unexpectedArgument(extra, in: name) }
    }

    private func checkRules() throws(UsageError) {
        for option in command.options where option.isRequired && parsed.values[option.name] == nil {
            throw .missingOption(option.name, in: name)
        }
        for rule in command.rules {
            switch rule {
            case .exclusive(let options, let reason):
                let given = options.map(\.spec.name).filter { parsed.values[$0] != nil }
                if given.count > 1 { throw .conflictingOptions(given, reason: reason, in: name) }
            case .requires(let option, let other):
                if parsed.isGiven(option), !parsed.isGiven(other) {
                    throw .optionRequires(option.spec.name, other.spec.name, in: name)
                }
            }
        }
    }
}
