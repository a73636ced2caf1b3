/// The merged Taiwan company directory (listed, OTC, emerging), sorted by code.
public struct TaiwanDirectory: Sendable {
    /// Every company, sorted by code.
    public var companies: [TaiwanCompany]
    /// The markets whose directory could not be fetched, and why.
    public var failures: [TaiwanMarket: FetchFailure]

    /// Creates a directory; `companies` is sorted by code (then market).
    public init(companies: [TaiwanCompany], failures: [TaiwanMarket: FetchFailure] = [:]) {
        self.companies = companies.sorted { ($0.code, $0.market) < ($1.code, $1.market) }
        self.failures = failures
    }

    /// The company with `code`, when listed in a fetched directory.
    public func company(code: String) -> TaiwanCompany? {
        companies.first { $0.code == code }
    }
}
