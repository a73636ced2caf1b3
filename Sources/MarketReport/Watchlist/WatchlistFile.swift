import Foundation

/// A watchlist on disk: loading checks it, saving writes the normalized form atomically and
/// only when the content changed.
public struct WatchlistFile: Sendable {
    /// Where the file is.
    public let url: URL
    /// How messages name the file: the path as the user gave it, without a leading `./`.
    public let displayName: String

    /// The file at `path`, resolved against `directory` when relative.
    public init(path: String, relativeTo directory: URL) {
        let expanded = NSString(string: path).expandingTildeInPath
        url =
            expanded.hasPrefix("/")
            ? URL(fileURLWithPath: expanded) : directory.appendingPathComponent(expanded)
        displayName = path.hasPrefix("./") && path.count > 2 ? String(path.dropFirst(2)) : path
    }

    /// Whether the file exists.
    public var exists: Bool { FileManager.default.fileExists(atPath: url.path) }

    /// Reads and checks the file.
    public func load() throws(WatchlistError) -> Watchlist {
        guard exists else { throw .notFound(file: displayName) }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(file: displayName, reason: "the file cannot be read")
        }
        return try Watchlist(json: data, file: displayName)
    }

    /// Reads and checks the file, or returns an empty watchlist when there is no file yet.
    public func loadIfPresent() throws(WatchlistError) -> Watchlist {
        exists ? try load() : Watchlist()
    }

    /// Writes `watchlist` in its normalized form. Returns `false`, writing nothing, when the file
    /// already holds exactly that content. A failed save leaves the previous file untouched.
    @discardableResult
    public func save(_ watchlist: Watchlist) throws(WatchlistError) -> Bool {
        do {
            return try AtomicFile.write(Data(watchlist.jsonText.utf8), to: url)
        } catch {
            throw .unwritable(file: displayName, reason: error.reason)
        }
    }
}
