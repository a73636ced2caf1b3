import ArgumentParsing
import Testing

@Suite struct HelpFormatterTests {
    private func help(_ words: [String]) throws -> String {
        guard case .help(let path, let command) = try TestCommands.parse(words + ["--help"]) else {
            throw UsageError.missingCommand(in: "help", available: [])
        }
        return HelpFormatter(style: .plain).help(for: command, path: path, version: "1.2.3")
    }

    /// Every command reachable from the root, with its words.
    private static func allCommands() -> [([String], CommandSpec<Void>)] {
        var result: [([String], CommandSpec<Void>)] = []
        func visit(_ command: CommandSpec<Void>, _ path: [String]) {
            result.append((path, command))
            for subcommand in command.subcommands { visit(subcommand, path + [subcommand.name]) }
        }
        visit(TestCommands.root, [])
        return result
    }

    @Test func everyCommandListsItsArgumentsOptionsAndSubcommands() throws {
        for (path, command) in Self.allCommands() {
            let text = try help(path)
            let name = (["tool"] + path).joined(separator: " ")
            #expect(text.hasPrefix("\(name)\(path.isEmpty ? " 1.2.3" : ""): \(command.summary)"))
            #expect(text.contains("USAGE: \(name)"))
            #expect(text.contains("-h, --help"))
            for option in command.options {
                #expect(text.contains("  \(option.displayName)"), "\(path) \(option.name)")
            }
            for argument in command.arguments { #expect(text.contains(argument.usage)) }
            for subcommand in command.subcommands { #expect(text.contains("  \(subcommand.name) ")) }
        }
    }

    @Test func showsTheDeclaredDefaultsAndRequiredOptionsInTheUsage() throws {
        let report = try help(["report"])
        #expect(
            report.contains("--output DIR       Where files go (created if missing) (default: ./Output)."))
        #expect(report.contains("--formats LIST     Any of html,md,csv (default: html,md,csv)."))
        #expect(report.contains("--date YYYY-MM-DD  The date (default: today)."))
        #expect(report.contains("--sample           Use the sample.\n"))
        let render = try help(["render"])
        #expect(render.contains("USAGE: tool render TEMPLATE --data FILE [options]"))
        #expect(render.contains("--escape MODE   Escaping (default: from the extension)."))
        #expect(try help(["export"]).contains("USAGE: tool export [DIR] [options]"))
        let root = try help([])
        #expect(root.hasPrefix("tool 1.2.3: a test tool"))
        #expect(root.contains("--version"))
        #expect(!report.contains("--version"))
    }

    @Test func aNumberDefaultIsWrittenAsTyped() throws {
        let limit: Option<Double> = .value(
            "limit", "N", help: "At most N.", default: 10, parser: .number(minimum: 0))
        let command = CommandSpec<Void>(name: "run", summary: "Run.", options: [limit]) { _, _ in .success }
        let text = HelpFormatter(style: .plain).help(for: command, path: ["tool", "run"], version: "1")
        #expect(text.contains("--limit N   At most N (default: 10)."))
    }

    @Test func stylesHeadingsOnlyWhenEnabled() {
        let styled = HelpFormatter(style: Style(isEnabled: true)).help(
            for: TestCommands.root, path: ["tool"], version: "1")
        let plain = HelpFormatter(style: .plain).help(for: TestCommands.root, path: ["tool"], version: "1")
        #expect(styled.contains("\u{1B}[1mUSAGE:\u{1B}[0m"))
        #expect(!plain.contains("\u{1B}"))
    }
}
