import ArgumentParsing
import MarketReport

/// `market-report quote SYMBOL... [--coin|--taiwan] [--json]`: current prices and change text.
enum QuoteCommand {
    /// The symbols to quote.
    static let symbols: Argument<[String]> = .repeating(
        "SYMBOL", help: "Yahoo Finance symbols, or ids/codes with --coin/--taiwan.")

    /// `--json`.
    static let json: Option<Bool> = .flag("json", help: "Print the quotes as JSON.")

    static let spec = Command(
        name: "quote", summary: "Print current quotes (price and change).",
        discussion:
            "Stocks come from Yahoo Finance, coins (--coin) from CoinGecko in USD, Taiwan companies "
            + "(--taiwan) as the latest TWSE/TPEx daily close in NT$ (TWD). A symbol that is not found "
            + "is named in a warning on stderr. Exit 0 when at least one symbol has a quote, 1 when "
            + "none has (not found, or the provider could not be reached).",
        arguments: [symbols],
        options: [json] + WatchlistCommand.kindOptions + ProviderSettings.options,
        rules: [WatchlistCommand.kindRule] + ProviderSettings.rules,
        run: { arguments, context in
            try await run(
                arguments, settings: ProviderSettings(arguments, context: context), context: context)
        })
}
