import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes files atomically: the bytes go to a temporary file in the same folder, which is then
/// renamed over the target, so readers see the old file or the new one, never a mix.
public enum AtomicFile {
    /// Why a write failed; the previous file, if any, is untouched.
    public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// The file that was to be written.
        public let path: String
        /// The system's reason, for example "Permission denied".
        public let reason: String

        public var description: String { "\(path): \(reason)" }
    }

    /// Writes `data` to `url` unless the file already holds exactly these bytes.
    /// Returns whether the file was written. A replaced file keeps its permissions.
    @discardableResult
    public static func write(_ data: Data, to url: URL) throws(Failure) -> Bool {
        if let existing = try? Data(contentsOf: url), existing == data { return false }
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        var status = stat()
        let mode: mode_t = stat(url.path, &status) == 0 ? status.st_mode & 0o7777 : 0o644
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, mode)
        guard descriptor >= 0 else { throw systemFailure(url) }
        let written = data.withUnsafeBytes { buffer in writeAll(buffer, to: descriptor) }
        let synced = written && fsync(descriptor) == 0
        let failure = synced ? nil : systemFailure(url)
        close(descriptor)
        if let failure {
            unlink(temporary.path)
            throw failure
        }
        guard rename(temporary.path, url.path) == 0 else {
            let failure = systemFailure(url)
            unlink(temporary.path)
            throw failure
        }
        return true
    }

    private static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < buffer.count {
            let count = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += count
        }
        return true
    }

    private static func systemFailure(_ url: URL) -> Failure {
        Failure(path: url.path, reason: String(cString: strerror(errno)))
    }
}
