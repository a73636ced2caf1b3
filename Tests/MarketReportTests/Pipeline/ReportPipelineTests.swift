import Foundation
import MarketData
import Testing

@testable import MarketReport

/// Collects the progress a run reports.
private final class ProgressLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [(ReportPipeline.Stage, String)] = []

    func add(_ stage: ReportPipeline.Stage, _ text: String) {
        lock.withLock { entries.append((stage, text)) }
    }

    var all: [(ReportPipeline.Stage, String)] { lock.withLock { entries } }
}

@Suite struct ReportPipelineTests {
    @Test func theStagesAreLoadFetchMapRenderWrite() async throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pipeline-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        var options = ReportOptions.sample(writingTo: output)
        options.formats = [.md, .json]
        options.endpoints.yahoo = URL(string: "http://127.0.0.1:9")!
        let log = ProgressLog()
        let outcome = try await ReportPipeline(options: options).run { log.add($0, $1) }
        #expect(ReportPipeline.Stage.allCases.map(\.rawValue) == ["load", "fetch", "map", "render", "write"])
        #expect(log.all.map(\.0) == ReportPipeline.Stage.allCases)
        #expect(log.all.map(\.0.number) == [1, 2, 3, 4, 5])
        #expect(
            log.all.map(\.1) == [
                "the watchlist and the templates", "11 stocks, 6 coins, 7 Taiwan companies",
                "statistics of 24 assets", "md, json", "2 files to \(output.path)",
            ])
        #expect(outcome.written.written == ["report.json", "report.md"])
    }

    /// A run of the sample into `output` whose report.md names a key the data lacks, in strict mode.
    private func failingRun(into output: URL, templates: URL) async throws {
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try Data("{{#nothing.here}}x{{/nothing.here}}{{missing}}\n".utf8).write(
            to: templates.appendingPathComponent("report.md.mustache"))
        var options = ReportOptions.sample(writingTo: output)
        options.formats = [.html, .md, .json]
        options.templates = templates
        options.strict = true
        _ = try await ReportPipeline(options: options).run()
    }

    @Test func aFailedRenderLeavesNoFolderItMadeAndAnOldFolderAsItWas() async throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pipeline-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let templates = scratch.appendingPathComponent("templates")
        let output = scratch.appendingPathComponent("out")
        await #expect(throws: (any Error).self) { try await failingRun(into: output, templates: templates) }
        #expect(!FileManager.default.fileExists(atPath: output.path))

        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try Data("yesterday".utf8).write(to: output.appendingPathComponent("report.json"))
        await #expect(throws: (any Error).self) { try await failingRun(into: output, templates: templates) }
        // index.html and report.json were staged before report.md failed: none of it is left.
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == ["report.json"])
        #expect(try Data(contentsOf: output.appendingPathComponent("report.json")) == Data("yesterday".utf8))
    }
}
