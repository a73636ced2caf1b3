import JSON

/// What is wrong with the content of a watchlist file that is valid JSON.
public enum WatchlistProblem: Sendable, Hashable, CustomStringConvertible {
    /// The top level is not an object; `found` names what it is.
    case notAnObject(found: String)
    /// A list key holds something other than a list.
    case notAList(AssetKind, found: String)
    /// A list item is neither a string nor an object.
    case badEntry(AssetKind, found: String)
    /// An object entry lacks its identifier key.
    case missingIdentifier(AssetKind)
    /// The identifier key holds something other than a string.
    case identifierNotText(AssetKind, found: String)
    /// The identifier is not usable (empty, a space, a malformed Taiwan code).
    case invalidIdentifier(AssetKind, String, IdentifierProblem)
    /// `quantity` or `cost` is not a number.
    case notANumber(field: String, found: String)
    /// `quantity` or `cost` is below zero.
    case negative(field: String, literal: String)
    /// `note` is not a string.
    case noteNotText(found: String)
    /// A top-level key that is neither a list nor `currency`, with the key it is nearest to.
    case unknownKey(String, suggestion: String?)
    /// `currency` is not an ISO 4217 code; `suggestion` is the code it probably means.
    case invalidCurrency(found: String, suggestion: String?)
    /// `locale` is not a language tag such as `zh-TW`.
    case invalidLocale(found: String)
    /// `up_color` is not a colour of ``UpColor``; `suggestion` is the one it probably means.
    case invalidUpColor(found: String, suggestion: String?)
    /// `alerts` is not an object.
    case alertsNotAnObject(found: String)
    /// A key of `alerts` that is no rule, with the rule it is nearest to.
    case unknownAlertRule(String, suggestion: String?)
    /// A rule's value is not one the rule takes.
    case invalidAlertRule(AlertRule.Name, found: String)
    /// `benchmark` is not a symbol in quotes.
    case benchmarkNotText(found: String)
    /// An entry's `group` is not a name in quotes.
    case groupNotText(found: String)

    public var description: String {
        switch self {
        case .notAnObject(let found):
            "the watchlist must be an object with \"stocks\", \"coins\" and \"taiwan\" lists, found \(found)"
        case .notAList(let kind, let found):
            "\"\(kind.listKey)\" must be a list of \(kind.identifierNoun)s, found \(found)"
        case .badEntry(let kind, let found):
            "each \"\(kind.listKey)\" entry must be a \(kind.identifierNoun) or an object with "
                + "\"\(kind.identifierKey)\", found \(found)"
        case .missingIdentifier(let kind):
            "this \"\(kind.listKey)\" entry has no \"\(kind.identifierKey)\""
        case .identifierNotText(let kind, let found):
            "\"\(kind.identifierKey)\" must be a \(kind.identifierNoun) in quotes, found \(found)"
        case .invalidIdentifier(let kind, let identifier, let problem):
            problem.message(for: identifier, kind: kind)
        case .notANumber(let field, let found):
            "\"\(field)\" must be a number, found \(found)"
        case .negative(let field, let literal):
            "\"\(field)\" must not be negative, found \(literal)"
        case .noteNotText(let found):
            "\"note\" must be text in quotes, found \(found)"
        case .unknownKey(let key, let suggestion?):
            "unknown key \(JSONWriter.quoted(key)) (did you mean \"\(suggestion)\"?)"
        case .unknownKey(let key, nil):
            "unknown key \(JSONWriter.quoted(key)) (a watchlist has only "
                + Watchlist.topLevelKeys.map { "\"\($0)\"" }.joined(separator: ", ") + ")"
        case .invalidCurrency(let found, let suggestion):
            "\"currency\" must be an ISO 4217 code of three capital letters such as \"USD\", found \(found)"
                + (suggestion.map { " (did you mean \"\($0)\"?)" } ?? "")
        case .invalidLocale(let found):
            "\"\(Watchlist.localeKey)\" must be a language tag such as \"zh-TW\" or \"en\", found \(found)"
        case .invalidUpColor(let found, let suggestion):
            "\"\(Watchlist.upColorKey)\" must be "
                + UpColor.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ") + ", found \(found)"
                + (suggestion.map { " (did you mean \"\($0)\"?)" } ?? "")
        case .alertsNotAnObject(let found):
            "\"\(AlertRules.key)\" must be an object of rules such as {\"above\": 300}, found \(found)"
        case .unknownAlertRule(let key, let suggestion):
            "unknown alert rule \(JSONWriter.quoted(key))"
                + (suggestion.map { " (did you mean \"\($0)\"?)" }
                    ?? " (the rules are "
                    + AlertRule.Name.allCases.map { "\"\($0.rawValue)\"" }
                    .joined(separator: ", ") + ")")
        case .invalidAlertRule(let name, let found):
            "alert rule \"\(name.rawValue)\" must be \(name.expected), found \(found)"
        case .benchmarkNotText(let found):
            "\"\(Watchlist.benchmarkKey)\" must be a Yahoo symbol in quotes such as \"^GSPC\", found \(found)"
        case .groupNotText(let found):
            "\"\(WatchlistEntry.groupKey)\" must be a name in quotes such as \"Tech\", found \(found)"
        }
    }
}
