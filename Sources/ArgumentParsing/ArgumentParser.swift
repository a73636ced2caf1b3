import Suggestions

/// Turns the words of a command line into a command and its checked arguments, following the
/// declarations: `--opt value` and `--opt=value`, `--` ends options, `-h`/`--help` everywhere.
public struct ArgumentParser<Context: Sendable>: Sendable {
    /// The command tree: the program and its commands.
    public let root: CommandSpec<Context>

    /// A parser for the command tree `root`.
    public init(root: CommandSpec<Context>) {
        self.root = root
    }

    /// What `words` (the command line without the program name) ask for.
    public func parse(_ words: [String]) throws(UsageError) -> ParseOutcome<Context> {
        var command = root
        var path = [root.name]
        var index = 0
        while !command.subcommands.isEmpty {
            let name = path.joined(separator: " ")
            guard index < words.count else {
                throw .missingCommand(in: name, available: command.subcommands.map(\.name))
            }
            let word = words[index]
            index += 1
            if word == "-h" || word == "--help" { return .help(path, command) }
            if word == "--version", path.count == 1 { return .version }
            if word.hasPrefix("-") {
                let known = path.count == 1 ? ["--help", "--version"] : ["--help"]
                throw .unknownOption(word, in: name, suggestion: EditDistance.closest(to: word, among: known))
            }
            guard let subcommand = command.subcommand(named: word) else {
                let suggestion = EditDistance.closest(to: word, among: command.subcommands.map(\.name))
                throw .unknownCommand(word, in: name, suggestion: suggestion)
            }
            command = subcommand
            path.append(word)
        }
        let rest = Array(words[index...])
        let optionWords = rest.prefix { $0 != "--" }
        if optionWords.contains("-h") || optionWords.contains("--help") { return .help(path, command) }
        var reader = CommandArgumentsReader(command: command, path: path)
        return .run(command, try reader.read(rest))
    }
}
