import Testing

@testable import market_report

@Suite struct HelpFormatterTests {
    private func help(_ path: [String]) throws -> String {
        guard case .help(let words, let command) = try parse(Array(path.dropFirst()) + ["--help"]) else {
            throw UsageError.missingCommand(in: "help", available: [])
        }
        return HelpFormatter(style: .plain).help(for: command, path: words, version: CommandLineTool.version)
    }

    /// Every command reachable from the root, with its words.
    private static func allCommands() -> [([String], CommandSpec)] {
        var result: [([String], CommandSpec)] = []
        func visit(_ command: CommandSpec, _ path: [String]) {
            result.append((path, command))
            for subcommand in command.subcommands { visit(subcommand, path + [subcommand.name]) }
        }
        visit(CommandLineTool.root, ["market-report"])
        return result
    }

    @Test func everyCommandListsItsArgumentsOptionsAndSubcommands() throws {
        for (path, command) in Self.allCommands() {
            let text = try help(path)
            #expect(text.hasPrefix("\(path.joined(separator: " ")): ") || path.count == 1)
            #expect(text.contains("USAGE: \(path.joined(separator: " "))"))
            #expect(text.contains("-h, --help"))
            for option in command.options {
                #expect(text.contains("  \(option.displayName)"), "\(path) \(option.name)")
            }
            for argument in command.arguments { #expect(text.contains(argument.usage)) }
            for subcommand in command.subcommands { #expect(text.contains("  \(subcommand.name) ")) }
        }
    }

    @Test func showsDefaultsAndRequiredOptionsInTheUsage() throws {
        let report = try help(["market-report", "report"])
        #expect(
            report.contains(
                "--output DIR       Where report files go (created if missing) (default: ./Output)."))
        let render = try help(["market-report", "render"])
        #expect(render.contains("USAGE: market-report render TEMPLATE --data FILE [options]"))
        let root = try help(["market-report"])
        #expect(root.hasPrefix("market-report \(CommandLineTool.version): "))
        #expect(root.contains("--version"))
    }

    @Test func stylesHeadingsOnlyWhenEnabled() throws {
        let command = CommandLineTool.root
        let styled = HelpFormatter(style: Style(isEnabled: true)).help(
            for: command, path: ["market-report"], version: "1")
        let plain = HelpFormatter(style: .plain).help(for: command, path: ["market-report"], version: "1")
        #expect(styled.contains("\u{1B}[1mUSAGE:\u{1B}[0m"))
        #expect(!plain.contains("\u{1B}"))
    }
}
