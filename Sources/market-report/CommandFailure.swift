import ArgumentParsing
import MarketReport

/// A command that could not do its job: the one-line message and the exit code.
struct CommandFailure: Error, Sendable, Hashable {
    /// What failed, where, and what to do (printed after `error: `).
    let message: String
    let exitCode: ExitCode

    init(_ message: String, exitCode: ExitCode) {
        self.message = message
        self.exitCode = exitCode
    }

    /// A watchlist problem: bad or unreadable data exits 65, a failed write exits 1.
    init(_ error: WatchlistError) {
        let exitCode: ExitCode
        if case .unwritable = error { exitCode = .failure } else { exitCode = .dataError }
        self.init("\(error), \(error.suggestion)", exitCode: exitCode)
    }
}
