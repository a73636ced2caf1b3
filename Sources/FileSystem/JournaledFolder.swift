#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder whose files are replaced as one set: one process at a time holds its lock, and a
/// journal makes each set all-or-nothing, even when the writer is killed halfway.
///
/// A commit stages every changed file as a temporary file, listed in the journal (state
/// `staging`); once all are on disk the journal turns to `commit`, the files are renamed into
/// place and the journal is removed. Whoever takes the lock next finishes a `commit` journal or
/// undoes a `staging` one, and removes temporary files a killed process left in the folder.
public final class JournaledFolder: @unchecked Sendable {
    /// The lock file inside the folder, present only while a process holds it.
    public static let lockName = ".market-report.lock"
    /// The journal inside the folder, present only while a commit is under way.
    public static let journalName = ".market-report.journal"
    /// The journal's first line.
    static let journalHeading = "market-report journal 1"

    /// What a commit did, by path relative to the folder.
    public struct Summary: Sendable, Equatable {
        /// Files whose bytes changed (or that were new) and were written.
        public var written: [String] = []
        /// Files left alone because their bytes were already on disk.
        public var unchanged: [String] = []

        /// Creates a summary.
        public init(written: [String] = [], unchanged: [String] = []) {
            self.written = written
            self.unchanged = unchanged
        }
    }

    /// The files of one set staged so far (``stage(_:into:)``), and what committing them will have done.
    public struct StagedSet: Sendable {
        var journal = Journal(state: .staging)
        /// What committing the set will have done.
        public internal(set) var summary = Summary()

        /// An empty set.
        public init() {}
    }

    /// The folder.
    public let path: String
    private let lock: FileLock

    /// Takes the lock of the folder at `path` (created if missing), waiting while another process
    /// holds it (`waiting` hears the holder's process id first), then finishes or undoes the
    /// commit of a process that was killed.
    public init(path: String, waiting: (Int32?) -> Void = { _ in }) throws(FileSystemError) {
        try FilePath.createFolder(path)
        self.path = path
        lock = try FileLock(path: path + "/" + Self.lockName, waiting: waiting)
        do {
            try recover()
        } catch {
            lock.release()
            throw error
        }
    }

    /// The locked folder at `path`, or `nil` when there is no folder there yet.
    public static func ifPresent(path: String, waiting: (Int32?) -> Void = { _ in }) throws(FileSystemError)
        -> JournaledFolder?
    {
        FilePath.kind(of: path) == nil ? nil : try JournaledFolder(path: path, waiting: waiting)
    }

    /// Lets the lock go; later calls do nothing.
    public func close() { lock.release() }

    /// Replaces the files at `files`' paths (relative to the folder, sub-folders created as
    /// needed) with their contents as one set: after a crash at any moment, the next holder of
    /// the lock sees either every new file or none. Files already holding their bytes are left alone.
    public func commit(_ files: [(path: String, contents: [UInt8])]) throws(FileSystemError) -> Summary {
        var set = StagedSet()
        try stage(files, into: &set)
        return try commit(set)
    }

    /// Stages `files` into `set` (see ``commit(_:)``): each changed file is written beside its
    /// place as a temporary file, listed in the journal first. A set can be staged in several
    /// batches, while later files are still being made; nothing is in place before
    /// ``commit(_:)-(StagedSet)``. On failure everything staged into `set` is undone and `set` emptied.
    public func stage(_ files: [(path: String, contents: [UInt8])], into set: inout StagedSet)
        throws(FileSystemError)
    {
        do {
            try stageChanges(files, into: &set)
        } catch {
            discard(set)
            set = StagedSet()
            throw error
        }
    }

    private func stageChanges(_ files: [(path: String, contents: [UInt8])], into set: inout StagedSet)
        throws(FileSystemError)
    {
        var changes: [(entry: Journal.Entry, contents: [UInt8])] = []
        for file in files {
            guard Journal.isSafe(file.path) else {
                throw .system(path + "/" + file.path, .write, code: EINVAL)
            }
            let target = path + "/" + file.path
            if FilePath.kind(of: target) == .folder { throw .system(target, .write, code: EISDIR) }
            if AtomicFile.holds(target, file.contents, permissions: nil) {
                set.summary.unchanged.append(file.path)
                continue
            }
            let temporary = AtomicFile.temporaryPath(for: target)
            changes.append(
                (
                    Journal.Entry(temporary: String(temporary.dropFirst(path.count + 1)), final: file.path),
                    file.contents
                ))
            set.summary.written.append(file.path)
        }
        if changes.isEmpty { return }
        let folders = missingFolders(for: changes.map(\.entry.final))
        set.journal.entries += changes.map(\.entry)
        set.journal.folders += folders
        try writeJournal(set.journal)
        for folder in folders { try FilePath.createFolder(path + "/" + folder) }
        for change in changes {
            try AtomicFile.stage(
                change.contents, replacing: path + "/" + change.entry.final,
                at: path + "/" + change.entry.temporary, permissions: nil)
        }
    }

    /// Puts every file staged into `set` in place, as one set.
    public func commit(_ set: StagedSet) throws(FileSystemError) -> Summary {
        if set.journal.entries.isEmpty { return set.summary }
        var journal = set.journal
        journal.state = .commit
        do { try writeJournal(journal) } catch {
            discard(set)
            throw error
        }
        try finish(journal)
        return set.summary
    }

    /// Removes what was staged into `set`, leaving the folder's files as they were.
    public func discard(_ set: StagedSet) {
        if !set.journal.entries.isEmpty { undo(set.journal) }
    }

    /// Finishes or undoes what the journal says, then removes stray temporary files.
    private func recover() throws(FileSystemError) {
        let journalPath = path + "/" + Self.journalName
        if FilePath.kind(of: journalPath) != nil {
            let journal: Journal
            do {
                journal = try Journal(parsing: RegularFile.read(journalPath, limit: 1 << 20))
            } catch let error {
                if case .badJournal = error.problem {
                    throw FileSystemError(path: journalPath, action: .read, problem: error.problem)
                }
                throw error
            }
            switch journal.state {
            case .staging: undo(journal)
            case .commit: try finish(journal)
            }
        }
        for entry in (try? FilePath.entries(of: path)) ?? [] where AtomicFile.isTemporary(entry) {
            unlink(path + "/" + entry)
        }
    }

    /// Renames every staged file still there into place, then removes the journal.
    private func finish(_ journal: Journal) throws(FileSystemError) {
        var folders = Set<String>()
        for entry in journal.entries where FilePath.kind(of: path + "/" + entry.temporary) != nil {
            let final = path + "/" + entry.final
            guard rename(path + "/" + entry.temporary, final) == 0 else { throw .system(final, .write) }
            folders.insert(FilePath.folder(of: final))
        }
        for folder in folders.sorted() { AtomicFile.syncFolder(folder) }
        removeJournal()
    }

    /// Removes the staged files and the folders made for them, then the journal.
    private func undo(_ journal: Journal) {
        for entry in journal.entries { unlink(path + "/" + entry.temporary) }
        for folder in journal.folders.reversed() { rmdir(path + "/" + folder) }
        removeJournal()
    }

    private func writeJournal(_ journal: Journal) throws(FileSystemError) {
        try AtomicFile.write(journal.text, to: path + "/" + Self.journalName)
    }

    private func removeJournal() {
        unlink(path + "/" + Self.journalName)
        AtomicFile.syncFolder(path)
    }

    /// The sub-folders (relative, outermost first) that files at `paths` need and that are missing.
    private func missingFolders(for paths: [String]) -> [String] {
        var missing: [String] = []
        for file in paths {
            var folders: [String] = []
            var folder = FilePath.folder(of: file)
            while folder != ".", !missing.contains(folder), FilePath.kind(of: path + "/" + folder) == nil {
                folders.append(folder)
                folder = FilePath.folder(of: folder)
            }
            missing += folders.reversed()
        }
        return missing
    }
}
