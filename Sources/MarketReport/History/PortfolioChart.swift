import MarketData
import Templating

/// `portfolio.svg`: the holdings' value over the last year, the recorded days told apart from the
/// back-computed ones, with the benchmark rebased to the same start; axes labelled with dates and
/// values, a `<title>` and `<desc>` for screen readers, light and dark by `prefers-color-scheme`,
/// no script and no outside asset. Colours are CSS custom properties whose fallbacks are the
/// page's palette, so the page inlining it (whose `--up`, `--down`, `--fg` ... it reads) and a
/// Markdown viewer showing the file alone draw it alike.
public struct PortfolioChart: Sendable {
    /// The file's name in the output folder.
    public static let fileName = "portfolio.svg"
    /// The drawing's size in SVG user units.
    static let width = 720.0, height = 340.0
    /// The plot area's margins: room for the value labels, the legend and the date labels.
    static let left = 84.0, right = 16.0, top = 58.0, bottom = 36.0

    /// The rows drawn, oldest first: the base currency's of the last year.
    public let rows: [HistoryRow]
    /// The benchmark's closes in the same days, rebased to the first row's total.
    public let benchmark: [(day: CalendarDay, value: Double)]
    /// The benchmark's symbol.
    public let benchmarkSymbol: String
    /// The base currency's format.
    let currency: CurrencyFormat
    /// The words shown.
    let labels: LabelCatalog
    /// The holdings, whose coins the back-computed days' words tell of.
    let held: [HeldAsset]

    /// The chart of `history`'s rows in `baseCurrency` from a year before `today`, and of
    /// `benchmark`'s closes from the first of them, `held` being the holdings; `nil` with fewer
    /// than two rows.
    public init?(
        history: ValueHistory, baseCurrency: String, today: CalendarDay, benchmark: PriceHistory?,
        benchmarkSymbol: String, labels: LabelCatalog, held: [HeldAsset] = []
    ) {
        let start = today.adding(months: -12)
        let rows = history.rows(in: baseCurrency).filter { $0.date >= start && $0.date <= today }
        guard rows.count >= 2, let first = rows.first else { return nil }
        self.rows = rows
        self.benchmarkSymbol = benchmarkSymbol
        self.currency = CurrencyFormat(code: baseCurrency)
        self.labels = labels
        self.held = held
        if let benchmark, let base = benchmark.close(onOrBefore: first.date), base > 0 {
            // It starts where the holdings do: its last close on or before their first day.
            self.benchmark =
                [(first.date, first.total)]
                + zip(benchmark.days, benchmark.closes).compactMap { day, close in
                    day > first.date && day <= today ? (day, close / base * first.total) : nil
                }
        } else {
            self.benchmark = []
        }
    }

    /// The first and last day drawn.
    var span: (first: CalendarDay, last: CalendarDay) { (rows[0].date, rows[rows.count - 1].date) }

    /// The recorded rows.
    var recorded: [HistoryRow] { rows.filter { $0.source == .recorded } }

    /// The back-computed rows.
    var backfilled: [HistoryRow] { rows.filter { $0.source == .backfilled } }

    /// The change of the total from the first row to the last, in percent, when both are of the
    /// same source: a back-computed day may leave out what a recorded one counts (a holding
    /// without a price that day), so the two are not compared.
    var change: Double? {
        guard let first = rows.first, first.total != 0, let last = rows.last, first.source == last.source
        else {
            return nil
        }
        return (last.total - first.total) / first.total * 100
    }

    /// What the chart shows, in words, for `<desc>` and the page's text.
    public var description: String {
        let values: KeyValuePairs<String, String> = [
            "currency": currency.code ?? "", "first": labels.day(span.first), "last": labels.day(span.last),
            "from": currency.amount(rows.first?.total), "to": currency.amount(rows.last?.total),
            "change": NumberFormatting.percentChange(change),
        ]
        var parts = [labels.text(change == nil ? .chartSpan : .chartSummary, values)]
        if let lastBackfilled = backfilled.last {
            parts.append(
                LabelCatalog.fill(
                    labels.count(.chartBackfilled, backfilled.count),
                    ["last": labels.day(lastBackfilled.date)]))
            parts += coinNotes + rateNotes
        }
        parts.append(labels.count(.chartRecorded, recorded.count))
        if let last = benchmark.last, let first = benchmark.first, first.value != 0 {
            parts.append(
                labels.text(
                    .chartBenchmark,
                    [
                        "symbol": benchmarkSymbol,
                        "change": NumberFormatting.percentChange(
                            (last.value - first.value) / first.value * 100),
                    ]))
        }
        return LabelCatalog.joining(parts)
    }

    /// What the back-computed days' words say of exchange rates: that holdings in other currencies
    /// convert at each day's rate when some rate's daily closes are in, and which currencies
    /// convert at today's rate for want of them, all the year or before their closes start.
    var rateNotes: [String] {
        guard let first = backfilled.first else { return [] }
        let converted = held.filter { $0.currency != nil && $0.currency != currency.code }
        let histories = Dictionary(
            converted.compactMap { asset in asset.currency.flatMap { code in asset.rates.map { (code, $0) } }
            }
        ) { kept, _ in kept }
        let todays = Set(converted.compactMap(\.currency)).sorted().compactMap { code -> String? in
            guard let history = histories[code] else { return code }
            guard let start = history.firstDay, start > first.date else { return nil }
            return labels.text(.chartRateBefore, ["currency": code, "first": labels.day(start)])
        }
        var notes: [String] = []
        if !histories.isEmpty { notes.append(labels[.chartRatesDaily]) }
        if !todays.isEmpty {
            notes.append(
                labels.text(.chartRatesToday, ["currencies": todays.joined(separator: labels[.gapSeparator])])
            )
        }
        return notes
    }

    /// What the back-computed days' words say of coins: how they are valued when they count,
    /// which coins are in none of those days and which count only from a later day.
    var coinNotes: [String] {
        guard let first = backfilled.first, let last = backfilled.last else { return [] }
        var notes: [String] = []
        let coinColumn = HistoryColumn.classColumn(.coin)
        if backfilled.contains(where: { $0.parts[coinColumn] != nil }) {
            notes.append(labels[.chartBackfilledCoins])
        }
        let coins = held.filter { $0.kind == .coin }
        let out = coins.filter { ($0.estimate?.firstDay).map { $0 > last.date } ?? true }.map(\.id)
        let late = coins.compactMap { coin in
            coin.estimate.map(\.firstDay).flatMap { day in
                day > first.date && day <= last.date
                    ? labels.text(.chartCoinFrom, ["coin": coin.id, "first": labels.day(day)]) : nil
            }
        }
        let separator = labels[.gapSeparator]
        if !out.isEmpty {
            notes.append(labels.text(.chartCoinsOut, ["coins": out.joined(separator: separator)]))
        }
        if !late.isEmpty {
            notes.append(labels.text(.chartCoinsFrom, ["coins": late.joined(separator: separator)]))
        }
        return notes
    }
}
