import Foundation
import Testing

/// The fetch step's live progress line: drawn in place on a terminal (run here under a
/// pseudo-terminal made by Python's `pty` module), absent with `--quiet` or when stderr is not one.
@Suite struct BinaryProgressTests {
    /// Runs the binary with a pseudo-terminal as its standard streams; returns everything it wrote.
    static func runOnTerminal(_ arguments: [String], in directory: URL) throws -> (
        status: Int32, output: String
    ) {
        let binary = try #require(BinaryRunner.binary)
        let script = """
            import os, pty, sys
            pid, fd = pty.fork()
            if pid == 0:
                os.execv(sys.argv[1], sys.argv[1:])
            out = b""
            while True:
                try:
                    data = os.read(fd, 65536)
                except OSError:
                    break
                if not data:
                    break
                out += data
            _, status = os.waitpid(pid, 0)
            sys.stdout.buffer.write(out)
            sys.exit(os.waitstatus_to_exitcode(status))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, binary.path] + arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func aTerminalSeesOneLiveLineOfAnswers() throws {
        let folder = try TemporaryDirectory("progress-e2e")
        defer { try? FileManager.default.removeItem(at: folder.url) }
        let run = try Self.runOnTerminal(["report", "--sample", "--output", "out"], in: folder.url)
        #expect(run.status == 0, "\(run.output)")
        // Redrawn in place: carriage return and erase-line before each count, one line in the end.
        #expect(run.output.contains("\r\u{1B}[2K      "), "\(run.output)")
        #expect(run.output.contains(" answers"))
        let final = try #require(
            run.output.components(separatedBy: "\r\u{1B}[2K").last?.components(separatedBy: "\n").first)
        // 18 for prices and directories, 2 ex-dividend schedules, 12 for the listed and OTC lists of
        // daily figures.
        #expect(final.hasPrefix("      32 answers in "), "\(final)")
        #expect(run.output.contains("[3/5] map:"))
    }

    @Test func quietAndNonTerminalRunsShowNoProgress() throws {
        let folder = try TemporaryDirectory("progress-quiet")
        defer { try? FileManager.default.removeItem(at: folder.url) }
        let quiet = try Self.runOnTerminal(
            ["report", "--sample", "--output", "out", "--quiet"], in: folder.url)
        #expect(quiet.status == 0)
        #expect(!quiet.output.contains("answers"))
        #expect(!quiet.output.contains("\u{1B}"))
        let piped = try BinaryRunner.run(["report", "--sample", "--output", "piped"], in: folder.url)
        #expect(piped.status == 0)
        #expect(!piped.stderr.contains("answers") && !piped.stderr.contains("\u{1B}"))
        #expect(!piped.stderr.contains("[2/5] fetch"))
    }
}
