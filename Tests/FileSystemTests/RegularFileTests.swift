import FileSystem
import Foundation
import Testing

@Suite struct RegularFileTests {
    @Test func readsARegularFileAndFollowsAFileLink() throws {
        let folder = Scratch()
        folder.write("body", to: "a.http")
        symlink("a.http", folder.at("b.http"))
        #expect(try RegularFile.read(folder.at("b.http"), limit: 10) == Data("body".utf8))
    }

    @Test func refusesAFIFOWithoutBlocking() throws {
        let folder = Scratch()
        #expect(mkfifo(folder.at("pipe.http"), 0o644) == 0)
        #expect {
            try RegularFile.read(folder.at("pipe.http"), limit: 10)
        } throws: { error in
            (error as? FileSystemError)?.problem == .notRegularFile(kind: "a FIFO")
        }
        #expect(throws: FileSystemError.self) { try RegularFile.read("/dev/zero", limit: 10) }
        #expect(throws: FileSystemError.self) { try RegularFile.read(folder.path, limit: 10) }
    }

    @Test func refusesAFileOverTheLimitBeforeReadingIt() throws {
        let folder = Scratch()
        folder.write("", to: "huge.http")
        #expect(truncate(folder.at("huge.http"), 2 << 30) == 0)
        #expect {
            try RegularFile.read(folder.at("huge.http"), limit: 64 << 20)
        } throws: { error in
            (error as? FileSystemError)?.problem == .tooLarge(size: 2 << 30, limit: 64 << 20)
        }
        folder.write("12345", to: "five")
        #expect(throws: FileSystemError.self) { try RegularFile.read(folder.at("five"), limit: 4) }
        #expect(try RegularFile.read(folder.at("five"), limit: 5).count == 5)
    }
}
