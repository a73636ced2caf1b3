import MarketReport

extension WatchlistCommand {
    /// Asks the context's validator about `identifier`: `false` when the provider says it does
    /// not exist; when no check could be made it warns and answers `true`, so an entry can
    /// still be added offline.
    static func shouldAdd(_ identifier: String, kind: AssetKind, context: CommandContext) async -> Bool {
        switch await context.symbolValidator.check(identifier, kind: kind) {
        case .notFound:
            return false
        case .notChecked(let reason?):
            context.warn("could not check \(identifier) (\(reason)); added anyway")
            return true
        case .exists, .notChecked(nil):
            return true
        }
    }
}
