import Foundation
import MarketData
import Testing

@testable import MarketReport

/// Collects the warnings a run gives.
private final class WarningLog: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    func add(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}

/// history.csv across runs into one output folder: the sample's recordings replayed from a folder,
/// so the runs read and write the folder's own history.
@Suite struct HistoryFileTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
        "history-\(UUID().uuidString)")

    /// The sample's recordings and watchlist, written out for `--replay`.
    private func setUp() throws -> (recordings: URL, watchlist: URL) {
        let recordings = scratch.appendingPathComponent("recordings")
        for (path, data) in SampleData.recordings {
            let file = recordings.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
        }
        let watchlist = scratch.appendingPathComponent("watchlist.json")
        try SampleData.watchlist.write(to: watchlist)
        return (recordings, watchlist)
    }

    private func run(_ setup: (recordings: URL, watchlist: URL), log: WarningLog) async throws {
        var options = ReportOptions(
            watchlist: WatchlistFile(path: setup.watchlist.path, relativeTo: scratch),
            output: scratch.appendingPathComponent("out"), date: SampleData.date,
            timeZone: SampleData.timeZone)
        options.source = .replay(setup.recordings)
        options.formats = [.csv]
        options.warn = { log.add($0) }
        _ = try await ReportPipeline(options: options).run()
    }

    private var historyFile: URL { scratch.appendingPathComponent("out/\(ValueHistory.fileName)") }

    @Test func aRerunReplacesItsDayAndABrokenFileIsLeftAsItIs() async throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let setup = try setUp()
        let log = WarningLog()
        try await run(setup, log: log)
        let first = try ValueHistory(csv: Data(contentsOf: historyFile))
        #expect(first.rows.filter { $0.source == .recorded }.map(\.date) == [SampleData.date])
        #expect(first.rows.count > 200, "a year of back-filled trading days")
        #expect(first.rows.last?.parts["group_Growth"] != nil)
        // Every day, recorded or not, keeps the benchmark's close: ^GSPC is one of the sample's stocks.
        #expect(first.rows.allSatisfy { $0.parts["benchmark_^GSPC"] != nil })
        #expect(first.rows.last?.parts["benchmark_^GSPC"] == 6_858.47, "its close of the report's day")
        try await run(setup, log: log)
        let again = try ValueHistory(csv: Data(contentsOf: historyFile))
        #expect(again == first, "the same day's row replaced by the same figures")
        let broken = Data(
            "date,base_currency,total,day_change,gain,source\r\n2026-11-30,USD,lots,,,recorded\r\n".utf8)
        try broken.write(to: historyFile)
        try await run(setup, log: log)
        #expect(try Data(contentsOf: historyFile) == broken)
        #expect(
            log.all.contains {
                $0.hasSuffix(
                    "history.csv:2: \"lots\" in total is not a number; the value history is back-computed only and "
                        + "the file is left as it is")
            }, "\(log.all)")
    }

    /// The sample's back-computed days count its coins, so the last of them is close to the first
    /// recorded day rather than a fifth below it.
    @Test func theSampleHasNoJumpAtTheFirstRecordedDay() async throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        var options = ReportOptions(
            watchlist: WatchlistFile(path: "sample", relativeTo: scratch),
            output: scratch.appendingPathComponent("out"), date: SampleData.date,
            timeZone: SampleData.timeZone)
        options.source = .sample
        options.formats = [.csv]
        options.warn = { _ in }
        _ = try await ReportPipeline(options: options).run()
        let rows = try ValueHistory(csv: Data(contentsOf: historyFile)).rows
        let recorded = try #require(rows.firstIndex { $0.source == .recorded })
        let (last, first) = (rows[recorded - 1], rows[recorded])
        #expect(last.source == .backfilled && last.parts["value_coins"] != nil)
        #expect(abs(last.total / first.total - 1) < 0.03, "\(last.total) then \(first.total)")
    }

    /// A run in another base currency adds its own section and keeps the first as it was.
    @Test func anotherBaseCurrencyAddsASection() async throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let setup = try setUp()
        try await run(setup, log: WarningLog())
        let dollars = try ValueHistory(csv: Data(contentsOf: historyFile))
        var text = try String(contentsOf: setup.watchlist, encoding: .utf8)
        text = text.replacingOccurrences(
            of: "{\n  \"stocks\"", with: "{\n  \"currency\": \"TWD\",\n  \"stocks\"")
        try Data(text.utf8).write(to: setup.watchlist)
        let log = WarningLog()
        try await run(setup, log: log)
        let both = try ValueHistory(csv: Data(contentsOf: historyFile))
        #expect(both.rows(in: "USD") == dollars.rows)
        let twd = both.rows(in: "TWD")
        #expect(twd.last?.date == SampleData.date && twd.last?.source == .recorded)
        #expect(both.rows.firstIndex { $0.baseCurrency == "TWD" } == dollars.rows.count, "after the USD rows")
    }
}
