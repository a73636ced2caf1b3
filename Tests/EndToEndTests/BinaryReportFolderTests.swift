import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The report's output folder under pressure: two runs at once, kept modes, a full disk.
@Suite struct BinaryReportFolderTests {
    private let run: ProviderRun

    init() throws {
        run = try ProviderRun("report-folder")
    }

    private func sample(_ date: String, into output: String, _ extra: [String] = []) -> [String] {
        ["report", "--sample", "--date", date, "--output", output, "--quiet"] + extra
    }

    private func files(_ output: String) throws -> [String: Data] {
        try BinaryKillTests.snapshot(run.folder.url.appendingPathComponent(output))
    }

    @Test func twoRunsIntoOneFolderAtOnceEndWithOneRunsSet() throws {
        #expect(try run.run(sample("2026-12-01", into: "a")).status == 0)
        #expect(try run.run(sample("2026-12-02", into: "b")).status == 0)
        let (setA, setB) = (try files("a"), try files("b"))
        #expect(setA != setB)
        var waited = 0
        for _ in 0..<4 {
            let first = try BinaryRunner.launch(sample("2026-12-01", into: "out"), in: run.folder.url)
            let second = try BinaryRunner.launch(sample("2026-12-02", into: "out"), in: run.folder.url)
            for result in [try first.wait(), try second.wait()] {
                #expect(result.status == 0, "\(result.stderr)")
                waited += result.stderr.components(separatedBy: "is writing to").count - 1
            }
            let out = try files("out")
            #expect(out == setA || out == setB, "one run's files, nothing else: \(out.keys.sorted())")
        }
        print("two runs at once: 4 rounds, \(waited) runs waited for the other")
    }

    @Test func rewrittenFilesAndArchiveCopiesKeepTheirMode() throws {
        #expect(try run.run(sample("2026-12-01", into: "out", ["--archive"])).status == 0)
        let folder = run.folder.url.appendingPathComponent("out").path
        for name in ["report.md", "archive/2026-12-01/report.md"] { chmod(folder + "/" + name, 0o600) }
        let before = try files("out")
        // The same run through a template that adds a line rewrites report.md and its archive copy.
        #expect(try run.run(["templates", "export", "templates"]).status == 0)
        let template = run.folder.url.appendingPathComponent("templates/report.md.mustache")
        try (String(contentsOf: template, encoding: .utf8) + "\nEdited.\n").write(
            to: template, atomically: true, encoding: .utf8)
        #expect(
            try run.run(sample("2026-12-01", into: "out", ["--archive", "--templates", "templates"])).status
                == 0)
        let after = try files("out")
        for name in ["report.md", "archive/2026-12-01/report.md"] {
            #expect(before[name] != after[name], "\(name) was rewritten")
            let attributes = try FileManager.default.attributesOfItem(atPath: folder + "/" + name)
            #expect((attributes[.posixPermissions] as? Int) == 0o600, "\(name) keeps mode 600")
        }
        #expect(Set(after.keys) == Set(before.keys), "no lock, journal or temporary file is left")
    }

    /// Whether this process may mount a tmpfs (root with `CAP_SYS_ADMIN`, outside most containers).
    static let canMountTmpfs: Bool = {
        guard let folder = try? TemporaryDirectory("tmpfs-probe") else { return false }
        defer { try? FileManager.default.removeItem(at: folder.url) }
        guard shell("mount -t tmpfs -o size=64k tmpfs '\(folder.url.path)'") == 0 else { return false }
        _ = shell("umount '\(folder.url.path)'")
        return true
    }()

    @Test(.enabled(if: canMountTmpfs, "cannot mount a tmpfs here (needs root with CAP_SYS_ADMIN)"))
    func aFullDiskLeavesTheOldSetAndNoTemporaryFile() throws {
        let mount = run.folder.url.appendingPathComponent("small")
        try FileManager.default.createDirectory(at: mount, withIntermediateDirectories: true)
        try #require(Self.shell("mount -t tmpfs -o size=1m tmpfs '\(mount.path)'") == 0)
        defer { _ = Self.shell("umount '\(mount.path)'") }
        #expect(try run.run(sample("2026-12-01", into: "small/out")).status == 0)
        let old = try files("small/out")
        var space = statvfs()
        #expect(statvfs(mount.path, &space) == 0)
        let free = Int(space.f_bavail) * Int(space.f_frsize)
        let filler = mount.appendingPathComponent("filler").path
        #expect(
            FileManager.default.createFile(atPath: filler, contents: Data(count: max(0, free - 24 * 1024))))
        let full = try run.run(sample("2026-12-02", into: "small/out"))
        #expect(full.status == 1)
        #expect(full.stderr.hasPrefix("error: cannot write "))
        #expect(full.stderr.contains("(no space left on device), free some disk space and run again"))
        #expect(full.stderr.split(separator: "\n").count == 1)
        #expect(try files("small/out") == old, "the old set, and no temporary or journal file")
        unlink(filler)
        #expect(try run.run(sample("2026-12-02", into: "small/out")).status == 0)
        #expect(try files("small/out") != old)
    }

    /// Runs `command` with `/bin/sh`; returns its exit status.
    static func shell(_ command: String) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command + " 2>/dev/null"]
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
