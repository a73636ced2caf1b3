/// `market-report search QUERY [--all-types] [--taiwan [--market listed|otc|emerging]]`.
enum SearchCommand {
    static let markets = ["listed", "otc", "emerging"]

    static let spec = CommandSpec(
        name: "search", summary: "Find symbols to add to the watchlist.",
        discussion:
            "Searches Yahoo Finance (equities only, unless --all-types), or with --taiwan the TWSE/TPEx "
            + "company directories by code, short name, company name or English name. Each result says "
            + "whether it is already on the watchlist. Exit 0 when the search ran (also with no "
            + "result), 1 when the provider could not be reached.",
        arguments: [
            ArgumentSpec(
                "QUERY", help: "A company name, symbol or code; several words are joined.", repeating: true)
        ],
        options: [
            .flag("all-types", help: "Include funds, indexes, currencies and futures, not only equities."),
            .flag("taiwan", help: "Search the TWSE/TPEx company directories instead of Yahoo Finance."),
            .value(
                "market", "MARKET", kind: .choice(markets),
                help: "With --taiwan: only listed, otc or emerging."),
            WatchlistCommand.fileOption,
            .flag("json", help: "Print the results as JSON."),
        ] + ProviderSettings.options,
        rules: [.requires("market", "taiwan"), .exclusive(["all-types", "taiwan"])] + ProviderSettings.rules,
        run: { arguments, context in
            try await run(
                Options(arguments), settings: ProviderSettings(arguments, context: context), context: context)
        })

    /// The options of `search`, typed.
    struct Options: Sendable, Hashable {
        var query: String
        var allTypes: Bool
        var taiwan: Bool
        var market: String?
        var watchlist: String
        var json: Bool
        var config: String?

        init(_ arguments: ParsedArguments) {
            query = arguments.arguments("QUERY").joined(separator: " ")
            allTypes = arguments.flag("all-types")
            taiwan = arguments.flag("taiwan")
            market = arguments.value("market")
            watchlist = arguments.value("watchlist") ?? "./watchlist.json"
            json = arguments.flag("json")
            config = arguments.value("config")
        }
    }

}
