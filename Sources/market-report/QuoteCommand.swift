import MarketReport

/// `market-report quote SYMBOL... [--coin|--taiwan] [--json]`: current prices and change text.
enum QuoteCommand {
    static let spec = CommandSpec(
        name: "quote", summary: "Print current quotes (price and change).",
        discussion:
            "Stocks come from Yahoo Finance, coins (--coin) from CoinGecko in USD, Taiwan companies "
            + "(--taiwan) as the latest TWSE/TPEx daily close in NT$ (TWD). A symbol that is not found "
            + "is named in a warning on stderr. Exit 0 when at least one symbol has a quote, 1 when "
            + "none has (not found, or the provider could not be reached).",
        arguments: [
            ArgumentSpec(
                "SYMBOL", help: "Yahoo Finance symbols, or ids/codes with --coin/--taiwan.", repeating: true)
        ],
        options: [.flag("json", help: "Print the quotes as JSON.")] + WatchlistCommand.kindOptions
            + ProviderSettings.options,
        rules: [WatchlistCommand.kindRule] + ProviderSettings.rules,
        run: { arguments, context in
            let symbols = try WatchlistCommand.identifiers(
                arguments, name: "SYMBOL", kind: WatchlistCommand.kind(arguments))
            var options = Options(arguments)
            options.symbols = symbols
            return try await run(
                options, settings: ProviderSettings(arguments, context: context), context: context)
        })

    /// The options of `quote`, typed.
    struct Options: Sendable, Hashable {
        var symbols: [String]
        var kind: AssetKind
        var json: Bool
        var config: String?

        init(_ arguments: ParsedArguments) {
            symbols = arguments.arguments("SYMBOL")
            kind = WatchlistCommand.kind(arguments)
            json = arguments.flag("json")
            config = arguments.value("config")
        }
    }

}
