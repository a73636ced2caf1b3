import Foundation
import Testing

@testable import MarketReport

@Suite struct OutputWriterTests {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("output-writer-\(UUID().uuidString)")

    func read(_ name: String) -> String? {
        FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)
            .flatMap { String(data: $0, encoding: .utf8) }
    }

    @Test func writesNewFilesAndCreatesTheFolder() throws {
        let summary = try OutputWriter(directory: folder).write([
            RenderedFile(name: "a.md", text: "alpha"), RenderedFile(name: "b.csv", text: "beta"),
        ])
        #expect(summary.written == ["a.md", "b.csv"])
        #expect(read("a.md") == "alpha")
        #expect(read("b.csv") == "beta")
    }

    @Test func leavesUnchangedFilesAlone() throws {
        let writer = OutputWriter(directory: folder)
        try writer.write([RenderedFile(name: "a.md", text: "alpha")])
        let path = folder.appendingPathComponent("a.md").path
        let before = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: path)
        let summary = try writer.write([
            RenderedFile(name: "a.md", text: "alpha"), RenderedFile(name: "b.md", text: "new"),
        ])
        #expect(before != nil)
        #expect(summary.unchanged == ["a.md"])
        #expect(summary.written == ["b.md"])
        let after = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        #expect(after == Date(timeIntervalSince1970: 1_000_000))
    }

    @Test func leavesNoTemporaryFilesBehind() throws {
        let writer = OutputWriter(directory: folder)
        try writer.write([RenderedFile(name: "a.md", text: "one")])
        try writer.write([RenderedFile(name: "a.md", text: "two")])
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names == ["a.md"])
        #expect(read("a.md") == "two")
    }

    @Test func comparesBytesNotOnlySizesAndHandlesEmptyFiles() throws {
        let writer = OutputWriter(directory: folder)
        try writer.write([RenderedFile(name: "a.csv", text: "1,2"), RenderedFile(name: "empty.md", text: "")])
        let summary = try writer.write([
            RenderedFile(name: "a.csv", text: "1,3"), RenderedFile(name: "empty.md", text: ""),
        ])
        #expect(summary.written == ["a.csv"])
        #expect(summary.unchanged == ["empty.md"])
        #expect(read("a.csv") == "1,3")
        #expect(read("empty.md") == "")
    }

    @Test func refusesNamesThatLeaveTheFolder() throws {
        for name in ["../evil", "a/b", "", ".."] {
            #expect(throws: OutputError.unsafeName(name)) {
                try OutputWriter(directory: folder).write([RenderedFile(name: name, text: "x")])
            }
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test func failureLeavesEarlierFilesUntouched() throws {
        let writer = OutputWriter(directory: folder)
        try writer.write([RenderedFile(name: "a.md", text: "old")])
        // A folder where the second file should go makes its write fail after the first staged.
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("b.md"), withIntermediateDirectories: false)
        #expect(throws: OutputError.self) {
            try writer.write([RenderedFile(name: "a.md", text: "new"), RenderedFile(name: "b.md", text: "x")])
        }
        #expect(read("a.md") == "old")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["a.md", "b.md"])
    }

    @Test func archiveKeepsDatedCopiesAndAnIndex() throws {
        let writer = OutputWriter(directory: folder)
        try writer.write([RenderedFile(name: "report.md", text: "day one")], archiveDate: "2026-12-01")
        try writer.write([RenderedFile(name: "report.md", text: "day two")], archiveDate: "2026-12-02")
        #expect(read("report.md") == "day two")
        #expect(read("archive/2026-12-01/report.md") == "day one")
        #expect(read("archive/2026-12-02/report.md") == "day two")
        let index = try #require(read("archive/index.md"))
        let lines = index.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("| 2026-12-02 |") })
        let first = try #require(lines.firstIndex { $0.hasPrefix("| 2026-12-02") })
        let second = try #require(lines.firstIndex { $0.hasPrefix("| 2026-12-01") })
        #expect(first < second)
    }
}
