import Foundation
import JSON

extension Watchlist {
    /// Reads and checks a watchlist from JSON text; `file` names it in errors.
    /// Duplicate entries are folded, keeping the first.
    public init(json data: Data, file: String) throws(WatchlistError) {
        let document: JSONDocument
        do {
            document = try JSONDocument(parsing: data)
        } catch {
            throw .syntax(file: file, error)
        }
        try self.init(document: document, file: file)
    }

    /// Checks a parsed document as a watchlist; `file` names it in errors.
    public init(document: JSONDocument, file: String) throws(WatchlistError) {
        var reader = WatchlistReader(document: document, file: file)
        self = try reader.read()
    }

    /// The watchlist as a JSON value: top-level keys in their original order, every list present,
    /// the currency, the default alert rules, the locale, the colour of a rise and the benchmark
    /// when there are some.
    public var jsonValue: JSONValue {
        var object = JSONObject()
        for key in keyOrder + Self.topLevelKeys where object[key] == nil {
            if let kind = AssetKind.allCases.first(where: { $0.listKey == key }) {
                object[key] = .array(self[kind].map(\.jsonValue))
            } else if key == Self.currencyKey, let currency {
                object[key] = .string(currency.text)
            } else if key == AlertRules.key, !alerts.isEmpty {
                object[key] = alerts.jsonValue
            } else if key == Self.localeKey, let locale {
                object[key] = .string(locale)
            } else if key == Self.upColorKey, let upColor {
                object[key] = .string(upColor.rawValue)
            } else if key == Self.benchmarkKey, let benchmark {
                object[key] = .string(benchmark)
            }
        }
        return .object(object)
    }

    /// The normalized file content: pretty-printed, two-space indent, trailing newline.
    public var jsonText: String { JSONWriter.prettyPrinted(jsonValue) }
}
