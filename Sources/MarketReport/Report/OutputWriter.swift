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

    /// Takes the output folder's lock (see ``JournaledFolder``), creating the folder, and finishes
    /// or undoes a set a killed run left; `waiting` hears the holder's pid before waiting for
    /// another run.
    public func lock(waiting: (Int32?) -> Void = { _ in }) throws(OutputError) -> JournaledFolder {
        do {
            return try JournaledFolder(path: directory.path, waiting: waiting)
        } catch {
            throw .fileSystem(error)
        }
    }

    /// ``lock(waiting:)`` when the folder is there; `nil`, creating nothing, when it is not.
    public func lockIfPresent(waiting: (Int32?) -> Void = { _ in }) throws(OutputError) -> JournaledFolder? {
        do {
            return try JournaledFolder.ifPresent(path: directory.path, waiting: waiting)
        } catch {
            throw .fileSystem(error)
        }
    }

    /// Writes `files`, and with `archiveDate` (`YYYY-MM-DD`) their dated copies too, as one set,
    /// holding the folder's lock for the write; the archive's index is in the words of `labels`.
    @discardableResult
    public func write(_ files: [RenderedFile], archiveDate: String? = nil, labels: LabelCatalog = .english)
        throws(OutputError) -> Summary
    {
        // Names are checked before the folder is made.
        let planned = try Self.planned(files, archiveDate: archiveDate)
        let folder = try lock()
        defer { folder.close() }
        var set = JournaledFolder.StagedSet()
        try stage(planned, into: &set, in: folder)
        return try commit(set, archiveDate: archiveDate, labels: labels, in: folder)
    }

    /// Stages `files`, and with `archiveDate` their dated copies, into `set` in the locked
    /// `folder` (see ``JournaledFolder/stage(_:into:)``): the files of one set can be staged in
    /// several batches, each as soon as it is made. On failure nothing of `set` is left.
    public func stage(
        _ files: [RenderedFile], archiveDate: String?, into set: inout JournaledFolder.StagedSet,
        in folder: JournaledFolder
    ) throws(OutputError) {
        let planned: [(path: String, contents: [UInt8])]
        do {
            planned = try Self.planned(files, archiveDate: archiveDate)
        } catch {
            folder.discard(set)
            set = JournaledFolder.StagedSet()
            throw error
        }
        try stage(planned, into: &set, in: folder)
    }

    private func stage(
        _ planned: [(path: String, contents: [UInt8])], into set: inout JournaledFolder.StagedSet,
        in folder: JournaledFolder
    ) throws(OutputError) {
        do throws(FileSystemError) {
            try folder.stage(planned, into: &set)
        } catch {
            throw .fileSystem(error)
        }
    }

    /// Where `files` go in the folder, with their dated copies under `archive/` when
    /// `archiveDate` is given; throws for a name that would leave the folder.
    private static func planned(_ files: [RenderedFile], archiveDate: String?) throws(OutputError)
        -> [(path: String, contents: [UInt8])]
    {
        var planned: [(path: String, contents: [UInt8])] = []
        for file in files {
            try planned.append((path: checked(file.name), contents: file.contents))
        }
        if let archiveDate {
            let day = "archive/" + (try checked(archiveDate))
            for file in files {
                planned.append((path: day + "/" + file.name, contents: file.contents))
            }
        }
        return planned
    }

    /// Puts the files staged into `set` in place as one set, with the archive's index, in the
    /// words of `labels`, when `archiveDate` is given.
    public func commit(
        _ set: JournaledFolder.StagedSet, archiveDate: String?, labels: LabelCatalog = .english,
        in folder: JournaledFolder
    ) throws(OutputError) -> Summary {
        var set = set
        do throws(FileSystemError) {
            if let archiveDate {
                let archive = directory.appendingPathComponent("archive", isDirectory: true)
                let index = ArchiveIndex(folder: archive, labels: labels).rendered(adding: archiveDate)
                try folder.stage([(path: "archive/" + ArchiveIndex.fileName, contents: index)], into: &set)
            }
            return try folder.commit(set)
        } catch {
            throw .fileSystem(error)
        }
    }

    /// Removes the output folder when it holds nothing: after a failed run that created it.
    public func removeFolderIfEmpty() {
        rmdir(directory.path)
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
