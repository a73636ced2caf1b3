import FileSystem
import Foundation
import Testing

@Suite struct AtomicFileTests {
    @Test func writesOnlyWhenTheBytesChangeAndLeavesNoTemporaryFile() throws {
        let folder = Scratch()
        #expect(try AtomicFile.write(Array("one".utf8), to: folder.at("a.json")))
        #expect(try !AtomicFile.write(Array("one".utf8), to: folder.at("a.json")))
        #expect(try AtomicFile.write(Array("two".utf8), to: folder.at("a.json")))
        #expect(folder.read("a.json") == "two")
        #expect(folder.names() == ["a.json"])
    }

    @Test func keepsTheModeOfAReplacedFileAndForcesAGivenOne() throws {
        let folder = Scratch()
        folder.write("old", to: "private.md")
        chmod(folder.at("private.md"), 0o600)
        try AtomicFile.write(Array("new".utf8), to: folder.at("private.md"))
        #expect(folder.mode("private.md") == 0o600)
        folder.write("x", to: "session.json")
        chmod(folder.at("session.json"), 0o644)
        try AtomicFile.write(Array("x".utf8), to: folder.at("session.json"), permissions: 0o600)
        #expect(folder.mode("session.json") == 0o600, "a forced mode applies even to unchanged bytes")
        try AtomicFile.write(Array("{}".utf8), to: folder.at("new.json"), permissions: 0o600)
        #expect(folder.mode("new.json") == 0o600)
    }

    @Test func writesThroughASymbolicLinkAndKeepsTheLink() throws {
        let folder = Scratch()
        try FileManager.default.createDirectory(atPath: folder.at("real"), withIntermediateDirectories: true)
        folder.write("old", to: "real/watchlist.json")
        chmod(folder.at("real/watchlist.json"), 0o640)
        symlink("real/watchlist.json", folder.at("link.json"))
        symlink("link.json", folder.at("link2.json"))
        try AtomicFile.write(Array("new".utf8), to: folder.at("link2.json"))
        #expect(FilePath.kind(of: folder.at("link.json")) == .link)
        #expect(FilePath.kind(of: folder.at("link2.json")) == .link)
        #expect(folder.read("real/watchlist.json") == "new")
        #expect(folder.mode("real/watchlist.json") == 0o640)
        #expect(folder.names() == ["link.json", "link2.json", "real", "real/watchlist.json"])
    }

    @Test func aLinkLoopIsAnErrorNotAHang() {
        let folder = Scratch()
        symlink("b", folder.at("a"))
        symlink("a", folder.at("b"))
        #expect(throws: FileSystemError.self) { try AtomicFile.write(Array("x".utf8), to: folder.at("a")) }
    }

    @Test func aFailedWriteNamesThePathAndLeavesNothing() throws {
        let folder = Scratch()
        folder.write("a file", to: "file")
        do {
            try AtomicFile.write(Array("x".utf8), to: folder.at("file/x.json"))
            Issue.record("expected an error")
        } catch {
            #expect(error.path == folder.at("file/x.json"))
            #expect(
                error.description.hasPrefix("cannot write \(folder.at("file/x.json")) (not a directory), "))
        }
        #expect(folder.names() == ["file"])
    }

    @Test func temporaryNamesAreRecognisedAndStraysRemoved() throws {
        let folder = Scratch()
        let staged = try AtomicFile.stage(Array("x".utf8), replacing: folder.at("w.json"))
        let name = FilePath.name(of: staged)
        #expect(AtomicFile.isTemporary(name))
        #expect(AtomicFile.isTemporary(name, of: "w.json"))
        #expect(!AtomicFile.isTemporary(name, of: "v.json"))
        #expect(!AtomicFile.isTemporary(".w.json.tmp"))
        #expect(
            AtomicFile.isTemporary(".index.html.4BA6E603-7D2F-464B-B6CB-9951BC62164F.tmp", of: "index.html"))
        #expect(!AtomicFile.isTemporary(".index.html.4BA6E603X7D2F-464B-B6CB-9951BC62164F.tmp"))
        #expect(!AtomicFile.isTemporary("w.json"))
        folder.write("keep", to: ".other.tmp")
        AtomicFile.removeStrayTemporaries(of: folder.at("w.json"))
        #expect(folder.names() == [".other.tmp"])
    }
}
