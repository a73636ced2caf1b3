/// `market-report search QUERY [--all-types] [--taiwan [--market listed|otc|emerging]]`.
enum SearchCommand {
    static let markets = ["listed", "otc", "emerging"]

    static let spec = CommandSpec(
        name: "search", summary: "Find symbols to add to the watchlist.",
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
            ConfigOption.spec,
        ],
        rules: [.requires("market", "taiwan"), .exclusive(["all-types", "taiwan"])],
        run: { arguments, _ in
            _ = Options(arguments)
            throw CommandFailure.notAvailable("search")
        })

    /// The options of `search`, typed.
    struct Options: Sendable, Hashable {
        var query: String
        var allTypes: Bool
        var taiwan: Bool
        var market: String?
        var config: String?

        init(_ arguments: ParsedArguments) {
            query = arguments.arguments("QUERY").joined(separator: " ")
            allTypes = arguments.flag("all-types")
            taiwan = arguments.flag("taiwan")
            market = arguments.value("market")
            config = arguments.value("config")
        }
    }

}
