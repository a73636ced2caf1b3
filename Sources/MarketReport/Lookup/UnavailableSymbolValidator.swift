/// A validator that cannot reach any provider (for example when the provider settings are
/// wrong): every identifier is `notChecked`, with the reason.
public struct UnavailableSymbolValidator: SymbolValidator {
    /// Why no check can be made, shown in the warning.
    public let reason: String

    /// A validator that answers `notChecked(reason:)` for everything.
    public init(reason: String) {
        self.reason = reason
    }

    public func check(_ identifier: String, kind: AssetKind) async -> SymbolCheck {
        .notChecked(reason: reason)
    }
}
