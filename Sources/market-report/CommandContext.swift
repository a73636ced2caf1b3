import ArgumentParsing
import Foundation
import MarketReport

/// Everything a command reads from or writes to the world, so it can run in tests unchanged.
struct CommandContext: Sendable {
    var environment: [String: String]
    var currentDirectory: URL
    var output: TextOutput
    var errors: TextOutput
    var outputStyle: Style
    var errorStyle: Style
    /// Checks that a symbol exists before `watchlist add` adds it.
    var symbolValidator: any SymbolValidator

    /// The real process: its environment, working directory, stdout and stderr; symbols are
    /// checked against the providers.
    static func process() -> CommandContext {
        let environment = ProcessInfo.processInfo.environment
        var context = CommandContext(
            environment: environment,
            currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
            output: .standardOutput, errors: .standardError,
            outputStyle: Terminal.style(for: 1, environment: environment),
            errorStyle: Terminal.style(for: 2, environment: environment),
            symbolValidator: UncheckedSymbolValidator())
        context.symbolValidator = ProviderSettings.symbolValidator(context: context)
        return context
    }

    /// `path` as a file URL: absolute as given, `~` expanded, otherwise under the working directory.
    func resolve(_ path: String) -> URL {
        WatchlistFile(path: path, relativeTo: currentDirectory).url
    }

    /// Prints a line on standard output, control characters escaped (see ``TerminalText``).
    func print(_ text: String) { output.line(TerminalText.escaped(text)) }

    /// Prints `warning: ...` on standard error, as one line with control characters escaped.
    func warn(_ message: String) {
        errors.line(errorStyle.yellow("warning:") + " " + TerminalText.escaped(message))
    }

    /// Prints `error: ...` on standard error, as one line with control characters escaped.
    func error(_ message: String) {
        errors.line(errorStyle.red("error:") + " " + TerminalText.escaped(message))
    }
}
