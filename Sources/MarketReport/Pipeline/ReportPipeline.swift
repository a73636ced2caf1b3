import FileSystem
import Foundation
import MarketData

/// The batch job behind `market-report report`, stage by stage: load the watchlist and parse the
/// templates, fetch the data, map it into the report model, render the files, write them.
///
/// Everything that can fail for good (a bad watchlist or template, no data at all) fails
/// before anything is written, so earlier outputs stay exactly as they were. Each rendered file
/// is staged in the output folder while the next renders; a render that fails takes back what
/// was staged (and the folder, when the run made it).
public struct ReportPipeline: Sendable {
    /// The stages, for progress lines: `[2/5] fetch: 10 stocks, 6 coins, 6 Taiwan companies`.
    public enum Stage: String, Sendable, CaseIterable {
        case load, fetch, map, render, write

        /// The stage's place in the run, from 1.
        public var number: Int { (Self.allCases.firstIndex(of: self) ?? 0) + 1 }
    }

    /// The run's options.
    public let options: ReportOptions

    /// Creates a pipeline for `options`.
    public init(options: ReportOptions) {
        self.options = options
    }

    /// Runs every stage; `progress` hears each stage's start with a line to show.
    public func run(progress: @Sendable (Stage, String) -> Void = { _, _ in }) async throws -> ReportOutcome {
        // One run per output folder at a time: the lock is held from the start, and taking it
        // first finishes or undoes the file set of a run that was killed.
        let writer = OutputWriter(directory: options.output)
        let present = try writer.lockIfPresent(waiting: waiting)
        defer { present?.close() }
        progress(.load, "the watchlist and the templates")
        let watchlist = try loadWatchlist()
        let templates = try loadTemplates(for: watchlist)
        let baseCurrency = options.currency ?? watchlist.currency ?? .usd
        let request = Self.request(for: watchlist, baseCurrency: baseCurrency)
        progress(
            .fetch,
            [
                Counting.phrase(request.stocks.count, "stock"), Counting.phrase(request.coins.count, "coin"),
                Counting.phrase(request.taiwan.count, "Taiwan company", plural: "Taiwan companies"),
            ].joined(separator: ", "))
        options.fetchProgress?.plan(MarketDataService.plannedRequestCount(for: request))
        var snapshot = try await makeService().fetch(request)
        if options.source.isRecorded, let latest = snapshot.latestDataTime {
            // A replayed run reports the time of its data, so the same recording gives the same bytes.
            snapshot.fetchedAt = latest
        }
        progress(.map, "statistics of \(Counting.phrase(watchlist.allEntries.count, "asset"))")
        var model: ReportModel
        do {
            // The builder shares the snapshot's storage: it goes with this scope.
            let builder = ReportModelBuilder(snapshot: snapshot, timeZone: options.timeZone)
            model = builder.build(watchlist, date: options.date.description, baseCurrency: baseCurrency)
            model.eventDays = options.eventsDays
            model.events = builder.events(
                of: watchlist, in: model, window: EventWindow(from: options.date, days: options.eventsDays))
        }
        model.sincePrevious = previousReport().map { ReportComparison(previous: $0, model: model) }
        // history.csv is a CSV file: kept with `csv` in the formats.
        let history =
            options.formats.contains(.csv)
            ? model.performance.map { updatedHistory(of: model, performance: $0) } : nil
        model.history = history?.history
        let evaluation = AlertEvaluation(watchlist: watchlist, model: model, today: options.date)
        model.alerts = evaluation.alerts
        for reason in evaluation.unevaluated { options.warn(reason) }
        guard model.hasAnyData else {
            throw ReportError.nothingFetched(
                reasons: Array(Set(snapshot.problems.map(\.reason.reason))).sorted(),
                hint: options.source.nothingFetchedHint)
        }
        // Freed here, so its pages are free before the render's large outputs are made.
        _ = consume snapshot
        FreedMemory.returnToSystem()
        progress(.render, options.formats.sorted().map(\.rawValue).joined(separator: ", "))
        // report.json is the next run's baseline: in the output folder with `json`, else kept in
        // the cache folder (none with neither). It is made first, so its value tree is gone
        // before the templates' large outputs exist.
        let writesJSON = options.formats.contains(.json)
        let keptBaseline = writesJSON ? nil : baseline
        var document =
            writesJSON || keptBaseline != nil
            ? ReportDocument(model: model, labels: templates.labels).file : nil
        FreedMemory.returnToSystem()
        // Each file is staged in the output folder while the next renders; they land together.
        let folder = try present ?? writer.lock(waiting: waiting)
        defer { if present == nil { folder.close() } }
        let staging = OutputStaging(
            writer: writer, folder: folder, archiveDate: options.archive ? options.date.description : nil,
            labels: templates.labels)
        // Staged, the document's bytes are let go: the templates' outputs are made without them.
        if writesJSON, let staged = document.take() { staging.add([staged]) }
        var extras: [RenderedFile] = []
        if options.formats.contains(.ics) {
            extras.append(EventCalendar(model: model, labels: templates.labels).file)
        }
        if let history, history.writes {
            extras.append(RenderedFile(name: ValueHistory.fileName, text: history.history.csvText))
        }
        // portfolio.svg: the page inlines it, report.md shows it as an image.
        if !options.formats.isDisjoint(with: [.html, .md]),
            let chart = ReportViewModel(model: model, labels: templates.labels).chart
        {
            extras.append(RenderedFile(name: PortfolioChart.fileName, text: chart.svg))
        }
        staging.add(extras)
        let files: [RenderedFile]
        do {
            files = try templates.render(
                model, formats: options.formats, sort: options.sort, grouping: options.grouping,
                strict: options.strict,
                allCards: options.allCards, upColor: options.upColor ?? watchlist.upColor,
                rendered: { staging.add([$0]) })
        } catch {
            staging.discard()
            if present == nil {
                folder.close()
                writer.removeFolderIfEmpty()
            }
            throw error
        }
        progress(
            .write,
            "\(Counting.phrase(files.count + (writesJSON ? 1 : 0) + extras.count, "file")) "
                + "to \(options.output.path)"
        )
        let summary = try staging.commit()
        if let keptBaseline, let document { keep(document, as: keptBaseline) }
        return ReportOutcome(model: model, written: summary, labels: templates.labels)
    }

    /// Where a run without `json` keeps its report.json for the next run into the same output
    /// folder; `nil` without a cache folder (`--no-cache`) and for the sample, which compares
    /// with its own bundled report.
    private var baseline: ReportBaseline? {
        guard options.source != .sample, let cache = options.cacheDirectory else { return nil }
        return ReportBaseline(cacheDirectory: cache, output: options.output)
    }

    /// Keeps `document` as the baseline once the run's files are in place; one that cannot be
    /// kept is a warning, as the run's files are written.
    private func keep(_ document: RenderedFile, as baseline: ReportBaseline) {
        do {
            try baseline.keep(document)
        } catch {
            options.warn(
                "cannot keep the report for the next run's \"Since the previous report\" in "
                    + "\(baseline.file.path) (\(error.reason)), add json to --formats to keep it as "
                    + "\(ReportDocument.fileName) in the output folder")
        }
    }

    /// What to fetch for `watchlist`: its assets, the exchange rates into `baseCurrency` of the
    /// currencies its holdings are in, the benchmark and the holdings' last year of closes (none
    /// of these without holdings).
    static func request(for watchlist: Watchlist, baseCurrency: CurrencyCode) -> MarketDataRequest {
        let held = { (entries: [WatchlistEntry]) in entries.filter { $0.quantity != nil } }
        let stocks = held(watchlist.stocks).map(\.identifier)
        var currencies: [String] = []
        if !held(watchlist.coins).isEmpty { currencies.append(CoinSource.currency) }
        if !held(watchlist.taiwan).isEmpty { currencies.append(TaiwanSource.currency) }
        let rates =
            stocks.isEmpty && currencies.isEmpty
            ? nil : MarketDataRequest.Rates(base: baseCurrency.text, stocks: stocks, currencies: currencies)
        // With holdings, the benchmark and the holdings' year of closes, for their performance.
        let hasHoldings = watchlist.allEntries.contains { $0.quantity != nil }
        return MarketDataRequest(
            stocks: watchlist.stocks.map(\.identifier), coins: watchlist.coins.map(\.identifier),
            taiwan: watchlist.taiwan.map(\.identifier), rates: rates,
            benchmark: hasHoldings ? watchlist.benchmark(in: baseCurrency) : nil,
            wholeYear: Set((held(watchlist.stocks) + held(watchlist.taiwan)).map(\.key.text)))
    }

    /// The report to compare with: the bundled sample's for the sample, otherwise the later of
    /// the output folder's report.json and the baseline a run without `json` kept in the cache
    /// folder (so switching `json` off and on again never goes back to an older report). Files
    /// that cannot be read are warnings when none can, never a failed run.
    private func previousReport() -> PreviousReport? {
        var reports: [PreviousReport] = []
        var problems: [String] = []
        func read(_ name: String, _ bytes: () throws -> Data) {
            let data: Data
            do {
                data = try bytes()
            } catch {
                problems.append("\(error)")
                return
            }
            do {
                if let report = try PreviousReport.read(data, today: options.date) { reports.append(report) }
            } catch {
                problems.append("\(name) \(error)")
            }
        }
        if options.source == .sample {
            guard let sample = SampleData.previousReport else { return nil }
            read("the sample's previous report.json") { sample }
        } else {
            var paths = [options.output.appendingPathComponent(ReportDocument.fileName).path]
            // On a tie the baseline of the run's own kind is taken: the output folder's with `json`.
            if let baseline { paths.insert(baseline.file.path, at: options.formats.contains(.json) ? 1 : 0) }
            for path in paths where FileManager.default.fileExists(atPath: path) {
                read(path) { try RegularFile.read(path, limit: PreviousReport.sizeLimit) }
            }
        }
        guard let latest = reports.max(by: { $0.date < $1.date }) else {
            for problem in problems { options.warn("\(problem); leaving out \"Since the previous report\"") }
            return nil
        }
        return latest
    }

    /// The value history with `model`'s day recorded and the year before back-filled from the
    /// holdings of `performance`, each day with its benchmark's close, and whether to write it:
    /// not when the output folder's history.csv cannot be read (a warning; the file is left as it
    /// is for the user to mend).
    private func updatedHistory(of model: ReportModel, performance: PortfolioPerformance) -> (
        history: ValueHistory, writes: Bool
    ) {
        var earlier = ValueHistory()
        var writes = true
        let path = options.output.appendingPathComponent(ValueHistory.fileName).path
        do {
            if options.source == .sample {
                if let data = SampleData.history { earlier = try ValueHistory(csv: data) }
            } else if FileManager.default.fileExists(atPath: path) {
                earlier = try ValueHistory(csv: try RegularFile.read(path, limit: ValueHistory.sizeLimit))
            }
        } catch {
            let place =
                (error as? HistoryFileError).map { "\(path):\($0.line): \($0.problem)" }
                ?? "\(path): \(error)"
            options.warn("\(place); the value history is back-computed only and the file is left as it is")
            writes = false
        }
        let portfolio = model.portfolio
        let benchmark = performance.benchmarkHistory.map {
            ValueHistory.Benchmark(symbol: performance.benchmarkSymbol, closes: $0)
        }
        var today = HistoryRow.parts(of: performance.held) { $0.valueBase }.parts
        benchmark?.record(on: options.date, in: &today)
        let row = HistoryRow(
            date: options.date, baseCurrency: portfolio.baseCurrency, total: portfolio.total,
            dayChange: portfolio.dayChange, gain: portfolio.withCost == 0 ? nil : portfolio.gain,
            source: .recorded,
            parts: today)
        let history = earlier.recording(row).backfilling(
            from: performance.held, baseCurrency: portfolio.baseCurrency, today: options.date,
            benchmark: benchmark)
        return (history, writes)
    }

    /// Tells that another run holds the output folder, before waiting for it.
    private func waiting(for holder: Int32?) {
        options.warn(
            "another report run\(holder.map { " (pid \($0))" } ?? "") is writing to \(options.output.path), "
                + "waiting for it to finish")
    }

    /// The templates, and the catalog of the run's locale: `--locale`, else the watchlist's, else
    /// English; a locale without a catalog names where it was asked for.
    private func loadTemplates(for watchlist: Watchlist) throws -> ReportTemplates {
        do {
            return try ReportTemplates(
                overrides: options.templates,
                locale: options.locale ?? watchlist.locale ?? LabelCatalog.defaultLocale)
        } catch var error as UnknownLocaleError {
            if options.locale == nil { error.origin = "\(options.watchlist.displayName): \"locale\"" }
            throw error
        }
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
        let isSample = options.source == .sample
        var stack = TransportStack.Options(
            source: source, cacheDirectory: isSample ? nil : options.cacheDirectory,
            recordDirectory: options.recordDirectory, limits: options.limits)
        stack.warn = options.warn
        stack.progress = options.fetchProgress
        return try MarketDataService.make(
            stack, endpoints: isSample ? .defaults : options.endpoints, now: { Date() })
    }
}
