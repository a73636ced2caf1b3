/// Writes the help text of a command from its declaration.
struct HelpFormatter {
    let style: Style

    func help(for command: CommandSpec, path: [String], version: String) -> String {
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
            let shown = option.defaultValue ?? option.defaultDescription
            let note = shown.map { "default: \($0)" } ?? (option.isRepeatable ? "repeatable" : nil)
            return (option.displayName, annotate(option.help, with: note))
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

    private func usage(for command: CommandSpec, name: String) -> String {
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
