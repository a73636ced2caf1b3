import FileSystem
import Foundation

/// Writes report files into an output folder as one set (see ``JournaledFolder``): every
/// changed file lands or none does, even when the run is killed halfway; files whose bytes did
/// not change are left untouched; optionally a dated copy goes under `archive/YYYY-MM-DD/`
/// with an `archive/index.md`.
public struct OutputWriter: Sendable {
    /// What a write did, file by file.
    public typealias Summary = JournaledFolder.Summary

    /// The folder the files go into; created if missing.
    public let directory: URL

    /// Creates a writer for `directory`.
    public init(directory: URL) {
        self.directory = directory
    }

    /// Takes the output folder's lock (see ``JournaledFolder``), creating the folder unless
    /// `onlyIfPresent`, and finishes or undoes a set a killed run left; `waiting` hears the
    /// holder's pid before waiting for another run. `nil` when `onlyIfPresent` and there is no folder.
    public func lock(onlyIfPresent: Bool = false, waiting: (Int32?) -> Void = { _ in }) throws(OutputError)
        -> JournaledFolder?
    {
        do {
            return onlyIfPresent
                ? try JournaledFolder.ifPresent(path: directory.path, waiting: waiting)
                : try JournaledFolder(path: directory.path, waiting: waiting)
        } catch {
            throw .fileSystem(error)
        }
    }

    /// Writes `files`, and with `archiveDate` (`YYYY-MM-DD`) their dated copies too, into the
    /// locked `folder` (taking the lock for this write when `nil`).
    @discardableResult
    public func write(_ files: [RenderedFile], archiveDate: String? = nil, in folder: JournaledFolder? = nil)
        throws(OutputError) -> Summary
    {
        var planned: [(path: String, contents: [UInt8])] = []
        for file in files {
            try planned.append((path: Self.checked(file.name), contents: file.contents))
        }
        if let archiveDate {
            let day = "archive/" + (try Self.checked(archiveDate))
            for file in files {
                planned.append((path: day + "/" + file.name, contents: file.contents))
            }
        }
        do throws(FileSystemError) {
            let locked: JournaledFolder
            if let folder { locked = folder } else { locked = try JournaledFolder(path: directory.path) }
            defer { if folder == nil { locked.close() } }
            if let archiveDate {
                let archive = directory.appendingPathComponent("archive", isDirectory: true)
                let index = ArchiveIndex(folder: archive).rendered(adding: archiveDate)
                planned.append((path: "archive/" + ArchiveIndex.fileName, contents: index))
            }
            return try locked.commit(planned)
        } catch {
            throw .fileSystem(error)
        }
    }

    /// `name` when it is a plain file name that stays in its folder.
    private static func checked(_ name: String) throws(OutputError) -> String {
        guard !name.isEmpty, name != ".", name != "..", !name.contains("/"),
            !name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
        else {
            throw .unsafeName(name)
        }
        return name
    }
}
