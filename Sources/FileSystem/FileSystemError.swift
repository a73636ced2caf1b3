#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file-system operation that failed: the path, what was being done and why, read as one line
/// that tells the user what to do.
public struct FileSystemError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was being done.
    public enum Action: String, Sendable, Hashable {
        case read = "read"
        case write = "write"
        case createFolder = "create the folder"
        case listFolder = "list the folder"
        case lock = "lock"
        case remove = "remove"
    }

    /// Why it failed.
    public enum Problem: Sendable, Hashable {
        /// The system's error number (`errno`).
        case system(Int32)
        /// The path is not a regular file: a folder, a FIFO, a device or a socket.
        case notRegularFile(kind: String)
        /// The file is larger than the reader accepts.
        case tooLarge(size: Int64, limit: Int64)
        /// A journal left by an interrupted write cannot be read.
        case badJournal(detail: String)
    }

    /// The path concerned.
    public let path: String
    /// What was being done.
    public let action: Action
    /// Why it failed.
    public let problem: Problem

    /// Creates an error.
    public init(path: String, action: Action, problem: Problem) {
        self.path = path
        self.action = action
        self.problem = problem
    }

    /// An error from the system's `errno` for `path`.
    public static func system(_ path: String, _ action: Action, code: Int32 = errno) -> FileSystemError {
        FileSystemError(path: path, action: action, problem: .system(code))
    }

    /// `cannot write Output/index.html (no space left on device), free some disk space and run again`.
    public var description: String { "cannot \(action.rawValue) \(path) (\(reason)), \(suggestion)" }

    /// The reason in a few words, such as `permission denied`.
    public var reason: String {
        switch problem {
        case .system(let code):
            let text = String(cString: strerror(code))
            return text.prefix(1).lowercased() + text.dropFirst()
        case .notRegularFile(let kind): return "it is \(kind), not a regular file"
        case .tooLarge(let size, let limit):
            return "\(Self.megabytes(size)) MB, more than the \(Self.megabytes(limit)) MB allowed"
        case .badJournal(let detail): return detail
        }
    }

    /// What the user can do about it.
    public var suggestion: String {
        switch problem {
        case .notRegularFile: return "give a regular file"
        case .tooLarge: return "give a smaller file"
        case .badJournal: return "remove it and run again"
        case .system(let code):
            switch code {
            case ENOSPC, EDQUOT: return "free some disk space and run again"
            case EACCES, EPERM: return "check the permissions of the path and its folder"
            case EROFS: return "the disk is read-only, choose a writable place"
            case ENOTDIR: return "a file is in the way of a folder on that path, choose another path"
            case EISDIR: return "a folder is in the way, move it or choose another path"
            case EEXIST: return "a file is in the way, move it or choose another path"
            case ENOENT: return "check that the path exists"
            case ELOOP: return "a symbolic link on that path loops, fix the link"
            case ENAMETOOLONG: return "choose a shorter path"
            case EMFILE, ENFILE: return "too many files are open, raise the limit (ulimit -n) and run again"
            case EIO: return "the disk reported an error, check it and run again"
            default: return "check the path and run again"
            }
        }
    }

    private static func megabytes(_ bytes: Int64) -> Int64 { (bytes + (1 << 20) - 1) >> 20 }
}
