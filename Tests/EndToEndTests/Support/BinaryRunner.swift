import Foundation

/// Runs the built `market-report` binary as a separate process.
enum BinaryRunner {
    /// The binary: `$MARKET_REPORT_BINARY`, else next to the test bundle, else `.build/debug`.
    static let binary: URL? = {
        var candidates: [URL] = []
        if let path = ProcessInfo.processInfo.environment["MARKET_REPORT_BINARY"] {
            candidates.append(URL(fileURLWithPath: path))
        }
        for bundle in Bundle.allBundles + [Bundle.main] {
            var folder = bundle.bundleURL
            for _ in 0..<3 {
                folder = folder.deletingLastPathComponent()
                candidates.append(folder.appendingPathComponent("market-report"))
            }
        }
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(packageRoot.appendingPathComponent(".build/debug/market-report"))
        return candidates.first { url in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
                && !isDirectory.boolValue
                && FileManager.default.isExecutableFile(atPath: url.path)
        }
    }()

    /// Runs the binary with `arguments` in `directory`; the environment is this process's plus `environment`.
    /// Output goes to files rather than pipes, so a large output cannot block the child.
    static func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws
        -> RunResult
    {
        try launch(arguments, in: directory, environment: environment).wait()
    }

    /// Starts the binary like ``run(_:in:environment:)`` without waiting for it.
    static func launch(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws
        -> RunningBinary
    {
        guard let binary else { throw CocoaError(.fileNoSuchFile) }
        let capture = try TemporaryDirectory("market-report-output")
        let stdoutFile = try capture.write("", to: "stdout")
        let stderrFile = try capture.write("", to: "stderr")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = try FileHandle(forWritingTo: stdoutFile)
        process.standardError = try FileHandle(forWritingTo: stderrFile)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return RunningBinary(process: process, capture: capture)
    }
}

/// A started `market-report` process and the files its output goes to.
struct RunningBinary {
    let process: Process
    let capture: TemporaryDirectory

    /// Waits for the process to end and returns what it printed.
    func wait() throws -> RunResult {
        process.waitUntilExit()
        defer { try? FileManager.default.removeItem(at: capture.url) }
        return RunResult(
            status: process.terminationStatus, stdout: try capture.read("stdout"),
            stderr: try capture.read("stderr"))
    }
}
