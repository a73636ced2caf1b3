/// Why a report run stopped. Each reads as one line saying what to fix.
public enum ReportError: Error, Equatable, CustomStringConvertible {
    /// Every request failed: nothing was written and earlier outputs are untouched.
    case nothingFetched(reasons: [String], hint: String)
    /// The watchlist names no asset.
    case emptyWatchlist(file: String)

    public var description: String {
        switch self {
        case .nothingFetched(let reasons, let hint):
            let why = reasons.isEmpty ? "" : " (\(reasons.prefix(3).joined(separator: "; ")))"
            return "no data could be fetched\(why), nothing was written; \(hint)"
        case .emptyWatchlist(let file):
            return
                "\(file) has no stocks, coins or taiwan entries, add some with 'market-report watchlist add'"
        }
    }
}
