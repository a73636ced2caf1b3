import ArgumentParsing
import MarketData
import MarketReport

/// `market-report watchlist list|add|remove|toggle|import`: edit the watchlist file.
enum WatchlistCommand {
    static let spec = Command(
        name: "watchlist", summary: "Show or edit the watchlist file.",
        subcommands: [
            WatchlistCommand.list, WatchlistCommand.add, WatchlistCommand.remove, WatchlistCommand.toggle,
            WatchlistCommand.importFile,
        ])

    /// `--watchlist FILE`, shared by every subcommand and by `report` and `search`.
    static let watchlist: Option<String> = .value(
        "watchlist", "FILE", help: "The watchlist file.", default: "./watchlist.json", parser: .path)

    /// `--coin`: the symbols are coin ids.
    static let coin: Option<Bool> = .flag(
        "coin", help: "The symbols are CoinGecko coin ids (bitcoin, ethereum).")

    /// `--taiwan`: the symbols are Taiwan company codes.
    static let taiwan: Option<Bool> = .flag("taiwan", help: "The symbols are TWSE/TPEx company codes (2330).")

    /// `--coin` and `--taiwan`, choosing the list a symbol belongs to.
    static let kindOptions: [any OptionDeclaration] = [coin, taiwan]

    static let kindRule = OptionRule.exclusive([coin, taiwan])

    /// The list chosen by `--coin` / `--taiwan`; stocks by default.
    static func kind(_ arguments: ParsedArguments) -> AssetKind {
        if arguments[coin] { return .coin }
        return arguments[taiwan] ? .taiwan : .stock
    }

    /// The file named by `--watchlist`, resolved against the working directory.
    static func file(_ arguments: ParsedArguments, _ context: CommandContext) -> WatchlistFile {
        WatchlistFile(path: arguments[watchlist], relativeTo: context.currentDirectory)
    }

    /// The identifiers given for `argument`, checked for `kind` and with repeats dropped (a bad
    /// one is a usage error).
    static func identifiers(_ argument: Argument<[String]>, in arguments: ParsedArguments, kind: AssetKind)
        throws(UsageError) -> [String]
    {
        var seen = Set<AssetKey>()
        var result: [String] = []
        for identifier in arguments[argument] {
            try check(identifier, argument: argument.spec, in: arguments, kind: kind)
            if seen.insert(kind.key(for: identifier)).inserted { result.append(identifier) }
        }
        return result
    }

    /// The identifier given for `argument`, checked for `kind`.
    static func identifier(_ argument: Argument<String>, in arguments: ParsedArguments, kind: AssetKind)
        throws(UsageError) -> String
    {
        let identifier = arguments[argument]
        try check(identifier, argument: argument.spec, in: arguments, kind: kind)
        return identifier
    }

    private static func check(
        _ identifier: String, argument: ArgumentSpec, in arguments: ParsedArguments, kind: AssetKind
    ) throws(UsageError) {
        if let problem = kind.problem(with: identifier) {
            throw .invalidArgument(
                argument.name, problem: problem.message(for: identifier, kind: kind),
                in: arguments.commandName)
        }
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
