import ArgumentParsing
import MarketData

/// `market-report search QUERY [--all-types] [--taiwan [--market listed|otc|emerging]]`.
enum SearchCommand {
    /// The words searched for.
    static let query: Argument<[String]> = .repeating(
        "QUERY", help: "A company name, symbol or code; several words are joined.")

    /// `--all-types`.
    static let allTypes: Option<Bool> = .flag(
        "all-types", help: "Include funds, indexes, currencies and futures, not only equities.")

    /// `--taiwan`.
    static let taiwan: Option<Bool> = .flag(
        "taiwan", help: "Search the TWSE/TPEx company directories instead of Yahoo Finance.")

    /// `--market MARKET`, with `--taiwan`.
    static let market: Option<TaiwanMarket?> = .optional(
        "market", "MARKET", help: "With --taiwan: only listed, otc or emerging.", parser: .choice)

    /// `--json`.
    static let json: Option<Bool> = .flag("json", help: "Print the results as JSON.")

    static let spec = Command(
        name: "search", summary: "Find symbols to add to the watchlist.",
        discussion:
            "Searches Yahoo Finance (equities only, unless --all-types), or with --taiwan the TWSE/TPEx "
            + "company directories by code, short name, company name or English name. Each result says "
            + "whether it is already on the watchlist. Exit 0 when the search ran (also with no "
            + "result), 1 when the provider could not be reached, 64 for a blank query.",
        arguments: [query],
        options: [allTypes, taiwan, market, WatchlistCommand.watchlist, json] + ProviderSettings.options,
        rules: [.requires(market, taiwan), .exclusive([allTypes, taiwan])] + ProviderSettings.rules,
        run: { arguments, context in
            try await run(
                arguments, settings: ProviderSettings(arguments, context: context), context: context)
        })
}
