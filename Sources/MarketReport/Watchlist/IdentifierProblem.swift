/// Why a text cannot be used as a stock symbol, coin id or Taiwan company code.
public enum IdentifierProblem: Sendable, Hashable {
    /// The identifier is empty.
    case empty
    /// The identifier contains a space or another invisible character.
    case containsSpace
    /// A Taiwan code that is not 4 to 6 ASCII letters or digits.
    case notTaiwanCode

    /// The problem in words, for `identifier` of `kind`.
    public func message(for identifier: String, kind: AssetKind) -> String {
        switch self {
        case .empty: "the \(kind.identifierNoun) is empty"
        case .containsSpace:
            "\"\(identifier)\" is not a \(kind.identifierNoun): it contains a "
                + (identifier.unicodeScalars.contains(where: Self.isControl) ? "control character" : "space")
        case .notTaiwanCode: "\"\(identifier)\" is not a \(kind.identifierNoun): use 4 to 6 letters or digits"
        }
    }

    /// Whether `scalar` is a C0 or C1 control character or DEL.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
