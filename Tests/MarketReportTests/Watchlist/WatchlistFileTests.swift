import FileSystem
import Foundation
import Testing

@testable import MarketReport

@Suite struct WatchlistFileTests {
    private let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("watchlist-file-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    private func contents(_ url: URL) throws -> String {
        try String(decoding: Data(contentsOf: url), as: UTF8.self)
    }

    private func leftovers() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tmp") }
    }

    @Test func savesThenLoadsTheSameWatchlist() throws {
        let file = WatchlistFile(path: "watchlist.json", relativeTo: directory)
        var watchlist = Watchlist()
        var tesla = WatchlistEntry(kind: .stock, identifier: "TSLA")
        tesla.quantity = 10
        watchlist.add(tesla)
        watchlist.add(WatchlistEntry(kind: .coin, identifier: "bitcoin"))
        #expect(try file.save(watchlist))
        #expect(try file.load() == watchlist)
        #expect(try contents(file.url).hasSuffix("]\n}\n"))
        #expect(try leftovers().isEmpty)
    }

    @Test func rewritesOnlyWhenTheContentChanged() throws {
        let file = WatchlistFile(path: "watchlist.json", relativeTo: directory)
        try Data(#"{"stocks":["AAPL"]}"#.utf8).write(to: file.url)
        let watchlist = try file.load()
        #expect(try file.save(watchlist))
        let normalized = try contents(file.url)
        #expect(try !file.save(watchlist))
        #expect(try !file.save(file.load()))
        #expect(try contents(file.url) == normalized)
    }

    @Test func keepsThePermissionsOfTheReplacedFile() throws {
        let file = WatchlistFile(path: "watchlist.json", relativeTo: directory)
        try Data("{}".utf8).write(to: file.url)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.url.path)
        try file.save(Watchlist.apple)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.url.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }

    @Test func failedSaveIntoAPathUnderAFileThrowsAndWritesNothing() throws {
        let blocker = directory.appendingPathComponent("not-a-folder")
        try Data("keep".utf8).write(to: blocker)
        let file = WatchlistFile(path: "not-a-folder/watchlist.json", relativeTo: directory)
        #expect(
            throws: WatchlistError.unwritable(
                file: "not-a-folder/watchlist.json", .system(file.url.path, .write, code: ENOTDIR))
        ) {
            try file.save(Watchlist.apple)
        }
        #expect(try contents(blocker) == "keep")
        #expect(try leftovers().isEmpty)
    }

    @Test func failedRenameLeavesTheOldContentAndNoTemporaryFile() throws {
        let target = directory.appendingPathComponent("watchlist.json")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        try Data("old".utf8).write(to: target.appendingPathComponent("inside"))
        let file = WatchlistFile(path: "watchlist.json", relativeTo: directory)
        #expect(throws: WatchlistError.self) { try file.save(Watchlist()) }
        #expect(try contents(target.appendingPathComponent("inside")) == "old")
        #expect(try leftovers().isEmpty)
    }

    @Test(.disabled(if: geteuid() == 0, "running as root: a read-only folder is still writable"))
    func failedSaveIntoAReadOnlyFolderLeavesTheOldFile() throws {
        let file = WatchlistFile(path: "watchlist.json", relativeTo: directory)
        try Data(#"{"stocks": ["OLD"]}"#.utf8).write(to: file.url)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.path)
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
        }
        #expect(throws: WatchlistError.self) { try file.save(Watchlist()) }
        #expect(try contents(file.url) == #"{"stocks": ["OLD"]}"#)
    }

    @Test func missingFileIsNotFoundOrEmpty() throws {
        let file = WatchlistFile(path: "absent.json", relativeTo: directory)
        #expect(throws: WatchlistError.notFound(file: "absent.json")) { try file.load() }
        #expect(try file.loadIfPresent().isEmpty)
    }

    @Test func resolvesAbsoluteAndRelativePaths() {
        #expect(WatchlistFile(path: "/tmp/w.json", relativeTo: directory).url.path == "/tmp/w.json")
        let relative = WatchlistFile(path: "sub/w.json", relativeTo: directory)
        #expect(relative.url.path == directory.appendingPathComponent("sub/w.json").path)
        #expect(relative.displayName == "sub/w.json")
    }
}

extension Watchlist {
    /// A watchlist holding only the stock AAPL.
    fileprivate static var apple: Watchlist {
        var watchlist = Watchlist()
        watchlist.add(WatchlistEntry(kind: .stock, identifier: "AAPL"))
        return watchlist
    }
}
