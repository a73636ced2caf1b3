import ArgumentParsing
import MarketReport

/// What `watchlist add` did with each symbol, and how that is told to the user.
struct AddOutcome {
    var added: [String] = []
    var updated: [String] = []
    var present: [String] = []
    var notFound: [String] = []

    /// Prints one line per group and returns the exit code (1 when a symbol does not exist).
    func report(kind: AssetKind, file: String, context: CommandContext) -> ExitCode {
        if !added.isEmpty { context.print("Added \(WatchlistCommand.joined(added)) to \(file)") }
        if !updated.isEmpty { context.print("Updated \(WatchlistCommand.joined(updated)) on \(file)") }
        if !present.isEmpty { context.print(WatchlistCommand.sentence(present, "already on the watchlist")) }
        for identifier in notFound {
            context.error(
                "\(kind.identifierNoun) '\(identifier)' was not found, not added to \(file), "
                    + "check the spelling or \(kind.lookupHint(for: identifier))")
        }
        return notFound.isEmpty ? .success : .failure
    }
}
