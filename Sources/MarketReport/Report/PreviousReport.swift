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
        public var gaps: [Gap]

        /// A previous asset, for tests and for the bundled sample's baseline.
        public init(
            kind: AssetKind, id: String, symbol: String? = nil, name: String? = nil, currency: String?,
            numbers: [String: Double], gaps: [Gap] = []
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
    /// The alerts it had, new or still on.
    public var alerts: [Alert.Key]

    /// A previous report from its parts.
    public init(date: CalendarDay, assets: [Asset], alerts: [Alert.Key] = []) {
        self.date = date
        self.assets = assets
        self.alerts = alerts
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
        // The lazy reader: a report of thousands of assets is read without a value tree, only
        // the members the comparison needs being turned into strings and numbers.
        let tape: JSONTape
        do { tape = try JSONTape(bytes) } catch { throw .unreadable("\(error)") }
        let root = tape.root
        guard root.kind == .object, root["format"]?.string == ReportDocument.format else { throw .notAReport }
        let version = root["version"].flatMap { $0.kind == .number ? $0 : nil }
        guard let number = version?.number, number <= Double(ReportDocument.version) else {
            throw .newerVersion(version.map { $0.integer.map(String.init) ?? "\($0.number ?? 0)" } ?? "?")
        }
        guard let date = root["reportDate"]?.string.flatMap(CalendarDay.init(iso:)) else { throw .noDate }
        if date > today { throw .later(date) }
        if date < today {
            return PreviousReport(
                date: date, assets: assets(in: root), alerts: alerts(in: root[ReportDocument.alertsKey]))
        }
        guard let since = root[ReportDocument.sinceKey], since.kind == .object,
            let baseline = since["previousDate"]?.string.flatMap(CalendarDay.init(iso:)),
            let assets = since["baseline"], assets.kind == .object
        else { return nil }
        return PreviousReport(
            date: baseline, assets: Self.assets(in: assets),
            alerts: alerts(in: since[ReportDocument.baselineAlertsKey]))
    }

    /// The keys of the alerts of a report.json's `alerts` list (or of the list a report of the
    /// same day kept); entries with an unknown rule or class are skipped.
    private static func alerts(in list: JSONNode?) -> [Alert.Key] {
        guard let list, list.kind == .array else { return [] }
        return list.elements.compactMap { alert in
            guard alert.kind == .object,
                let rule = alert["rule"]?.string.flatMap(AlertRule.Name.init(rawValue:)),
                let kind = alert["kind"]?.string.flatMap(AssetKind.init(rawValue:)),
                let id = alert["id"]?.string
            else { return nil }
            return Alert.Key(rule: rule, kind: kind, id: id)
        }
    }

    /// The assets of the class lists of `object`; entries without an id, and values that are not
    /// numbers, are skipped.
    private static func assets(in object: JSONNode) -> [Asset] {
        AssetKind.allCases.flatMap { kind -> [Asset] in
            guard let entries = object[kind.listKey], entries.kind == .array else { return [] }
            return entries.elements.compactMap { asset in
                guard asset.kind == .object, let id = asset["id"]?.string else { return nil }
                var numbers: [String: Double] = [:]
                if let values = asset["values"], values.kind == .object {
                    for member in values.members where member.value.kind == .number {
                        if let number = member.value.number { numbers[member.key] = number }
                    }
                }
                return Asset(
                    kind: kind, id: id, symbol: asset["symbol"]?.string, name: asset["name"]?.string,
                    currency: asset["currency"]?.string, numbers: numbers,
                    gaps: asset["gaps"]?.elements.compactMap { $0.string.flatMap(Gap.init(code:)) } ?? [])
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
