/// The text of a ``JournaledFolder``'s journal: its state, the folders a commit creates and its
/// staged files, each path relative to the folder.
///
///     market-report journal 1
///     state	commit
///     folder	archive/2026-12-01
///     file	archive/2026-12-01/.report.md.<hex>.tmp	archive/2026-12-01/report.md
struct Journal: Equatable {
    enum State: String {
        /// Files are being staged: undo it.
        case staging
        /// Every file is staged: finish it.
        case commit
    }

    /// One staged file and the file it replaces.
    struct Entry: Equatable {
        var temporary: String
        var final: String
    }

    var state: State
    var folders: [String] = []
    var entries: [Entry] = []

    init(state: State) {
        self.state = state
    }

    /// Reads journal bytes; anything unexpected is ``FileSystemError/Problem/badJournal(detail:)``.
    init(parsing bytes: some Sequence<UInt8>) throws(FileSystemError) {
        let lines = String(decoding: Array(bytes), as: UTF8.self).split(separator: "\n").map {
            $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        }
        guard lines.first == [JournaledFolder.journalHeading], lines.count >= 2, lines[1].count == 2,
            lines[1][0] == "state", let state = State(rawValue: lines[1][1])
        else { throw Self.bad("no heading and state") }
        self.init(state: state)
        for fields in lines.dropFirst(2) {
            guard fields.dropFirst().allSatisfy(Self.isSafe) else { throw Self.bad("an unsafe path") }
            switch (fields.first, fields.count) {
            case ("folder", 2): folders.append(fields[1])
            case ("file", 3): entries.append(Entry(temporary: fields[1], final: fields[2]))
            default: throw Self.bad("an unknown line")
            }
        }
    }

    /// The journal's bytes.
    var text: [UInt8] {
        var lines = [JournaledFolder.journalHeading, "state\t\(state.rawValue)"]
        lines += folders.map { "folder\t\($0)" }
        lines += entries.map { "file\t\($0.temporary)\t\($0.final)" }
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    /// Whether `path` is a plain relative path inside the folder: no empty, `.` or `..`
    /// component, no control character.
    static func isSafe(_ path: String) -> Bool {
        !path.isEmpty && !path.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
            && path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
                !$0.isEmpty && $0 != "." && $0 != ".."
            }
    }

    private static func bad(_ detail: String) -> FileSystemError {
        FileSystemError(
            path: JournaledFolder.journalName, action: .read, problem: .badJournal(detail: "it has \(detail)")
        )
    }
}
