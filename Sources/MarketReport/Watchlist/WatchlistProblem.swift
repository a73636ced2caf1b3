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
        }
    }
}
