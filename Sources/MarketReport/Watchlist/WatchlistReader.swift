import JSON
import Suggestions

/// Checks a parsed JSON document against the watchlist format, pointing at the offending value.
struct WatchlistReader {
    let document: JSONDocument
    let file: String

    mutating func read() throws(WatchlistError) -> Watchlist {
        guard case .object(let root) = document.root else {
            throw failure(at: JSONPath(), .notAnObject(found: document.root.kindDescription))
        }
        var watchlist = Watchlist()
        watchlist.keyOrder = root.keys
        for member in root.members {
            let path = JSONPath([.key(member.key)])
            switch member.key {
            case Watchlist.currencyKey: watchlist.currency = try currency(member.value, at: path)
            case AlertRules.key: watchlist.alerts = try alertRules(member.value, at: path)
            case Watchlist.localeKey: watchlist.locale = try locale(member.value, at: path)
            case Watchlist.upColorKey: watchlist.upColor = try upColor(member.value, at: path)
            case Watchlist.benchmarkKey: watchlist.benchmark = try benchmark(member.value, at: path)
            default: try readList(member.key, member.value, at: path, into: &watchlist)
            }
        }
        return watchlist
    }

    /// One of the lists (`stocks`, `coins`, `taiwan`), each entry checked and added in order.
    private func readList(
        _ key: String, _ value: JSONValue, at path: JSONPath, into watchlist: inout Watchlist
    ) throws(WatchlistError) {
        guard let kind = AssetKind.allCases.first(where: { $0.listKey == key }) else {
            let suggestion = EditDistance.closest(to: key, among: Watchlist.topLevelKeys)
            throw failure(at: path, .unknownKey(key, suggestion: suggestion))
        }
        guard case .array(let items) = value else {
            throw failure(at: path, .notAList(kind, found: value.kindDescription))
        }
        for (index, item) in items.enumerated() {
            watchlist.add(try entry(item, kind: kind, at: path.appending(index: index)))
        }
    }

    /// The Yahoo symbol the holdings are compared with, checked as a stock symbol is.
    private func benchmark(_ value: JSONValue, at path: JSONPath) throws(WatchlistError) -> String {
        guard case .string(let symbol) = value else {
            throw failure(at: path, .benchmarkNotText(found: describe(value)))
        }
        try check(symbol, kind: .stock, at: path)
        return symbol
    }

    private func currency(_ value: JSONValue, at path: JSONPath) throws(WatchlistError) -> CurrencyCode {
        guard case .string(let text) = value else {
            throw failure(at: path, .invalidCurrency(found: describe(value), suggestion: nil))
        }
        guard let code = CurrencyCode(text) else {
            let suggestion = CurrencyCode(text.uppercased())?.text
            throw failure(at: path, .invalidCurrency(found: describe(value), suggestion: suggestion))
        }
        return code
    }

    /// A language tag such as `zh-TW`: letters and digits in parts joined by `-`. Whether a catalog
    /// is of it is known only when the report reads the catalogs.
    private func locale(_ value: JSONValue, at path: JSONPath) throws(WatchlistError) -> String {
        guard case .string(let text) = value, text.utf8.count <= 35,
            text.split(separator: "-", omittingEmptySubsequences: false).allSatisfy({ part in
                !part.isEmpty && part.utf8.allSatisfy { $0.isASCIILetterOrDigit }
            })
        else { throw failure(at: path, .invalidLocale(found: describe(value))) }
        return text
    }

    private func upColor(_ value: JSONValue, at path: JSONPath) throws(WatchlistError) -> UpColor {
        guard case .string(let text) = value, let color = UpColor(rawValue: text) else {
            let words = UpColor.allCases.map(\.rawValue)
            let suggestion = value.stringValue.flatMap {
                EditDistance.closest(to: $0.lowercased(), among: words)
            }
            throw failure(at: path, .invalidUpColor(found: describe(value), suggestion: suggestion))
        }
        return color
    }

    private func failure(at path: JSONPath, _ problem: WatchlistProblem) -> WatchlistError {
        .invalid(file: file, at: document.position(of: path), problem)
    }

    private func entry(_ item: JSONValue, kind: AssetKind, at path: JSONPath) throws(WatchlistError)
        -> WatchlistEntry
    {
        switch item {
        case .string(let identifier):
            try check(identifier, kind: kind, at: path)
            return WatchlistEntry(kind: kind, identifier: identifier)
        case .object(let fields):
            let keyPath = path.appending(key: kind.identifierKey)
            guard let identifierValue = fields[kind.identifierKey] else {
                throw failure(at: path, .missingIdentifier(kind))
            }
            guard case .string(let identifier) = identifierValue else {
                throw failure(at: keyPath, .identifierNotText(kind, found: identifierValue.kindDescription))
            }
            try check(identifier, kind: kind, at: keyPath)
            try checkOptionalFields(fields, at: path)
            return WatchlistEntry(kind: kind, checkedFields: fields)
        default:
            throw failure(at: path, .badEntry(kind, found: item.kindDescription))
        }
    }

    private func check(_ identifier: String, kind: AssetKind, at path: JSONPath) throws(WatchlistError) {
        if let problem = kind.problem(with: identifier) {
            throw failure(at: path, .invalidIdentifier(kind, identifier, problem))
        }
    }

    private func checkOptionalFields(_ fields: JSONObject, at path: JSONPath) throws(WatchlistError) {
        for field in ["quantity", "cost"] {
            guard let value = fields[field] else { continue }
            let fieldPath = path.appending(key: field)
            guard case .number(let number) = value else {
                throw failure(at: fieldPath, .notANumber(field: field, found: describe(value)))
            }
            if number.doubleValue < 0 {
                throw failure(at: fieldPath, .negative(field: field, literal: number.literal))
            }
        }
        if let note = fields["note"], note.stringValue == nil {
            throw failure(at: path.appending(key: "note"), .noteNotText(found: note.kindDescription))
        }
        if let group = fields[WatchlistEntry.groupKey], group.stringValue?.isEmpty ?? true {
            throw failure(
                at: path.appending(key: WatchlistEntry.groupKey), .groupNotText(found: describe(group)))
        }
        if let alerts = fields[AlertRules.key] {
            _ = try alertRules(alerts, at: path.appending(key: AlertRules.key))
        }
    }

    /// The rules of an `"alerts"` object, each rule's name and value checked.
    private func alertRules(_ value: JSONValue, at path: JSONPath) throws(WatchlistError) -> AlertRules {
        guard case .object(let object) = value else {
            throw failure(at: path, .alertsNotAnObject(found: describe(value)))
        }
        let names = AlertRule.Name.allCases.map(\.rawValue)
        for member in object.members {
            let rulePath = path.appending(key: member.key)
            guard let name = AlertRule.Name(rawValue: member.key) else {
                let suggestion = EditDistance.closest(to: member.key, among: names)
                throw .invalid(
                    file: file, at: document.position(ofKey: rulePath),
                    .unknownAlertRule(member.key, suggestion: suggestion))
            }
            guard AlertRule(name, value: member.value) != nil else {
                throw failure(at: rulePath, .invalidAlertRule(name, found: describe(member.value)))
            }
        }
        return AlertRules(checked: object)
    }

    private func describe(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): "the text \(JSONWriter.quoted(text))"
        case .bool(let flag): "\(flag)"
        default: value.kindDescription
        }
    }
}

extension UInt8 {
    /// Whether the byte is an ASCII letter or digit.
    fileprivate var isASCIILetterOrDigit: Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self | 0x20)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
    }
}
