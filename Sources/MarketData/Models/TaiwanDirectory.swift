/// The merged Taiwan company directory (listed, OTC, emerging), sorted by code.
public struct TaiwanDirectory: Sendable {
    /// Every company, sorted by code.
    public private(set) var companies: [TaiwanCompany]
    /// The markets whose directory could not be fetched, and why.
    public var failures: [TaiwanMarket: FetchFailure]

    /// Creates a directory; `companies` is sorted by code (then market).
    public init(companies: [TaiwanCompany], failures: [TaiwanMarket: FetchFailure] = [:]) {
        self.companies = companies.sorted { ($0.code, $0.market) < ($1.code, $1.market) }
        self.failures = failures
    }

    /// The company with `code`, when listed in a fetched directory (of two markets listing it,
    /// the first in market order). A binary search: a watchlist of thousands of Taiwan companies
    /// looks each up in a directory of thousands.
    public func company(code: String) -> TaiwanCompany? {
        let first = companies.partitionPoint { $0.code < code }
        return first < companies.count && companies[first].code == code ? companies[first] : nil
    }
}
