import Foundation
import MarketData

/// The batch job behind `market-report report`, stage by stage:
/// load the watchlist, parse the templates, fetch, map, render, write.
///
/// Everything that can fail for good (a bad watchlist or template, no data at all) fails
/// before anything is written, so earlier outputs stay exactly as they were.
public struct ReportPipeline: Sendable {
    /// The stages, for progress lines: `[2/5] parsing templates`.
    public enum Stage: Int, Sendable, CaseIterable {
        case loading = 1, parsing, fetching, rendering, writing
    }

    /// The run's options.
    public let options: ReportOptions

    /// Creates a pipeline for `options`.
    public init(options: ReportOptions) {
        self.options = options
    }

    /// Runs every stage; `progress` hears each stage's start with a line to show.
    public func run(progress: @Sendable (Stage, String) -> Void = { _, _ in }) async throws -> ReportOutcome {
        progress(.loading, "loading the watchlist")
        let watchlist = try loadWatchlist()
        progress(.parsing, "parsing templates")
        let templates = try ReportTemplates(overrides: options.templates)
        let request = MarketDataRequest(
            stocks: watchlist.stocks.map(\.identifier), coins: watchlist.coins.map(\.identifier),
            taiwan: watchlist.taiwan.map(\.identifier))
        progress(
            .fetching,
            "fetching \(request.stocks.count) stocks, \(request.coins.count) coins, \(request.taiwan.count) Taiwan"
        )
        var snapshot = try await makeService().fetch(request)
        if options.source.isRecorded, let latest = snapshot.latestDataTime {
            // A replayed run reports the time of its data, so the same recording gives the same bytes.
            snapshot.fetchedAt = latest
        }
        progress(.rendering, "rendering \(options.formats.sorted().map(\.rawValue).joined(separator: ", "))")
        let model = ReportModelBuilder(snapshot: snapshot, timeZone: options.timeZone).build(
            watchlist, date: options.date)
        guard model.hasAnyData else {
            throw ReportError.nothingFetched(
                reasons: Array(Set(snapshot.problems.map(\.reason.reason))).sorted(),
                hint: options.source.nothingFetchedHint)
        }
        FreedMemory.release(consume snapshot)
        let files = try templates.render(model, formats: options.formats, strict: options.strict)
        progress(.writing, "writing \(files.count) files to \(options.output.path)")
        let summary = try OutputWriter(directory: options.output)
            .write(files, archiveDate: options.archive ? options.date : nil)
        return ReportOutcome(model: model, written: summary)
    }

    private func loadWatchlist() throws -> Watchlist {
        let watchlist: Watchlist
        if options.source == .sample {
            watchlist = try Watchlist(json: SampleData.watchlist, file: "sample watchlist.json")
        } else {
            watchlist = try options.watchlist.load()
        }
        if watchlist.isEmpty { throw ReportError.emptyWatchlist(file: options.watchlist.displayName) }
        return watchlist
    }

    private func makeService() throws -> MarketDataService {
        let source: TransportStack.Source
        switch options.source {
        case .live: source = .live
        case .offline: source = .offline
        case .replay(let folder): source = .replayDirectory(folder)
        case .sample: source = .replayFiles(SampleData.recordings)
        }
        let stack = TransportStack.Options(
            source: source, cacheDirectory: options.source == .sample ? nil : options.cacheDirectory,
            recordDirectory: options.recordDirectory, timeout: options.timeout)
        return try MarketDataService.make(stack, endpoints: options.endpoints, now: { Date() })
    }
}
