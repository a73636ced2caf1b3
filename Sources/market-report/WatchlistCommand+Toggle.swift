import ArgumentParsing
import MarketReport

extension WatchlistCommand {
    /// The symbol to toggle.
    static let toggleSymbol: Argument<String> = .single("SYMBOL", help: "A symbol, coin id or company code.")

    /// `watchlist toggle SYMBOL [--coin|--taiwan]`: add when absent, remove when present.
    static let toggle = Command(
        name: "toggle", summary: "Add an entry if it is missing, remove it if it is there.",
        arguments: [toggleSymbol], options: [watchlist] + kindOptions, rules: [kindRule]
    ) { arguments, context in
        let kind = kind(arguments)
        let file = file(arguments, context)
        let lock = try file.lock()
        defer { lock.release() }
        var watchlist = try file.loadIfPresent()
        let identifier = try identifier(toggleSymbol, in: arguments, kind: kind)
        if let entry = watchlist.remove(identifier, kind: kind) {
            try file.save(watchlist)
            context.print("Removed \(entry.identifier) from \(file.displayName)")
            return .success
        }
        var outcome = AddOutcome()
        if !(await shouldAdd(identifier, kind: kind, context: context)) {
            outcome.notFound.append(identifier)
        } else {
            watchlist.add(WatchlistEntry(kind: kind, identifier: identifier))
            try file.save(watchlist)
            outcome.added.append(identifier)
        }
        return outcome.report(kind: kind, file: file.displayName, context: context)
    }
}
