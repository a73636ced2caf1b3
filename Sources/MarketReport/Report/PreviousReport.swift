import JSON
import MarketData

/// What "Since the previous report" compares with: the date and assets of an earlier
/// `report.json`, read leniently (only what the comparison needs), refused as a whole when the
/// file is not a report.json this version can read.
public struct PreviousReport: Sendable, Equatable {
    /// One asset of the earlier report.
    public struct Asset: Sendable, Equatable {
        /// The asset class.
        public var kind: AssetKind
        /// The watchlist identifier.
        public var id: String
        /// The ticker it was shown with.
        public var symbol: String
        /// The name it was shown with.
        public var name: String
        /// The currency its amounts were in.
        public var currency: String?
        /// Its numeric values by field key (other values are left out).
        public var numbers: [String: Double]
        /// Why some of its data was missing.
        public var gaps: [String]

        /// A previous asset, for tests and for the bundled sample's baseline.
        public init(
            kind: AssetKind, id: String, symbol: String? = nil, name: String? = nil, currency: String?,
            numbers: [String: Double], gaps: [String] = []
        ) {
            self.kind = kind
            self.id = id
            self.symbol = symbol ?? id
            self.name = name ?? id
            self.currency = currency
            self.numbers = numbers
            self.gaps = gaps
        }
    }

    /// The earlier report's date.
    public var date: CalendarDay
    /// Its assets, by class in its order.
    public var assets: [Asset]

    /// A previous report from its parts.
    public init(date: CalendarDay, assets: [Asset]) {
        self.date = date
        self.assets = assets
    }

    /// The largest report.json read back (a 1,000-asset report is about 2 MB).
    public static let sizeLimit = 64 << 20

    /// Reads the report.json `bytes` as the previous report of a run dated `today`: the file's
    /// own assets when it is older, or the baseline it was itself compared with when it is of
    /// the same day (a run repeated on one day compares with the same report); `nil` when it
    /// has no such baseline.
    ///
    /// - Throws: ``PreviousReportError`` when the file is not a report.json, or is dated later.
    public static func read(_ bytes: some Collection<UInt8>, today: CalendarDay) throws(PreviousReportError)
        -> PreviousReport?
    {
        let document: JSONDocument
        do { document = try JSONDocument(parsing: bytes) } catch { throw .unreadable("\(error)") }
        guard case .object(let root) = document.root else { throw .notAReport }
        guard root["format"]?.stringValue == ReportDocument.format else { throw .notAReport }
        guard let version = root["version"]?.numberValue?.doubleValue,
            version <= Double(ReportDocument.version)
        else {
            throw .newerVersion(root["version"]?.numberValue?.literal ?? "?")
        }
        guard let date = root["reportDate"]?.stringValue.flatMap(CalendarDay.init(iso:)) else {
            throw .noDate
        }
        if date > today { throw .later(date) }
        if date < today { return PreviousReport(date: date, assets: assets(in: root)) }
        guard case .object(let since) = root[ReportDocument.sinceKey],
            let baseline = since["previousDate"]?.stringValue.flatMap(CalendarDay.init(iso:)),
            case .object(let assets) = since["baseline"]
        else { return nil }
        return PreviousReport(date: baseline, assets: Self.assets(in: assets))
    }

    /// The assets of the class lists of `object`; entries without an id are skipped.
    private static func assets(in object: JSONObject) -> [Asset] {
        AssetKind.allCases.flatMap { kind -> [Asset] in
            guard case .array(let entries) = object[kind.listKey] else { return [] }
            return entries.compactMap { entry in
                guard case .object(let asset) = entry, let id = asset["id"]?.stringValue else { return nil }
                var numbers: [String: Double] = [:]
                if case .object(let values) = asset["values"] {
                    for member in values.members {
                        if let number = member.value.numberValue?.doubleValue, number.isFinite {
                            numbers[member.key] = number
                        }
                    }
                }
                var gaps: [String] = []
                if case .array(let reasons) = asset["gaps"] { gaps = reasons.compactMap(\.stringValue) }
                return Asset(
                    kind: kind, id: id, symbol: asset["symbol"]?.stringValue,
                    name: asset["name"]?.stringValue,
                    currency: asset["currency"]?.stringValue, numbers: numbers, gaps: gaps)
            }
        }
    }
}

/// Why an output folder's report.json cannot be compared with: each reads as the end of a
/// warning, the run going on without "Since the previous report".
public enum PreviousReportError: Error, Equatable, CustomStringConvertible {
    /// Not JSON.
    case unreadable(String)
    /// JSON, but not a report.json of market-report.
    case notAReport
    /// Written by a newer version of the schema.
    case newerVersion(String)
    /// No `reportDate`.
    case noDate
    /// Dated after the run's report.
    case later(CalendarDay)

    public var description: String {
        switch self {
        case .unreadable(let detail): "is not valid JSON (\(detail))"
        case .notAReport: "is not a report.json of market-report"
        case .newerVersion(let version): "has version \(version), newer than this market-report reads"
        case .noDate: "has no reportDate"
        case .later(let day): "is dated \(day), after this report"
        }
    }
}
