import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads files that come from outside (recordings, cache entries, sessions) safely: only regular
/// files (a FIFO or a device is refused, never opened for reading), and only up to a size limit,
/// checked before a byte is read.
public enum RegularFile {
    /// The bytes of the regular file at `path`, refused when it holds more than `limit` bytes;
    /// only its first `prefix` bytes when a prefix is given.
    public static func read(_ path: String, limit: Int, prefix: Int? = nil) throws(FileSystemError) -> Data {
        var status = stat()
        guard stat(path, &status) == 0 else { throw .system(path, .read) }
        try check(status, path: path, limit: limit)
        // Non-blocking, so a file swapped for a FIFO after the check cannot stall the open.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw .system(path, .read) }
        defer { close(descriptor) }
        guard fstat(descriptor, &status) == 0 else { throw .system(path, .read) }
        try check(status, path: path, limit: limit)
        let size = min(Int(status.st_size), prefix ?? .max)
        var data = Data(count: size)
        let count = data.withUnsafeMutableBytes { AtomicFile.readAll($0, from: descriptor) }
        guard count >= 0 else { throw .system(path, .read) }
        if count < size { data.count = count }
        return data
    }

    private static func check(_ status: stat, path: String, limit: Int) throws(FileSystemError) {
        let kind: String
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            guard status.st_size <= limit else {
                throw FileSystemError(
                    path: path, action: .read,
                    problem: .tooLarge(size: Int64(status.st_size), limit: Int64(limit)))
            }
            return
        case S_IFDIR: kind = "a folder"
        case S_IFIFO: kind = "a FIFO"
        case S_IFCHR, S_IFBLK: kind = "a device"
        case S_IFSOCK: kind = "a socket"
        default: kind = "not a file"
        }
        throw FileSystemError(path: path, action: .read, problem: .notRegularFile(kind: kind))
    }
}
