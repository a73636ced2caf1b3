import MarketData

/// Finds companies in the merged TWSE/TPEx directory by code, short name, full company name or
/// English name.
///
/// A query matches when it is a substring of any of the four, ignoring case for Latin letters,
/// full-width/half-width forms and surrounding spaces; results are sorted by code, then market.
public struct TaiwanDirectorySearch: Sendable {
    /// The companies searched.
    public let companies: [TaiwanCompany]

    /// A search over `companies`.
    public init(companies: [TaiwanCompany]) {
        self.companies = companies
    }

    /// The companies matching `query`, only those of `market` when given; an empty query
    /// matches nothing.
    public func matches(_ query: String, market: TaiwanMarket? = nil) -> [TaiwanCompany] {
        let needle = Self.folded(query)
        guard !needle.isEmpty else { return [] }
        return
            companies
            .filter { company in
                (market == nil || company.market == market)
                    && Self.searchedTexts(of: company).contains { Self.folded($0).contains(needle) }
            }
            .sorted { ($0.code, $0.market) < ($1.code, $1.market) }
    }

    /// The texts a query is compared with.
    static func searchedTexts(of company: TaiwanCompany) -> [String] {
        [company.code, company.name, company.companyName, company.englishName].compactMap { $0 }
    }

    /// `text` trimmed, full-width forms made half-width and Latin letters lower-cased.
    static func folded(_ text: String) -> String {
        let scalars = text.unicodeScalars.map { scalar -> Unicode.Scalar in
            // Full-width ASCII (U+FF01...U+FF5E) and the ideographic space.
            if (0xFF01...0xFF5E).contains(scalar.value) {
                return Unicode.Scalar(scalar.value - 0xFEE0) ?? scalar
            }
            return scalar.value == 0x3000 ? " " : scalar
        }
        var result = String(String.UnicodeScalarView(scalars)).lowercased()
        while result.first?.isWhitespace == true { result.removeFirst() }
        while result.last?.isWhitespace == true { result.removeLast() }
        return result
    }
}
