import MarketReport

/// `market-report watchlist list|add|remove|toggle|import`: edit the watchlist file.
enum WatchlistCommand {
    static let spec = CommandSpec(
        name: "watchlist", summary: "Show or edit the watchlist file.",
        subcommands: [
            WatchlistCommand.list, WatchlistCommand.add, WatchlistCommand.remove, WatchlistCommand.toggle,
            WatchlistCommand.importFile,
        ])

    /// `--watchlist FILE`, shared by every subcommand.
    static let fileOption = OptionSpec.value(
        "watchlist", "FILE", kind: .path, help: "The watchlist file.", default: "./watchlist.json")

    /// `--coin` and `--taiwan`, choosing the list a symbol belongs to.
    static let kindOptions: [OptionSpec] = [
        .flag("coin", help: "The symbols are CoinGecko coin ids (bitcoin, ethereum)."),
        .flag("taiwan", help: "The symbols are TWSE/TPEx company codes (2330)."),
    ]

    static let kindRule = OptionRule.exclusive(["coin", "taiwan"])

    /// The list chosen by `--coin` / `--taiwan`; stocks by default.
    static func kind(_ arguments: ParsedArguments) -> AssetKind {
        if arguments.flag("coin") { return .coin }
        return arguments.flag("taiwan") ? .taiwan : .stock
    }

    /// The file named by `--watchlist`, resolved against the working directory.
    static func file(_ arguments: ParsedArguments, _ context: CommandContext) -> WatchlistFile {
        WatchlistFile(
            path: arguments.value("watchlist") ?? "watchlist.json", relativeTo: context.currentDirectory)
    }

    /// The identifiers given, checked for `kind` and with repeats dropped (a bad one is a usage error).
    static func identifiers(_ arguments: ParsedArguments, name: String, kind: AssetKind) throws(UsageError)
        -> [String]
    {
        var seen = Set<String>()
        var result: [String] = []
        for identifier in arguments.arguments(name) {
            if let problem = kind.problem(with: identifier) {
                throw .invalidArgument(
                    name, problem: problem.message(for: identifier, kind: kind), in: arguments.commandName)
            }
            if seen.insert(kind.comparisonKey(for: identifier)).inserted { result.append(identifier) }
        }
        return result
    }

    /// Saves `watchlist` when it differs from `original`, so a command that changed nothing leaves
    /// the file exactly as the user wrote it.
    static func save(_ watchlist: Watchlist, ifChangedFrom original: Watchlist, to file: WatchlistFile)
        throws(WatchlistError)
    {
        if watchlist != original { try file.save(watchlist) }
    }

    /// `AAPL`, `AAPL, MSFT`.
    static func joined(_ identifiers: [String]) -> String { identifiers.joined(separator: ", ") }

    /// `TSLA is already on the watchlist`, `TSLA, NVDA are already on the watchlist`.
    static func sentence(_ identifiers: [String], _ predicate: String) -> String {
        "\(joined(identifiers)) \(identifiers.count == 1 ? "is" : "are") \(predicate)"
    }
}
