import ArgumentParsing
import MarketReport

extension WatchlistCommand {
    /// The symbols to remove.
    static let removeSymbols: Argument<[String]> = .repeating(
        "SYMBOL", help: "Symbols, coin ids or company codes to remove.")

    /// `watchlist remove SYMBOL... [--coin|--taiwan]`.
    static let remove = Command(
        name: "remove", summary: "Remove entries from the watchlist.", arguments: [removeSymbols],
        options: [watchlist] + kindOptions, rules: [kindRule]
    ) { arguments, context in
        let kind = kind(arguments)
        let file = file(arguments, context)
        let lock = try file.lock()
        defer { lock.release() }
        let original = try file.load()
        var watchlist = original
        var removed: [String] = []
        var absent: [String] = []
        for identifier in try identifiers(removeSymbols, in: arguments, kind: kind) {
            if let entry = watchlist.remove(identifier, kind: kind) {
                removed.append(entry.identifier)
            } else {
                absent.append(identifier)
            }
        }
        try save(watchlist, ifChangedFrom: original, to: file)
        if !removed.isEmpty { context.print("Removed \(joined(removed)) from \(file.displayName)") }
        if !absent.isEmpty { context.print(sentence(absent, "not on the watchlist")) }
        return .success
    }
}
