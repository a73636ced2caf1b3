import Foundation
import MarketData
import Testing

/// What a `--replay` folder may hold: real folders are walked, links to folders are not, and only
/// regular recording files within the size limit are read.
@Suite struct ReplayFolderTests {
    private let folder = TestSupport.temporaryDirectory()

    private func record(_ name: String) throws {
        let exchange = RecordedExchange(
            method: "GET",
            url: URL(string: "https://query1.finance.yahoo.com/v7/finance/quote?symbols=\(name)")!,
            status: 200, headers: [:], body: Data("{}".utf8))
        try exchange.encoded().write(to: folder.appendingPathComponent("\(name).http"))
    }

    /// A folder's bodies are read when asked for, so a folder of hundreds of megabytes is not held
    /// in memory for the whole run.
    @Test func bodiesAreReadWhenAskedFor() async throws {
        try record("AAPL")
        let replay = try ReplayingTransport(directory: folder)
        let url = URL(string: "https://query1.finance.yahoo.com/v7/finance/quote?symbols=AAPL")!
        let changed = RecordedExchange(
            method: "GET", url: url, status: 200, headers: [:], body: Data("[1]".utf8))
        try changed.encoded().write(to: folder.appendingPathComponent("AAPL.http"))
        let response = try await replay.send(HTTPRequest(url: url))
        #expect(String(decoding: response.body, as: UTF8.self) == "[1]")
    }

    /// Opening a folder reads each file's header block, however long; a body of any size, and
    /// one that starts with a blank line, is left for the request that asks for it.
    @Test func headerBlocksOfAnyLengthAreReadAndBodiesLeftForLater() async throws {
        let long =
            "https://query1.finance.yahoo.com/v7/finance/quote?symbols="
            + String(repeating: "A", count: 40_000)
        let body = Data(("\n\n[" + String(repeating: "1,", count: 30_000) + "1]").utf8)
        for (name, url) in [
            ("long", long), ("short", "https://query1.finance.yahoo.com/v7/finance/quote?symbols=B"),
        ] {
            let exchange = RecordedExchange(
                method: "GET", url: URL(string: url)!, status: 200, headers: ["x-note": "kept"], body: body)
            try exchange.encoded().write(to: folder.appendingPathComponent("\(name).http"))
        }
        let replay = try ReplayingTransport(directory: folder)
        #expect(replay.recordedKeys.count == 2)
        for url in [long, "https://query1.finance.yahoo.com/v7/finance/quote?symbols=B"] {
            let response = try await replay.send(HTTPRequest(url: URL(string: url)!))
            #expect(response.body == body)
            #expect(response.headers["x-note"] == "kept")
        }
    }

    /// A link to a folder is not followed, so a loop of links cannot make the walk endless: the
    /// recording behind a link to another folder is not read, and the walk through two loops ends.
    @Test(.timeLimit(.minutes(1))) func linksToFoldersAreNotFollowedSoALoopEnds() throws {
        try record("AAPL")
        let inner = folder.appendingPathComponent("yahoo")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        symlink(folder.path, inner.appendingPathComponent("again").path)
        symlink(folder.path, folder.appendingPathComponent("loop").path)
        let elsewhere = TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        try RecordedExchange(
            method: "GET",
            url: URL(string: "https://query1.finance.yahoo.com/v7/finance/quote?symbols=MSFT")!,
            status: 200, headers: [:], body: Data("{}".utf8)
        ).encoded().write(to: elsewhere.appendingPathComponent("MSFT.http"))
        symlink(elsewhere.path, inner.appendingPathComponent("elsewhere").path)
        let replay = try ReplayingTransport(directory: folder)
        #expect(replay.recordedKeys.map(\.description) == ["GET yahoo:/v7/finance/quote?symbols=AAPL"])
    }

    @Test func aFIFOIsRefusedWithoutBeingOpenedForReading() throws {
        try record("AAPL")
        #expect(mkfifo(folder.appendingPathComponent("pipe.http").path, 0o644) == 0)
        #expect(
            throws: TransportError.badRecording(file: "pipe.http", detail: "it is a FIFO, not a regular file")
        ) {
            try ReplayingTransport(directory: folder)
        }
    }

    @Test func aHugeFileIsRefusedBeforeItIsRead() throws {
        let huge = folder.appendingPathComponent("huge.http").path
        #expect(FileManager.default.createFile(atPath: huge, contents: nil))
        #expect(truncate(huge, 2 << 30) == 0)
        #expect(
            throws: TransportError.badRecording(
                file: "huge.http", detail: "2048 MB, more than the 64 MB allowed")
        ) {
            try ReplayingTransport(directory: folder)
        }
        #expect(RecordedExchange.maximumFileSize == 64 << 20)
    }
}
