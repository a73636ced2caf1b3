import MarketData

extension SymbolCheck {
    /// The answer a failed fetch gives: `notFound` when the provider does not know the
    /// identifier (or knows it as delisted), otherwise `notChecked` with a short reason.
    public init(failure: FetchFailure) {
        switch failure {
        case .notFound, .delisted: self = .notFound
        case .unreachable, .notCached: self = .notChecked(reason: "network unreachable")
        case .timeout: self = .notChecked(reason: "no answer in time")
        default: self = .notChecked(reason: failure.reason)
        }
    }
}
