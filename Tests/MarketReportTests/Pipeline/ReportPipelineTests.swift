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
        var options = ReportOptions(
            watchlist: WatchlistFile(path: "unused.json", relativeTo: output), output: output,
            date: SampleData.date, timeZone: SampleData.timeZone)
        options.source = .sample
        options.formats = [.md]
        options.endpoints.yahoo = URL(string: "http://127.0.0.1:9")!
        let log = ProgressLog()
        let outcome = try await ReportPipeline(options: options).run { log.add($0, $1) }
        #expect(ReportPipeline.Stage.allCases.map(\.rawValue) == ["load", "fetch", "map", "render", "write"])
        #expect(log.all.map(\.0) == ReportPipeline.Stage.allCases)
        #expect(log.all.map(\.0.number) == [1, 2, 3, 4, 5])
        #expect(
            log.all.map(\.1) == [
                "the watchlist and the templates", "11 stocks, 6 coins, 7 Taiwan companies",
                "statistics of 24 assets", "md", "2 files to \(output.path)",
            ])
        #expect(outcome.written.written == ["report.md", "report.json"])
    }
}
