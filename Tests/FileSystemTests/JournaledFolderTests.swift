import FileSystem
import Foundation
import Testing

@Suite struct JournaledFolderTests {
    private func commit(_ folder: Scratch, _ files: [String: String]) throws -> JournaledFolder.Summary {
        let output = try JournaledFolder(path: folder.path)
        defer { output.close() }
        return try output.commit(files.sorted { $0.key < $1.key }.map { ($0.key, Array($0.value.utf8)) })
    }

    @Test func commitsASetLeavesUnchangedFilesAndNothingElseBehind() throws {
        let folder = Scratch()
        var summary = try commit(folder, ["a.md": "1", "archive/d/a.md": "1"])
        #expect(summary.written == ["a.md", "archive/d/a.md"])
        summary = try commit(folder, ["a.md": "1", "b.csv": "2"])
        #expect(summary == JournaledFolder.Summary(written: ["b.csv"], unchanged: ["a.md"]))
        #expect(folder.names() == ["a.md", "archive", "archive/d", "archive/d/a.md", "b.csv"])
    }

    @Test func keepsTheModeOfRewrittenFiles() throws {
        let folder = Scratch()
        _ = try commit(folder, ["a.md": "1"])
        chmod(folder.at("a.md"), 0o600)
        _ = try commit(folder, ["a.md": "2"])
        #expect(folder.mode("a.md") == 0o600)
        #expect(folder.read("a.md") == "2")
    }

    @Test func aFailureLeavesTheOldSetAndNoStagedFile() throws {
        let folder = Scratch()
        _ = try commit(folder, ["a.md": "old"])
        try FileManager.default.createDirectory(atPath: folder.at("b.md"), withIntermediateDirectories: false)
        #expect(throws: FileSystemError.self) { try commit(folder, ["a.md": "new", "b.md": "x"]) }
        #expect(folder.read("a.md") == "old")
        #expect(folder.names() == ["a.md", "b.md"])
    }

    /// The folder's files but the lock file of the holder the test still is.
    private func unlocked(_ folder: Scratch) -> [String] {
        folder.names().filter { $0 != JournaledFolder.lockName }
    }

    @Test func aSetStagedInBatchesLandsTogetherAtTheCommit() throws {
        let folder = Scratch()
        _ = try commit(folder, ["a.md": "old", "b.md": "same"])
        let output = try JournaledFolder(path: folder.path)
        defer { output.close() }
        var set = JournaledFolder.StagedSet()
        try output.stage([("a.md", Array("new".utf8))], into: &set)
        // Staged, listed in the journal, not yet in place.
        #expect(folder.read("a.md") == "old")
        #expect((folder.read(JournaledFolder.journalName) ?? "").contains("\ta.md\n"))
        try output.stage([("b.md", Array("same".utf8)), ("day/c.md", Array("c".utf8))], into: &set)
        #expect((folder.read(JournaledFolder.journalName) ?? "").contains("\tday/c.md\n"))
        #expect((folder.read(JournaledFolder.journalName) ?? "").contains("\ta.md\n"))
        let summary = try output.commit(set)
        #expect(summary == JournaledFolder.Summary(written: ["a.md", "day/c.md"], unchanged: ["b.md"]))
        #expect(unlocked(folder) == ["a.md", "b.md", "day", "day/c.md"])
        #expect(folder.read("a.md") == "new")
    }

    @Test func aDiscardedOrFailedSetLeavesTheOldFilesAndNothingStaged() throws {
        let folder = Scratch()
        _ = try commit(folder, ["a.md": "old"])
        let output = try JournaledFolder(path: folder.path)
        defer { output.close() }
        var set = JournaledFolder.StagedSet()
        try output.stage([("a.md", Array("new".utf8)), ("day/b.md", Array("b".utf8))], into: &set)
        output.discard(set)
        #expect(unlocked(folder) == ["a.md"])
        #expect(folder.read("a.md") == "old")

        // A batch that fails undoes the batches staged before it too.
        set = JournaledFolder.StagedSet()
        try output.stage([("a.md", Array("new".utf8))], into: &set)
        try FileManager.default.createDirectory(atPath: folder.at("c.md"), withIntermediateDirectories: false)
        #expect(throws: FileSystemError.self) { try output.stage([("c.md", Array("c".utf8))], into: &set) }
        #expect(unlocked(folder) == ["a.md", "c.md"])
        #expect(try output.commit(set) == JournaledFolder.Summary())
        #expect(folder.read("a.md") == "old")
    }

    @Test func aRunKilledBetweenBatchesIsUndoneByTheNextHolder() throws {
        let folder = Scratch()
        _ = try commit(folder, ["a.md": "old"])
        let output = try JournaledFolder(path: folder.path)
        var set = JournaledFolder.StagedSet()
        try output.stage([("a.md", Array("new".utf8))], into: &set)
        try output.stage([("day/b.md", Array("b".utf8))], into: &set)
        output.close()  // as a killed process lets the lock go, with its journal still there
        try JournaledFolder(path: folder.path).close()
        #expect(folder.names() == ["a.md"])
        #expect(folder.read("a.md") == "old")
    }

    /// A folder as a killed commit leaves it: `a.md` staged, `b.md` staged in a new sub-folder.
    private func interrupted(_ state: String, _ folder: Scratch) throws {
        _ = try commit(folder, ["a.md": "old"])
        folder.write("new", to: ".a.md.0123456789abcdef0123456789abcdef.tmp")
        try FileManager.default.createDirectory(atPath: folder.at("day"), withIntermediateDirectories: true)
        folder.write("new", to: "day/.b.md.0123456789abcdef0123456789abcdef.tmp")
        folder.write(
            "market-report journal 1\nstate\t\(state)\nfolder\tday\n"
                + "file\t.a.md.0123456789abcdef0123456789abcdef.tmp\ta.md\n"
                + "file\tday/.b.md.0123456789abcdef0123456789abcdef.tmp\tday/b.md\n",
            to: JournaledFolder.journalName)
        folder.write("half", to: ".c.md.fedcba9876543210fedcba9876543210.tmp")
    }

    @Test func theNextHolderFinishesACommittedSet() throws {
        let folder = Scratch()
        try interrupted("commit", folder)
        try JournaledFolder(path: folder.path).close()
        #expect(folder.names() == ["a.md", "day", "day/b.md"])
        #expect(folder.read("a.md") == "new")
        #expect(folder.read("day/b.md") == "new")
    }

    @Test func theNextHolderUndoesAStagingSet() throws {
        let folder = Scratch()
        try interrupted("staging", folder)
        try JournaledFolder(path: folder.path).close()
        #expect(folder.names() == ["a.md"])
        #expect(folder.read("a.md") == "old")
    }

    @Test func aJournalThatCannotBeReadIsAnErrorNamingIt() throws {
        let folder = Scratch()
        folder.write(
            "market-report journal 1\nstate\tcommit\nfile\t../../etc/x\tpasswd\n",
            to: JournaledFolder.journalName)
        #expect {
            try JournaledFolder(path: folder.path)
        } throws: { error in
            (error as? FileSystemError)?.path == folder.at(JournaledFolder.journalName)
        }
        #expect(folder.read(JournaledFolder.journalName) != nil, "an unreadable journal is left for a person")
    }
}
