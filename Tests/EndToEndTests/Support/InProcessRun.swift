import ArgumentParsing
import Foundation
import MarketReport

@testable import market_report

/// The result of running the tool in this process.
struct RunResult: Sendable {
    let status: Int32
    let stdout: String
    let stderr: String
}

/// Runs the command tree in-process, in `directory`, with an injected symbol validator.
func runInProcess(
    _ words: [String], in directory: URL, validator: any SymbolValidator = UncheckedSymbolValidator()
) async -> RunResult {
    let output = CapturedOutput()
    let errors = CapturedOutput()
    let context = CommandContext(
        environment: [:], currentDirectory: directory, output: output.output, errors: errors.output,
        outputStyle: .plain, errorStyle: .plain, symbolValidator: validator)
    let status = await CommandLineTool().run(words, context: context)
    return RunResult(status: status.rawValue, stdout: output.text, stderr: errors.text)
}

/// Parses `words` with the real command tree.
func parse(_ words: [String]) throws(UsageError) -> ParseOutcome<CommandContext> {
    try ArgumentParser(root: CommandLineTool.root).parse(words)
}

/// Parses `words`, expecting a command to run, and returns its arguments.
func parsedArguments(_ words: [String]) throws -> ParsedArguments {
    guard case .run(_, let arguments) = try parse(words) else {
        throw UsageError.unexpectedArgument("expected a runnable command", in: words.joined(separator: " "))
    }
    return arguments
}

/// The usage error `words` raise, or `nil` when they parse.
func usageError(_ words: [String]) -> UsageError? {
    do {
        _ = try parse(words)
        return nil
    } catch {
        return error
    }
}
