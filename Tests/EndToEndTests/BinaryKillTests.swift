import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `kill -9` at random moments of a large replayed report, each followed by a run that only
/// recovers the folder and then by a normal run: the folder always holds every file of one run
/// and nothing else. `MARKET_REPORT_KILL_TRIALS` and `MARKET_REPORT_KILL_STOCKS` set the size
/// (CI runs at least 50 trials of a few thousand assets with the release binary).
@Suite struct BinaryKillTests {
    /// The folder's files by relative path, hidden ones included.
    static func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in FileManager.default.subpaths(atPath: folder.path) ?? [] {
            let url = folder.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = try Data(contentsOf: url)
            }
        }
        return files
    }

    /// Whether a commit is under way in `folder`: a journal or a staged temporary file is there.
    static func isWriting(_ folder: URL) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.contains {
            $0 == ".market-report.journal" || ($0.hasPrefix(".") && $0.hasSuffix(".tmp"))
        }
    }

    /// Generates a replay workload of `stocks` stocks (a quarter as many coins and Taiwan stocks).
    static func workload(stocks: Int, in folder: TemporaryDirectory) throws -> URL? {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Benchmarks/workload/generate_workload.py")
        let output = folder.url.appendingPathComponent("workload")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", script.path, "--scale", output.path, "--stocks", "\(stocks)", "--coins",
            "\(stocks / 4)",
            "--taiwan", "\(stocks / 4)", "--seed", "1", "--jobs", "1",
        ]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? output : nil
    }

    /// Whether the test can run here: `python3` generates its workload. When
    /// `MARKET_REPORT_KILL_TRIALS` asks for trials (as CI does), it always runs, and fails without it.
    static let canRun: Bool = {
        if ProcessInfo.processInfo.environment["MARKET_REPORT_KILL_TRIALS"] != nil { return true }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", ""]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    @Test(.enabled(if: canRun, "python3, which generates the workload, is not installed"))
    func killedReportsLeaveOneWholeSetAndNoStrayFile() throws {
        try #require(BinaryRunner.binary != nil, "build the market-report binary first (swift build)")
        let trials = TestKnob.integer("MARKET_REPORT_KILL_TRIALS", default: 6)
        let stocks = TestKnob.integer("MARKET_REPORT_KILL_STOCKS", default: 300)
        let folder = try TemporaryDirectory("kill")
        defer { try? FileManager.default.removeItem(at: folder.url) }
        let workload = try #require(
            try Self.workload(stocks: stocks, in: folder), "python3 could not generate the workload")
        func arguments(_ date: String, output: String) -> [String] {
            [
                "report", "--replay", workload.appendingPathComponent("recordings").path, "--watchlist",
                workload.appendingPathComponent("watchlist.json").path, "--output", output, "--date", date,
                "--quiet",
            ]
        }
        let old = "2026-12-01"
        let new = "2026-12-02"
        let started = Date()
        #expect(try BinaryRunner.run(arguments(old, output: "a"), in: folder.url).status == 0)
        let duration = Date().timeIntervalSince(started)
        // The new set is the new run into a folder holding the old one (and comparing with it).
        #expect(try BinaryRunner.run(arguments(old, output: "b"), in: folder.url).status == 0)
        #expect(try BinaryRunner.run(arguments(new, output: "b"), in: folder.url).status == 0)
        let setA = try Self.snapshot(folder.url.appendingPathComponent("a"))
        let setB = try Self.snapshot(folder.url.appendingPathComponent("b"))
        #expect(setA.count == 9 && setA != setB)
        #expect(try BinaryRunner.run(arguments(old, output: "out"), in: folder.url).status == 0)
        let out = folder.url.appendingPathComponent("out")

        var consistent = 0
        var endedNew = 0
        var killedInCommit = 0
        var stray = 0
        for trial in 0..<trials {
            let running = try BinaryRunner.launch(arguments(new, output: "out"), in: folder.url)
            if trial.isMultiple(of: 2) {
                // Any moment of the run.
                usleep(useconds_t(Double.random(in: 0...(duration * 1.1)) * 1_000_000))
            } else {
                // Inside the commit: once the journal or a staged file is there, within a few milliseconds.
                let deadline = Date().addingTimeInterval(duration * 4)
                while running.process.isRunning, !Self.isWriting(out), Date() < deadline {
                    usleep(200)
                }
                usleep(useconds_t.random(in: 0...40_000))
            }
            if Self.isWriting(out) { killedInCommit += 1 }
            kill(running.process.processIdentifier, SIGKILL)
            _ = try running.wait()
            // A run that stops at a missing watchlist still takes the lock and recovers the folder first.
            let recovery = try BinaryRunner.run(
                ["report", "--watchlist", "missing.json", "--output", "out", "--quiet"], in: folder.url)
            #expect(recovery.status == 65, "\(recovery.stderr)")
            let recovered = try Self.snapshot(out)
            if recovered == setA || recovered == setB { consistent += 1 }
            if recovered == setB { endedNew += 1 }
            // history.csv keeps every day a run recorded: without it, the old day's run writes
            // the old set again.
            try? FileManager.default.removeItem(at: out.appendingPathComponent("history.csv"))
            #expect(try BinaryRunner.run(arguments(old, output: "out"), in: folder.url).status == 0)
            let after = try Self.snapshot(out)
            stray += Set(after.keys).subtracting(setA.keys).count
            #expect(after == setA)
        }
        print(
            "kill test: \(consistent)/\(trials) consistent sets (\(endedNew) ended with the new set, "
                + "\(killedInCommit) killed while writing), \(stray) stray files, "
                + "\(setA.count) files of \(setA.values.map(\.count).reduce(0, +) / 1024) KB, "
                + "\(stocks) stocks, a full run \(String(format: "%.2f", duration)) s, \(BinaryRunner.binary?.path ?? "")"
        )
        #expect(consistent == trials)
        #expect(stray == 0)
    }
}
