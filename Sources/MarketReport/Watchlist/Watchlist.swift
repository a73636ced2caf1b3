import JSON
import MarketData

/// The assets a report covers: stocks, coins and Taiwan companies, in the user's order,
/// without duplicates, and the base currency the user chose.
public struct Watchlist: Sendable, Hashable {
    private var lists: [AssetKind: [WatchlistEntry]] = [:]
    /// The keys of each list's identifiers, so membership is checked in constant time.
    private var keys: [AssetKind: Set<AssetKey>] = [:]
    /// The base currency of the file's `"currency"` key, when it has one.
    public var currency: CurrencyCode?
    /// The alert rules every entry has unless its own rule of the same name says otherwise.
    public var alerts = AlertRules()
    /// The language of the reports, from the file's `"locale"` key (`zh-TW`).
    public var locale: String?
    /// The colour of a rise in the reports, from the file's `"up_color"` key.
    public var upColor: UpColor?
    /// The file's `"benchmark"`: the Yahoo symbol the holdings are compared with, when it names one.
    public var benchmark: String?
    /// The order of the top-level keys as read, so that saving keeps the file's layout.
    var keyOrder: [String] = AssetKind.allCases.map(\.listKey)

    /// The top-level key of the base currency.
    public static let currencyKey = "currency"
    /// The top-level key of the reports' language.
    public static let localeKey = "locale"
    /// The top-level key of the colour of a rise.
    public static let upColorKey = "up_color"
    /// The top-level key of the benchmark.
    public static let benchmarkKey = "benchmark"

    /// Every top-level key a watchlist file may have: the three lists, the currency, the default
    /// alert rules, the language, the colour of a rise and the benchmark.
    public static var topLevelKeys: [String] {
        AssetKind.allCases.map(\.listKey) + [
            currencyKey, AlertRules.key, localeKey, upColorKey, benchmarkKey,
        ]
    }

    /// The benchmark the holdings are compared with in `baseCurrency`: the file's `"benchmark"`,
    /// else the main index of the currency's market (see ``defaultBenchmark(for:)``).
    public func benchmark(in baseCurrency: CurrencyCode) -> String {
        benchmark ?? Self.defaultBenchmark(for: baseCurrency)
    }

    /// The index a holder in `currency` compares with: S&P 500 for USD, TAIEX for TWD, EURO STOXX
    /// 50 for EUR, FTSE 100 for GBP, Nikkei 225 for JPY, else the S&P 500.
    public static func defaultBenchmark(for currency: CurrencyCode) -> String {
        switch currency.text {
        case "TWD": "^TWII"
        case "EUR": "^STOXX50E"
        case "GBP": "^FTSE"
        case "JPY": "^N225"
        default: "^GSPC"
        }
    }

    /// An empty watchlist.
    public init() {}

    /// The stock entries, in order.
    public var stocks: [WatchlistEntry] { self[.stock] }
    /// The coin entries, in order.
    public var coins: [WatchlistEntry] { self[.coin] }
    /// The Taiwan entries, in order.
    public var taiwan: [WatchlistEntry] { self[.taiwan] }

    /// The entries of one kind, in order.
    public subscript(kind: AssetKind) -> [WatchlistEntry] { lists[kind] ?? [] }

    /// Every entry: stocks, then coins, then Taiwan companies.
    public var allEntries: [WatchlistEntry] { AssetKind.allCases.flatMap { self[$0] } }

    /// Whether no list has an entry.
    public var isEmpty: Bool { allEntries.isEmpty }

    /// The entry naming `identifier`, if present.
    public func entry(_ identifier: String, kind: AssetKind) -> WatchlistEntry? {
        self[kind].first { $0.matches(identifier) }
    }

    /// Whether an entry names `identifier`.
    public func contains(_ identifier: String, kind: AssetKind) -> Bool {
        keys[kind]?.contains(kind.key(for: identifier)) ?? false
    }

    /// Appends `entry` unless one with the same identifier is present; returns whether it was added.
    @discardableResult
    public mutating func add(_ entry: WatchlistEntry) -> Bool {
        guard keys[entry.kind, default: []].insert(entry.key).inserted else { return false }
        lists[entry.kind, default: []].append(entry)
        return true
    }

    /// Replaces the entry with the same identifier in its place; returns `false` when there is none.
    @discardableResult
    public mutating func update(_ entry: WatchlistEntry) -> Bool {
        guard let index = self[entry.kind].firstIndex(where: { $0.matches(entry.identifier) }) else {
            return false
        }
        lists[entry.kind]?[index] = entry
        return true
    }

    /// Removes the entry naming `identifier`; returns it, or `nil` when it was not there.
    @discardableResult
    public mutating func remove(_ identifier: String, kind: AssetKind) -> WatchlistEntry? {
        guard let index = self[kind].firstIndex(where: { $0.matches(identifier) }) else { return nil }
        keys[kind]?.remove(kind.key(for: identifier))
        return lists[kind]?.remove(at: index)
    }

    /// Adds every entry of `other` that is not already present, and its currency, locale, colour
    /// of a rise and benchmark when this watchlist has none; returns the entries added.
    @discardableResult
    public mutating func merge(_ other: Watchlist) -> [WatchlistEntry] {
        currency = currency ?? other.currency
        locale = locale ?? other.locale
        upColor = upColor ?? other.upColor
        benchmark = benchmark ?? other.benchmark
        return other.allEntries.filter { add($0) }
    }
}
