import Foundation

/// Writes report files into an output folder: every file atomically (a temporary file in
/// the same folder, then a rename), files whose bytes did not change left untouched, and
/// optionally a dated copy under `archive/YYYY-MM-DD/` with an `archive/index.md`.
///
/// All new contents are staged as temporary files before the first rename, so a failure
/// (a full disk, a read-only folder) leaves every earlier output exactly as it was.
public struct OutputWriter: Sendable {
    /// The folder the files go into; created if missing.
    public let directory: URL

    /// Creates a writer for `directory`.
    public init(directory: URL) {
        self.directory = directory
    }

    /// What a write did, file by file.
    public struct Summary: Sendable, Equatable {
        /// Files whose bytes changed (or that were new) and were written.
        public var written: [String] = []
        /// Files left alone because their bytes were already on disk.
        public var unchanged: [String] = []
    }

    /// Writes `files`, and with `archiveDate` (`YYYY-MM-DD`) their dated copies too.
    @discardableResult
    public func write(_ files: [RenderedFile], archiveDate: String? = nil) throws(OutputError) -> Summary {
        var planned: [(url: URL, contents: [UInt8])] = []
        for file in files {
            try planned.append((url: url(for: file.name, in: directory), contents: file.contents))
        }
        if let archiveDate {
            let archive = directory.appendingPathComponent("archive", isDirectory: true)
            let day = try url(for: archiveDate, in: archive)
            for file in files {
                try planned.append((url: url(for: file.name, in: day), contents: file.contents))
            }
            let index = ArchiveIndex(folder: archive).rendered(adding: archiveDate)
            planned.append((url: archive.appendingPathComponent(ArchiveIndex.fileName), contents: index))
        }
        return try commit(planned)
    }

    /// Stages every changed file, then renames them into place.
    private func commit(_ planned: [(url: URL, contents: [UInt8])]) throws(OutputError) -> Summary {
        var summary = Summary()
        var staged: [(temporary: URL, final: URL)] = []
        defer {
            for entry in staged { try? FileManager.default.removeItem(at: entry.temporary) }
        }
        for item in planned {
            let name = relativeName(item.url)
            if Self.holds(item.url, item.contents) {
                summary.unchanged.append(name)
                continue
            }
            try createFolder(item.url.deletingLastPathComponent())
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: item.url.path, isDirectory: &isFolder),
                isFolder.boolValue
            {
                throw .cannotWrite(path: item.url.path, reason: "a folder is in the way")
            }
            let temporary = item.url.deletingLastPathComponent()
                .appendingPathComponent(".\(item.url.lastPathComponent).\(UUID().uuidString).tmp")
            do {
                try Self.write(item.contents, to: temporary)
            } catch {
                throw .cannotWrite(path: item.url.path, reason: Self.reason(error))
            }
            staged.append((temporary, item.url))
            summary.written.append(name)
        }
        while let entry = staged.first {
            if rename(entry.temporary.path, entry.final.path) != 0 {
                throw .cannotWrite(path: entry.final.path, reason: String(cString: strerror(errno)))
            }
            staged.removeFirst()
        }
        return summary
    }

    /// Whether the file at `url` holds exactly `contents`; a file of another size is not read.
    private static func holds(_ url: URL, _ contents: [UInt8]) -> Bool {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
            (attributes[.size] as? NSNumber)?.intValue == contents.count,
            let data = FileManager.default.contents(atPath: url.path)
        else { return false }
        return data.withUnsafeBytes { old in
            contents.withUnsafeBytes { new in
                old.count == 0 || memcmp(old.baseAddress!, new.baseAddress!, old.count) == 0
            }
        }
    }

    /// Writes `contents` to a new file at `url` without copying them first.
    private static func write(_ contents: [UInt8], to url: URL) throws {
        try contents.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return try Data().write(to: url) }
            // The Data only lends the array's bytes for the write, inside this closure.
            try Data(
                bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: bytes.count, deallocator: .none
            )
            .write(to: url)
        }
    }

    private func url(for name: String, in folder: URL) throws(OutputError) -> URL {
        guard !name.isEmpty, name != ".", name != "..", !name.contains("/"), !name.contains("\0") else {
            throw .unsafeName(name)
        }
        return folder.appendingPathComponent(name, isDirectory: false)
    }

    private func createFolder(_ folder: URL) throws(OutputError) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) {
            if isFolder.boolValue { return }
            throw .cannotCreateFolder(path: folder.path, reason: "a file is in the way")
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .cannotCreateFolder(path: folder.path, reason: Self.reason(error))
        }
    }

    private func relativeName(_ url: URL) -> String {
        let base = directory.standardizedFileURL.path + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    private static func reason(_ error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let underlying, underlying.domain == NSPOSIXErrorDomain,
            let code = POSIXErrorCode(rawValue: Int32(underlying.code))
        {
            return String(cString: strerror(code.rawValue))
        }
        return (error as NSError).localizedDescription
    }
}
