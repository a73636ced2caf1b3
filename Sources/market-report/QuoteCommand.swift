/// `market-report quote SYMBOL... [--json]`: current prices and change text.
enum QuoteCommand {
    static let spec = CommandSpec(
        name: "quote", summary: "Print current quotes (price and change).",
        arguments: [ArgumentSpec("SYMBOL", help: "Yahoo Finance symbols.", repeating: true)],
        options: [.flag("json", help: "Print the quotes as JSON."), ConfigOption.spec],
        run: run)

    /// The options of `quote`, typed.
    struct Options: Sendable, Hashable {
        var symbols: [String]
        var json: Bool
        var config: String?

        init(_ arguments: ParsedArguments) {
            symbols = arguments.arguments("SYMBOL")
            json = arguments.flag("json")
            config = arguments.value("config")
        }
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) async throws -> ExitCode {
        _ = Options(arguments)
        throw CommandFailure.notAvailable("quote")
    }
}
