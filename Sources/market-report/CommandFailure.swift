import ArgumentParsing
import FileSystem
import Foundation
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

    /// Any other error as one line: a system file error names its path and what to do, and no
    /// error is ever shown as a raw Foundation dump.
    static func describing(_ error: any Error) -> String {
        if type(of: error) is NSError.Type || error is CocoaError || error is POSIXError {
            let error = error as NSError
            let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError ?? error
            let path =
                error.userInfo[NSFilePathErrorKey] as? String
                ?? (error.userInfo[NSURLErrorKey] as? URL)?.path
            if underlying.domain == NSPOSIXErrorDomain, let path {
                return FileSystemError.system(path, .read, code: Int32(underlying.code)).description
            }
            return error.localizedDescription
        }
        return "\(error)"
    }
}
