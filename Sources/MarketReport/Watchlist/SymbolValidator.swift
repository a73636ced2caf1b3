/// The answer to "does this symbol exist?".
public enum SymbolCheck: Sendable, Hashable {
    /// The provider knows the asset; `name` is its display name when given.
    case exists(name: String?)
    /// The provider answered and does not know the asset.
    case notFound
    /// No check was made (no network, or checking is off); `reason` says why when known.
    case notChecked(reason: String?)
}

/// Checks that an identifier names a real asset before it is added to the watchlist.
public protocol SymbolValidator: Sendable {
    /// Asks whether `identifier` names an asset of `kind`.
    func check(_ identifier: String, kind: AssetKind) async -> SymbolCheck
}

/// A validator that checks nothing: every identifier is `notChecked`.
public struct UncheckedSymbolValidator: SymbolValidator {
    /// Creates the validator.
    public init() {}

    public func check(_ identifier: String, kind: AssetKind) async -> SymbolCheck {
        .notChecked(reason: nil)
    }
}
