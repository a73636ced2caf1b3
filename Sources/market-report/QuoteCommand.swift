/// `market-report quote SYMBOL... [--json]`: current prices and change text.
enum QuoteCommand {
    static let spec = CommandSpec(
        name: "quote", summary: "Print current quotes (price and change).",
        arguments: [ArgumentSpec("SYMBOL", help: "Yahoo Finance symbols.", repeating: true)],
        options: [.flag("json", help: "Print the quotes as JSON."), ConfigOption.spec],
        run: { arguments, _ in
            _ = Options(arguments)
            throw CommandFailure.notAvailable("quote")
        })

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

}
