import Foundation
import Testing

@testable import market_report

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Hostile or mistaken input from the file system and the command line: every failure is one
/// clean `error:` line with the right exit code, and what is echoed cannot drive the terminal.
@Suite struct BinaryInputSafetyTests {
    private let run: ProviderRun

    init() throws {
        run = try ProviderRun("input-safety")
        try run.folder.write(#"{"stocks": ["AAPL"]}"#, to: "w.json")
    }

    private func replay(_ folder: String) throws -> RunResult {
        try run.run(["report", "--replay", folder, "--watchlist", "w.json", "--output", "out", "--quiet"])
    }

    private func expectOneLine(_ result: RunResult, status: Int32, _ stderr: String, _ label: String) {
        #expect(result.status == status, "\(label): \(result.stderr)")
        #expect(result.stderr == stderr, "\(label)")
        #expect(!result.stderr.contains("Domain="), "\(label): no Foundation dump")
        print("\(label): exit \(result.status): \(result.stderr)", terminator: "")
    }

    /// The walk does not follow the links, so it ends (the time limit turns a hang into a failure).
    @Test(.timeLimit(.minutes(1))) func aReplayFolderWithLinkLoopsEnds() throws {
        let folder = run.folder.url.appendingPathComponent("loop")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("yahoo"), withIntermediateDirectories: true)
        symlink(folder.path, folder.appendingPathComponent("yahoo/up").path)
        symlink(".", folder.appendingPathComponent("self").path)
        let result = try replay("loop")
        expectOneLine(
            result, status: 1,
            "error: no data could be fetched (not recorded), nothing was written; check that the --replay folder holds a recording of this watchlist\n",
            "link loop")
    }

    /// A replay folder `name` whose only recording, `quote.http`, `make` creates at the path it is given.
    private func replayOf(_ name: String, _ make: (String) -> Void) throws -> RunResult {
        try FileManager.default.createDirectory(
            at: run.folder.url.appendingPathComponent(name), withIntermediateDirectories: true)
        make(run.folder.url.appendingPathComponent(name + "/quote.http").path)
        return try replay(name)
    }

    @Test func aFIFOAsARecordingIsRefusedNotRead() throws {
        let result = try replayOf("fifo") { #expect(mkfifo($0, 0o644) == 0) }
        expectOneLine(
            result, status: 65,
            "error: cannot read recording quote.http: it is a FIFO, not a regular file, fix or delete the file, check the --replay folder\n",
            "FIFO recording")
    }

    /// Refused by its size, before a byte is read (the message gives the size the file claims).
    @Test func aHugeSparseRecordingIsRefusedUnread() throws {
        let result = try replayOf("huge") { file in
            #expect(FileManager.default.createFile(atPath: file, contents: nil))
            #expect(truncate(file, 2 << 30) == 0)
        }
        expectOneLine(
            result, status: 65,
            "error: cannot read recording quote.http: 2048 MB, more than the 64 MB allowed, fix or delete the file, check the --replay folder\n",
            "2 GB recording")
    }

    @Test func anOutputFolderUnderAFileIsOneCleanLine() throws {
        try run.folder.write("a file", to: "afile")
        let result = try run.run(["report", "--sample", "--output", "afile/x", "--quiet"])
        expectOneLine(
            result, status: 1,
            "error: cannot create the folder \(run.folder.url.path)/afile/x (not a directory), a file is in the way of a folder on that path, choose another path\n",
            "--output afile/x")
        #expect(try run.folder.read("afile") == "a file")
    }

    @Test func controlCharactersFromInputAreEscaped() throws {
        try run.folder.write(
            #"{"stocks": [{"symbol": "AAPL", "note": "a\u001b[2Jb\u0000c\u202Ed"}]}"#, to: "notes.json")
        let list = try run.run(["watchlist", "list", "--watchlist", "notes.json"])
        #expect(list.status == 0)
        #expect(list.stdout.contains(#"a\x1B[2Jb\x00c\u{202E}d"#))
        #expect(!list.stdout.contains("\u{1B}") && !list.stdout.contains("\0"))
        let quote = try run.run(["quote", "X\u{1B}[31mY"])
        #expect(quote.status == 64)
        #expect(
            quote.stderr.contains(#""X\x1B[31mY" is not a stock symbol: it contains a control character"#))
        #expect(!quote.stderr.contains("\u{1B}"))
        try run.folder.write(#"{"stocks": ["A\u0000B"]}"#, to: "nul.json")
        let bad = try run.run(["watchlist", "list", "--watchlist", "nul.json"])
        #expect(bad.status == 65)
        #expect(bad.stderr.contains(#""A\x00B""#) && !bad.stderr.contains("\0"))
    }

    @Test func theYahooSessionFileIsMode600() throws {
        #expect(try run.run(["quote", "AAPL"]).status == 0)
        let session = run.providers.cache.url.appendingPathComponent("yahoo-session.json").path
        let attributes = try FileManager.default.attributesOfItem(atPath: session)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }

    @Test func anUnwritableCacheWarnsOnceAndTheRunGoesOn() throws {
        try run.folder.write("a file", to: "blocker")
        let cache = run.folder.url.appendingPathComponent("blocker/cache").path
        let environment = run.providers.environment.merging(["MARKET_REPORT_CACHE_DIR": cache]) { $1 }
        let result = try run.run(["quote", "AAPL", "MSFT", "7203.T"], environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("AAPL"))
        #expect(
            result.stderr
                == "warning: cannot write the response cache in \(cache) (not a directory), going on without it\n"
        )
    }

    @Test func anEmptyHomeIsTreatedAsUnset() {
        let path = ProviderSettings.cacheDirectoryPath(
            explicit: nil, noCache: false, environment: ["HOME": ""])
        #expect(path != "/.cache/market-report")
        #expect(path == ProviderSettings.homeDirectory(environment: [:]).map { $0 + "/.cache/market-report" })
        #expect(
            ProviderSettings.cacheDirectoryPath(explicit: nil, noCache: false, environment: ["HOME": "/h"])
                == "/h/.cache/market-report")
    }
}
