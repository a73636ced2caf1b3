import MarketData

/// The holdings' value day by day: the rows of `history.csv` in the output folder, to which each
/// report adds its day.
///
/// Rows are kept per base currency: the rows of one currency together, dated in order, the
/// currencies in the order they first appear (a report in another base currency starts a new
/// section of the file and leaves the earlier ones as they are). A report replaces its own day's
/// row. While a currency has fewer than ``recordedDaysForBackfill`` recorded days, every other day
/// of the year before the report on which a stock or Taiwan holding traded is back-filled from the
/// current holdings (see ``HistoryRow/Source/backfilled``), refreshed by each report.
public struct ValueHistory: Sendable, Equatable {
    /// The file's name in the output folder.
    public static let fileName = "history.csv"
    /// Below this many recorded days, the year before is back-filled.
    public static let recordedDaysForBackfill = 30

    /// Every row: by currency section, then by date.
    public private(set) var rows: [HistoryRow]

    /// A history of `rows`, put in order.
    public init(rows: [HistoryRow] = []) {
        self.rows = Self.ordered(rows)
    }

    /// The rows in `baseCurrency`, oldest first.
    public func rows(in baseCurrency: String) -> [HistoryRow] {
        rows.filter { $0.baseCurrency == baseCurrency }
    }

    /// This history with `row` in place of any row of the same day and currency.
    public func recording(_ row: HistoryRow) -> ValueHistory {
        var kept = rows.filter { $0.baseCurrency != row.baseCurrency || $0.date != row.date }
        kept.append(row)
        return ValueHistory(rows: kept)
    }

    /// This history with the back-filled days of `baseCurrency` made again from `held` when it has
    /// fewer than ``recordedDaysForBackfill`` recorded days: each day from a year before `today`
    /// up to the day before it on which some holding has a close and no day is recorded (every
    /// day from the coins' oldest estimated price when no stock or Taiwan holding has a close in
    /// that year: coins trade every day), each
    /// holding valued at its last close on or before that day, a coin at its estimated price at
    /// the day's close (see ``HeldAsset/value(on:)`` and ``CoinPriceEstimate``; holdings without
    /// such a price are left out), with `benchmark`'s last close on or before it. With enough
    /// recorded days the back-filled rows are kept as they are.
    public func backfilling(
        from held: [HeldAsset], baseCurrency: String, today: CalendarDay, benchmark: Benchmark? = nil
    ) -> ValueHistory {
        let own = rows(in: baseCurrency)
        let recorded = own.filter { $0.source == .recorded }
        guard recorded.count < Self.recordedDaysForBackfill else { return self }
        let recordedDays = Set(recorded.map(\.date))
        let start = today.adding(months: -12)
        var days = Set<CalendarDay>()
        for asset in held {
            for day in asset.history?.days ?? []
            where day >= start && day < today && !recordedDays.contains(day) {
                days.insert(day)
            }
        }
        if days.isEmpty, let first = held.compactMap(\.estimate?.firstDay).min() {
            var day = max(first, start)
            while day < today {
                if !recordedDays.contains(day) { days.insert(day) }
                day = day.adding(days: 1)
            }
        }
        var filled: [HistoryRow] = []
        var previous: Double?
        for day in days.sorted() {
            var (total, parts) = HistoryRow.parts(of: held) { $0.value(on: day) }
            benchmark?.record(on: day, in: &parts)
            filled.append(
                HistoryRow(
                    date: day, baseCurrency: baseCurrency, total: total,
                    dayChange: previous.map { total - $0 }, source: .backfilled, parts: parts))
            previous = total
        }
        let others = rows.filter { $0.baseCurrency != baseCurrency }
        return ValueHistory(rows: others + recorded + filled)
    }

    /// Rows of each currency together (currencies in the order they first appear), by date.
    private static func ordered(_ rows: [HistoryRow]) -> [HistoryRow] {
        var sections: [String] = []
        for row in rows where !sections.contains(row.baseCurrency) { sections.append(row.baseCurrency) }
        return sections.flatMap { currency in
            rows.filter { $0.baseCurrency == currency }.sorted { $0.date < $1.date }
        }
    }
}

extension ValueHistory {
    /// The index a history's days are compared with: its symbol and daily closes, kept in each
    /// row as the day's close in the index's own points.
    public struct Benchmark: Sendable {
        /// The Yahoo symbol (`^GSPC`).
        public let symbol: String
        /// Its daily closes.
        public let closes: PriceHistory

        /// Creates the benchmark `symbol` closing at `closes`.
        public init(symbol: String, closes: PriceHistory) {
            self.symbol = symbol
            self.closes = closes
        }

        /// Puts the last close on or before `day` in `parts`, under the benchmark's column.
        func record(on day: CalendarDay, in parts: inout [String: Double]) {
            if let close = closes.close(onOrBefore: day) {
                parts[HistoryColumn.benchmarkColumn(symbol)] = close
            }
        }
    }
}
