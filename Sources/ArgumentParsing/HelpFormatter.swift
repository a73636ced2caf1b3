/// Writes the help text of a command from its declaration.
public struct HelpFormatter: Sendable {
    /// How headings are styled.
    public let style: Style

    /// A formatter styling headings with `style`.
    public init(style: Style) {
        self.style = style
    }

    /// The help of `command`, named by the words `path`; the program's own help shows `version`.
    public func help<Context>(for command: CommandSpec<Context>, path: [String], version: String) -> String {
        let name = path.joined(separator: " ")
        var lines = [
            path.count == 1 ? "\(name) \(version): \(command.summary)" : "\(name): \(command.summary)", "",
        ]
        lines.append(style.bold("USAGE:") + " " + usage(for: command, name: name))
        if let discussion = command.discussion { lines += ["", discussion] }
        if !command.subcommands.isEmpty {
            lines += ["", style.bold("COMMANDS:")]
            lines += table(command.subcommands.map { ($0.name, $0.summary) })
        }
        if !command.arguments.isEmpty {
            lines += ["", style.bold("ARGUMENTS:")]
            lines += table(command.arguments.map { ($0.usage, $0.help) })
        }
        lines += ["", style.bold("OPTIONS:")]
        var rows = command.options.map { option -> (String, String) in
            (option.displayName, annotate(option.help, with: option.defaultText.map { "default: \($0)" }))
        }
        rows.append(("-h, --help", "Show this help."))
        if path.count == 1 { rows.append(("--version", "Print the version.")) }
        lines += table(rows)
        if !command.subcommands.isEmpty {
            lines += ["", "Run '\(name) COMMAND --help' for the options of a command."]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `Units held.` with a note becomes `Units held (note).`
    private func annotate(_ help: String, with note: String?) -> String {
        guard let note else { return help }
        let sentence = help.hasSuffix(".") ? String(help.dropLast()) : help
        return "\(sentence) (\(note))."
    }

    private func usage<Context>(for command: CommandSpec<Context>, name: String) -> String {
        if !command.subcommands.isEmpty { return "\(name) COMMAND [options]" }
        let required = command.options.filter(\.isRequired).map(\.displayName)
        return ([name] + command.arguments.map(\.usage) + required + ["[options]"]).joined(separator: " ")
    }

    private func table(_ rows: [(String, String)]) -> [String] {
        let width = min(26, rows.map(\.0.count).max() ?? 0)
        return rows.map { left, right in
            let padding = left.count < width ? String(repeating: " ", count: width - left.count) : ""
            return left.count > width
                ? "  \(left)\n  \(String(repeating: " ", count: width))  \(right)"
                : "  \(left)\(padding)  \(right)"
        }
    }
}
