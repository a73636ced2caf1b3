import Foundation
import Testing

/// Several `watchlist add` processes at once on one watchlist: every entry lands, a symbolic link
/// stays a link, the file keeps its mode.
@Suite struct BinaryConcurrentWatchlistTests {
    @Test func concurrentAddsLoseNoEntryAndKeepTheLinkAndTheMode() throws {
        try #require(BinaryRunner.binary != nil, "build the market-report binary first (swift build)")
        let folder = try TemporaryDirectory("concurrent-add")
        let closed = try ClosedPort()
        let environment = closed.environment.merging(["MARKET_REPORT_CACHE_DIR": folder.url.path + "/cache"])
        {
            $1
        }
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("real"), withIntermediateDirectories: true)
        let target = try folder.write(#"{"stocks": []}"#, to: "real/list.json")
        chmod(target.path, 0o600)
        symlink("real/list.json", folder.url.appendingPathComponent("watchlist.json").path)

        let trials = TestKnob.integer("MARKET_REPORT_ADD_TRIALS", default: 20)
        let processes = 4
        var expected: [String] = []
        var lost = 0
        for trial in 0..<trials {
            let symbols = (0..<processes).map { "T\(trial)X\($0)" }
            let running = try symbols.map {
                try BinaryRunner.launch(["watchlist", "add", $0], in: folder.url, environment: environment)
            }
            for (symbol, process) in zip(symbols, running) {
                let result = try process.wait()
                #expect(result.status == 0, "\(symbol): \(result.stderr)")
                #expect(result.stdout == "Added \(symbol) to watchlist.json\n")
            }
            expected += symbols
            let text = try folder.read("real/list.json")
            lost += expected.filter { !text.contains("\"\($0)\"") }.count
        }
        print("concurrent watchlist add: \(processes) processes x \(trials) trials, \(lost) entries lost")
        #expect(lost == 0)
        #expect(FilePath.isLink(folder.url.appendingPathComponent("watchlist.json").path))
        let attributes = try FileManager.default.attributesOfItem(atPath: target.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path + "/real")
        #expect(leftovers == ["list.json"], "no lock or temporary file is left")
    }
}

/// Whether a path is a symbolic link, without following it.
enum FilePath {
    static func isLink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }
}
