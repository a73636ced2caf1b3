import FileSystem
import Foundation

/// A watchlist on disk: loading checks it, saving writes the normalized form atomically and
/// only when the content changed.
public struct WatchlistFile: Sendable {
    /// The largest watchlist file read, so a wrong path (a disk image, a device) is refused quickly.
    public static let maximumSize = 16 << 20

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
        return try Watchlist(json: read(), file: displayName)
    }

    /// Reads and checks the file, or returns an empty watchlist when there is no file yet.
    public func loadIfPresent() throws(WatchlistError) -> Watchlist {
        exists ? try load() : Watchlist()
    }

    /// Writes `watchlist` in its normalized form. Returns `false`, writing nothing, when the file
    /// already holds exactly that content. A failed save leaves the previous file untouched; a
    /// symbolic link is kept and the file it points to replaced, with its permissions.
    @discardableResult
    public func save(_ watchlist: Watchlist) throws(WatchlistError) -> Bool {
        do {
            return try AtomicFile.write(Array(watchlist.jsonText.utf8), to: url.path)
        } catch {
            throw .unwritable(file: displayName, error)
        }
    }

    /// Takes the watchlist's edit lock (`.NAME.lock` beside the file a link points to), waiting
    /// for another process that holds it, and removes temporary files a killed edit left. Hold it
    /// from loading to saving, so two edits at once never lose one another's entries.
    public func lock() throws(WatchlistError) -> FileLock {
        do {
            let target = try AtomicFile.resolvingLinks(url.path)
            let lock = try FileLock(
                path: FilePath.folder(of: target) + "/." + FilePath.name(of: target) + ".lock")
            AtomicFile.removeStrayTemporaries(of: target)
            return lock
        } catch {
            // A lock that cannot be taken is a watchlist that cannot be written.
            throw .unwritable(
                file: displayName, FileSystemError(path: error.path, action: .write, problem: error.problem))
        }
    }

    /// The file's bytes, refused when it is not a regular file or larger than ``maximumSize``.
    public func read() throws(WatchlistError) -> Data {
        do {
            return try RegularFile.read(url.path, limit: Self.maximumSize)
        } catch {
            switch error.problem {
            case .system(ENOENT): throw .notFound(file: displayName)
            case .system:
                throw .unreadable(file: displayName, reason: "the file cannot be read (\(error.reason))")
            default: throw .unreadable(file: displayName, reason: error.reason)
            }
        }
    }
}
