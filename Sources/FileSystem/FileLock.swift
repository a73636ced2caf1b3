#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive lock between processes, held on a lock file (`flock`): the system releases it when
/// the holder exits or is killed, so a crashed run never leaves a folder locked. The holder writes
/// its process id into the file, so a waiting process can name it, and removes the file when it
/// releases the lock.
public final class FileLock: @unchecked Sendable {
    /// The lock file.
    public let path: String
    private var descriptor: Int32

    /// Takes the lock on the file at `path` (created if missing), waiting while another process
    /// holds it; `waiting` hears once, before the wait, the holder's process id when it is known.
    public init(path: String, waiting: (Int32?) -> Void = { _ in }) throws(FileSystemError) {
        self.path = path
        var told = false
        while true {
            let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw .system(path, .lock) }
            if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                guard errno == EWOULDBLOCK else {
                    let code = errno
                    close(descriptor)
                    throw .system(path, .lock, code: code)
                }
                if !told {
                    waiting(Self.holder(descriptor))
                    told = true
                }
                while flock(descriptor, LOCK_EX) != 0 {
                    guard errno == EINTR else {
                        let code = errno
                        close(descriptor)
                        throw .system(path, .lock, code: code)
                    }
                }
            }
            // The previous holder removes the file as it lets go: a lock on a removed file
            // guards nothing, so take the lock again on the file now at `path`.
            if Self.isSameFile(descriptor, path) {
                self.descriptor = descriptor
                break
            }
            close(descriptor)
        }
        let text = Array("\(getpid())\n".utf8)
        if ftruncate(descriptor, 0) == 0 { _ = pwrite(descriptor, text, text.count, 0) }
    }

    deinit { release() }

    /// Removes the lock file and lets the lock go; later calls do nothing.
    public func release() {
        guard descriptor >= 0 else { return }
        unlink(path)
        close(descriptor)
        descriptor = -1
    }

    /// The process id written in the lock file, when there is one.
    private static func holder(_ descriptor: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = pread(descriptor, &buffer, buffer.count, 0)
        guard count > 0 else { return nil }
        let text = String(decoding: buffer[..<count], as: UTF8.self)
        return Int32(text.prefix { $0.isNumber })
    }

    private static func isSameFile(_ descriptor: Int32, _ path: String) -> Bool {
        var open = stat()
        var named = stat()
        return fstat(descriptor, &open) == 0 && stat(path, &named) == 0 && open.st_dev == named.st_dev
            && open.st_ino == named.st_ino
    }
}
