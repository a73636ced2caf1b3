import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(Glibc)
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    private let systemWrite = Darwin.write
#endif

/// The one atomic file write: the bytes go to a temporary file in the target's folder, which is
/// written, synced, renamed over the target, and the folder synced; readers see the old file or
/// the new one, never a mix, and a failure (a full disk) leaves no temporary file behind.
///
/// A target that is a symbolic link is written through the link: the file it points to is
/// replaced and the link kept. A replaced file keeps its permissions.
public enum AtomicFile {
    /// Writes `contents` to `path` unless the file already holds exactly these bytes, and returns
    /// whether it wrote. `permissions` forces the file's mode (`0o600` for a secret); without it
    /// a replaced file keeps its mode and a new one gets `0o666` less the umask.
    @discardableResult
    public static func write(_ contents: some ContiguousBytes, to path: String, permissions: mode_t? = nil)
        throws(FileSystemError) -> Bool
    {
        let target = try resolvingLinks(path)
        if holds(target, contents, permissions: permissions) { return false }
        let temporary = try stage(contents, replacing: target, permissions: permissions)
        try replace(target, with: temporary)
        return true
    }

    /// Writes `contents` to a new temporary file beside `target` with `target`'s permissions (or
    /// `permissions`) and syncs it; returns the temporary file's path. Nothing is left on failure.
    public static func stage(
        _ contents: some ContiguousBytes, replacing target: String, permissions: mode_t? = nil
    )
        throws(FileSystemError) -> String
    {
        let temporary = temporaryPath(for: target)
        try stage(contents, replacing: target, at: temporary, permissions: permissions)
        return temporary
    }

    /// Writes `contents` to the new file `temporary` with `target`'s permissions (or
    /// `permissions`) and syncs it. Nothing is left on failure.
    static func stage(
        _ contents: some ContiguousBytes, replacing target: String, at temporary: String, permissions: mode_t?
    ) throws(FileSystemError) {
        var status = stat()
        let mode = permissions ?? (stat(target, &status) == 0 ? status.st_mode & 0o7777 : nil)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode ?? 0o666)
        guard descriptor >= 0 else { throw .system(target, .write) }
        var failure: Int32?
        if let mode, fchmod(descriptor, mode) != 0 { failure = errno }
        if failure == nil, !contents.withUnsafeBytes({ writeAll($0, to: descriptor) }) { failure = errno }
        if failure == nil, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if let failure {
            unlink(temporary)
            throw .system(target, .write, code: failure)
        }
    }

    /// Renames the staged `temporary` over `target` and syncs the folder; on failure the
    /// temporary file is removed.
    public static func replace(_ target: String, with temporary: String) throws(FileSystemError) {
        guard rename(temporary, target) == 0 else {
            let code = errno
            unlink(temporary)
            throw .system(target, .write, code: code)
        }
        syncFolder(FilePath.folder(of: target))
    }

    /// Flushes a folder's entries (new names, renames) to disk; returns whether it could.
    @discardableResult
    public static func syncFolder(_ folder: String) -> Bool {
        let descriptor = open(folder, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return fsync(descriptor) == 0
    }

    /// `path` with every symbolic link of its last component followed, so a write through a
    /// link replaces the file the link points to. A dangling link gives the path it points to.
    public static func resolvingLinks(_ path: String) throws(FileSystemError) -> String {
        var current = path
        for _ in 0..<40 {
            var status = stat()
            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count >= 0 else { throw .system(path, .read) }
            let destination = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current =
                destination.hasPrefix("/") ? destination : FilePath.folder(of: current) + "/" + destination
        }
        throw .system(path, .write, code: ELOOP)
    }

    /// Removes temporary files of `target` (`.NAME.<hex>.tmp` beside it) that a killed process
    /// left; call it only while holding the lock that guards `target`.
    public static func removeStrayTemporaries(of target: String) {
        let name = FilePath.name(of: target)
        let folder = FilePath.folder(of: target)
        for entry in (try? FilePath.entries(of: folder)) ?? [] where isTemporary(entry, of: name) {
            unlink(folder + "/" + entry)
        }
    }

    /// Whether `entry` is a temporary file name this type makes (`.NAME.<32 hex digits>.tmp`), or
    /// one earlier versions made (`.NAME.<UUID>.tmp`), for `name` when given.
    public static func isTemporary(_ entry: String, of name: String? = nil) -> Bool {
        let bytes = Array(entry.utf8)
        guard bytes.first == UInt8(ascii: "."), entry.hasSuffix(".tmp") else { return false }
        for length in [32, 36] {
            let tail = 1 + length + 4
            guard bytes.count > tail + 1, bytes[bytes.count - tail] == UInt8(ascii: ".") else { continue }
            let random = bytes[(bytes.count - tail + 1)..<(bytes.count - 4)]
            let isRandom =
                length == 32
                ? random.allSatisfy(isHexDigit)
                : random.enumerated().allSatisfy { offset, byte in
                    [8, 13, 18, 23].contains(offset) ? byte == UInt8(ascii: "-") : isHexDigit(byte)
                }
            guard isRandom else { continue }
            return name.map { bytes[1..<(bytes.count - tail)].elementsEqual($0.utf8) } ?? true
        }
        return false
    }

    /// A fresh temporary path beside `target`: `.NAME.<32 hex digits>.tmp`.
    static func temporaryPath(for target: String) -> String {
        let name = String(FilePath.name(of: target).prefix(120))
        let random = (0..<2).map { _ in hex(UInt64.random(in: .min ... .max)) }.joined()
        return FilePath.folder(of: target) + "/." + name + "." + random + ".tmp"
    }

    /// Whether `path` is a regular file holding exactly `contents` (with mode `permissions` when
    /// given); a file of another size is not read.
    static func holds(_ path: String, _ contents: some ContiguousBytes, permissions: mode_t?) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return false }
        if let permissions, status.st_mode & 0o7777 != permissions { return false }
        return contents.withUnsafeBytes { new in
            guard Int(status.st_size) == new.count else { return false }
            guard let base = new.baseAddress, new.count > 0 else { return true }
            var old = [UInt8](repeating: 0, count: new.count)
            let count = old.withUnsafeMutableBytes { readAll($0, from: descriptor) }
            return count == new.count && memcmp(old, base, new.count) == 0
        }
    }

    private static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < buffer.count {
            let count = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += count
        }
        return true
    }

    /// Reads until `buffer` is full or the file ends; returns the bytes read, or -1 on an error.
    static func readAll(_ buffer: UnsafeMutableRawBufferPointer, from descriptor: Int32) -> Int {
        var offset = 0
        while offset < buffer.count {
            let count = read(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                return -1
            }
            if count == 0 { break }
            offset += count
        }
        return offset
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
    }

    private static func hex(_ value: UInt64) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }
}
