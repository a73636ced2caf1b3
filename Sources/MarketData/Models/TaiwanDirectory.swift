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
        var low = 0
        var high = companies.count
        while low < high {
            let middle = (low + high) / 2
            if companies[middle].code < code { low = middle + 1 } else { high = middle }
        }
        return low < companies.count && companies[low].code == code ? companies[low] : nil
    }
}
