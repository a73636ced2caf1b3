import ConcurrentWork
import Foundation

extension YahooFinanceClient {
    /// The range of daily closes fetched: two years, because Yahoo starts a range on the same
    /// calendar day a period earlier, so a one-year range rarely holds the close a one-year return
    /// is measured from (the last close on or before that day).
    public static let historyRange = "2y"

    /// Daily closes over ``historyRange`` for `symbols` (only the bars the returns, the 52-week
    /// range and the last month read: ``Sparkline/keepingBarsRead()``), through
    /// `/v7/finance/spark` in calls of at most 20; a symbol the spark call does not answer is
    /// fetched through `/v8/finance/chart/{symbol}`.
    public func sparklines(for symbols: [String]) async -> FetchBatch<Sparkline> {
        var batch = FetchBatch(values: await sparkedCloses(for: symbols).values)
        batch.merge(await charts(for: AssetKey.distinct(symbols: symbols).filter { batch.values[$0] == nil }))
        return batch
    }

    /// What the spark calls (at most 20 symbols each) answer: the symbols of a call that failed
    /// (an error status, a cut-off or unreadable body) are problems with the call's failure;
    /// symbols an answer leaves out are absent, with no problem. The symbols in `wholeYear` keep
    /// their last year of closes.
    public func sparkedCloses(for symbols: [String], wholeYear: Set<String> = []) async -> FetchBatch<
        Sparkline
    > {
        let chunks = SymbolList.chunks(AssetKey.distinct(symbols: symbols), size: Self.sparkChunkSize)
        return FetchBatch(
            merging: await BoundedConcurrency.map(chunks, limit: 4) {
                await sparkChunk($0, wholeYear: wholeYear)
            })
    }

    /// Sparklines from the chart endpoint, one call per symbol; failures become problems. The
    /// symbols in `wholeYear` keep their last year of closes.
    public func charts(for symbols: [String], wholeYear: Set<String> = []) async -> FetchBatch<Sparkline> {
        let charted = await BoundedConcurrency.map(AssetKey.distinct(symbols: symbols), limit: 4) { symbol in
            (symbol, await Result { try await chart(for: symbol, wholeYear: wholeYear.contains(symbol)) })
        }
        return .collect(charted, dataset: .sparkline, provider: .yahoo)
    }

    /// The daily closes of one symbol over ``historyRange``, from the chart endpoint: the bars its
    /// figures read, or with `wholeYear` the last year of them.
    public func chart(for symbol: String, wholeYear: Bool = false) async throws -> Sparkline {
        let url = connection.url(
            "v8/finance/chart/\(symbol)", query: [("range", Self.historyRange), ("interval", "1d")])
        guard let chart = try connection.read(try await connection.get(url, kind: .chart), YahooWire.chart)
        else {
            throw ProviderError.notFound(provider: .yahoo, url: url, detail: "empty chart result")
        }
        guard let sparkline = chart.sparkline(symbol: symbol) else {
            throw ProviderError.noBars(provider: .yahoo, url: url)
        }
        return wholeYear ? sparkline.keepingLastYear() : sparkline.keepingBarsRead()
    }

    /// The sparklines one spark call answers; an error is a problem for each of its symbols.
    private func sparkChunk(_ symbols: [String], wholeYear: Set<String>) async -> FetchBatch<Sparkline> {
        let query = [
            ("symbols", symbols.joined(separator: ",")), ("range", Self.historyRange), ("interval", "1d"),
        ]
        let items: [Lossy<YahooWire.SparkItem>]
        do {
            let response = try await connection.get(
                connection.url("v7/finance/spark", query: query), kind: .spark)
            items = try connection.read(response, YahooWire.sparkItems)
        } catch {
            return .failed(symbols, reason: FetchFailure(error), dataset: .sparkline, provider: .yahoo)
        }
        var batch = FetchBatch<Sparkline>()
        for case .success(let item) in items.map(\.result) {
            guard let symbol = item.symbol.map({ AssetKey(symbol: $0).text }), symbols.contains(symbol),
                let sparkline = item.chart?.sparkline(symbol: symbol)
            else { continue }
            batch.values[symbol] =
                wholeYear.contains(symbol) ? sparkline.keepingLastYear() : sparkline.keepingBarsRead()
        }
        return batch
    }
}

extension Result where Failure == any Error {
    /// Captures the outcome of an async throwing call.
    init(catching body: () async throws -> Success) async {
        do { self = .success(try await body()) } catch { self = .failure(error) }
    }
}
