import MarketData

/// One day's totals of the holdings in a base currency: a line of `history.csv`.
public struct HistoryRow: Sendable, Equatable {
    /// Where a row's figures come from.
    public enum Source: String, Sendable, CaseIterable {
        /// Written by the report of that day, from that day's quotes and rates.
        case recorded
        /// Back-computed from the current holdings: today's quantities at that day's closes (a
        /// coin's estimated, see ``CoinPriceEstimate``), converted at that day's exchange rates
        /// where their daily closes were fetched, else at today's (see ``RateHistory``).
        case backfilled
    }

    /// The day.
    public let date: CalendarDay
    /// The currency every amount is in.
    public let baseCurrency: String
    /// The value of the holdings.
    public let total: Double
    /// The day's change of that value; `nil` when unknown.
    public let dayChange: Double?
    /// The gain over the cost of the holdings with one; `nil` for back-computed days and without costs.
    public let gain: Double?
    /// Where the figures come from.
    public let source: Source
    /// The value of each part by column name, in the base currency: ``HistoryColumn``'s `value_stocks`, `currency_USD`,
    /// `group_Tech`; and the benchmark's close that day in its own points (`benchmark_^GSPC`).
    public let parts: [String: Double]

    /// Creates a row, its amounts rounded to the cent as the file keeps them.
    public init(
        date: CalendarDay, baseCurrency: String, total: Double, dayChange: Double? = nil, gain: Double? = nil,
        source: Source, parts: [String: Double] = [:]
    ) {
        self.date = date
        self.baseCurrency = baseCurrency
        self.total = Self.cents(total)
        self.dayChange = dayChange.map(Self.cents)
        self.gain = gain.map(Self.cents)
        self.source = source
        self.parts = parts.mapValues(Self.cents)
    }

    /// `amount` rounded to the cent (half away from zero).
    static func cents(_ amount: Double) -> Double { (amount * 100).rounded() / 100 }

    /// The values by class, currency and group of `held`, each holding valued by `value` (left out
    /// where it gives `nil`), with their total.
    static func parts(of held: [HeldAsset], value: (HeldAsset) -> Double?) -> (
        total: Double, parts: [String: Double]
    ) {
        var total = 0.0
        var parts: [String: Double] = [:]
        for asset in held {
            guard let amount = value(asset) else { continue }
            total += amount
            parts[HistoryColumn.classColumn(asset.kind), default: 0] += amount
            if let currency = asset.currency {
                parts[HistoryColumn.currencyColumn(currency), default: 0] += amount
            }
            if let group = asset.group { parts[HistoryColumn.groupColumn(group), default: 0] += amount }
        }
        return (total, parts)
    }
}

/// The names of `history.csv`'s columns: the fixed ones, then a value per class
/// (`value_stocks`, `value_coins`, `value_taiwan`), per currency (`currency_USD`) and per group
/// (`group_Tech`), then the benchmark's close (`benchmark_^GSPC`).
public enum HistoryColumn {
    /// The columns every file has, in order.
    public static let fixed = ["date", "base_currency", "total", "day_change", "gain", "source"]
    /// The prefix of a class's, a currency's and a group's column.
    static let classPrefix = "value_", currencyPrefix = "currency_", groupPrefix = "group_"
    /// The prefix of a benchmark's column.
    static let benchmarkPrefix = "benchmark_"
    /// Every prefix a column after the fixed ones has.
    static let prefixes = [classPrefix, currencyPrefix, groupPrefix, benchmarkPrefix]

    /// The column of a class's value (`value_stocks`).
    static func classColumn(_ kind: AssetKind) -> String { classPrefix + kind.listKey }
    /// The column of a currency's value (`currency_USD`), converted into the base currency.
    static func currencyColumn(_ currency: String) -> String { currencyPrefix + currency }
    /// The column of a group's value (`group_Tech`).
    static func groupColumn(_ group: String) -> String { groupPrefix + group }
    /// The column of a benchmark's close (`benchmark_^GSPC`).
    static func benchmarkColumn(_ symbol: String) -> String { benchmarkPrefix + symbol }

    /// `columns` in the file's order: classes in report order, then currencies, groups and
    /// benchmarks, each by name.
    static func ordered(_ columns: Set<String>) -> [String] {
        let classes = AssetKind.allCases.map(classColumn).filter(columns.contains)
        let others = columns.subtracting(classes)
        return classes
            + [currencyPrefix, groupPrefix, benchmarkPrefix].flatMap { prefix in
                others.filter { $0.hasPrefix(prefix) }.sorted()
            }
    }
}
