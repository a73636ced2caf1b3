import ArgumentParsing
import MarketReport

/// A command of this tool: declared with the arguments it reads and run with a `CommandContext`.
typealias Command = CommandSpec<CommandContext>

/// The `market-report` command tree and the loop around it: parse, print help or run, and
/// turn every error into one `error:` line and its exit code.
struct CommandLineTool: Sendable {
    static let version = "0.1.0"

    /// Every command of the tool.
    static let root = Command(
        name: "market-report",
        summary: "a daily market report for a watchlist of stocks, crypto coins and Taiwan companies",
        subcommands: [
            ReportCommand.spec, WatchlistCommand.spec, SearchCommand.spec, QuoteCommand.spec,
            RenderCommand.spec,
            TemplatesCommand.spec,
        ])

    let root: Command

    init(root: Command = CommandLineTool.root) {
        self.root = root
    }

    /// Runs the command line `words` (without the program name) and returns the exit code.
    func run(_ words: [String], context: CommandContext) async -> ExitCode {
        do {
            switch try ArgumentParser(root: root).parse(words) {
            case .help(let path, let command):
                let text = HelpFormatter(style: context.outputStyle).help(
                    for: command, path: path, version: Self.version)
                context.output.write(text)
                return .success
            case .version:
                context.print("\(root.name) \(Self.version)")
                return .success
            case .run(let command, let arguments):
                guard let run = command.run else { return .success }
                return try await run(arguments, context)
            }
        } catch let error as UsageError {
            context.error(error.message)
            return .usage
        } catch let failure as CommandFailure {
            context.error(failure.message)
            return failure.exitCode
        } catch let error as WatchlistError {
            let failure = CommandFailure(error)
            context.error(failure.message)
            return failure.exitCode
        } catch {
            context.error(
                "\(CommandFailure.describing(error)), while running '\(root.name) \(words.first ?? "")', try again"
            )
            return .failure
        }
    }
}
