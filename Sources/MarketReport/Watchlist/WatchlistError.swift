import FileSystem
import JSON

/// Why a watchlist file could not be read, checked, imported or saved; each names the file.
public enum WatchlistError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file is not valid JSON.
    case syntax(file: String, JSONSyntaxError)
    /// The file is JSON but its content is not a valid watchlist.
    case invalid(file: String, at: SourcePosition, WatchlistProblem)
    /// The file does not exist.
    case notFound(file: String)
    /// The file exists but could not be read.
    case unreadable(file: String, reason: String)
    /// The file could not be written or locked; the previous file is untouched.
    case unwritable(file: String, FileSystemError)
    /// A file given to import is neither a property list of tickers nor a watchlist.
    case unsupportedImport(file: String, reason: String)

    /// The file concerned, as the user named it.
    public var file: String {
        switch self {
        case .syntax(let file, _), .invalid(let file, _, _), .notFound(let file), .unreadable(let file, _),
            .unwritable(let file, _), .unsupportedImport(let file, _):
            file
        }
    }

    /// What the user can do about it.
    public var suggestion: String {
        switch self {
        case .syntax, .invalid: "fix the file and run again"
        case .notFound: "create it with 'market-report watchlist add SYMBOL' or pass --watchlist FILE"
        case .unreadable: "check the file's permissions"
        case .unwritable(_, let error): error.suggestion
        case .unsupportedImport: "give a tickers.plist from XCA Stocks or a market-report watchlist JSON"
        }
    }

    /// `file:line:column: what is wrong` (or `file: what is wrong` when there is no position).
    public var description: String {
        switch self {
        case .syntax(let file, let error): "\(file):\(error.position): \(error.reason)"
        case .invalid(let file, let position, let problem): "\(file):\(position): \(problem)"
        case .notFound(let file): "\(file): no such file"
        case .unwritable(let file, let error): "\(file): cannot \(error.action.rawValue) (\(error.reason))"
        case .unreadable(let file, let reason), .unsupportedImport(let file, let reason):
            "\(file): \(reason)"
        }
    }
}
