/// One row of a Yahoo ticker search.
public struct SymbolSearchResult: Sendable, Hashable, Decodable {
    /// The Yahoo symbol.
    public var symbol: String
    /// The short name.
    public var shortName: String?
    /// The long name.
    public var longName: String?
    /// `EQUITY`, `ETF`, `OPTION`, ...
    public var quoteType: String?
    /// The exchange code.
    public var exchange: String?
    /// The exchange's display name.
    public var exchangeDisplay: String?
    /// The sector, for equities.
    public var sector: String?
    /// The industry, for equities.
    public var industry: String?

    /// A result with only the symbol set.
    public init(symbol: String) {
        self.symbol = symbol
    }

    private enum CodingKeys: String, CodingKey {
        case symbol, shortname, longname, quoteType, exchange, exchDisp, sector, industry
    }

    /// Reads one element of `quotes`; rows without a symbol fail and are skipped by the client.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(symbol: try c.decode(String.self, forKey: .symbol))
        shortName = c.text(.shortname)
        longName = c.text(.longname)
        quoteType = c.text(.quoteType)
        exchange = c.text(.exchange)
        exchangeDisplay = c.text(.exchDisp)
        sector = c.text(.sector)
        industry = c.text(.industry)
    }

    /// Whether the row is a company share (`quoteType` `EQUITY`).
    public var isEquity: Bool { quoteType?.uppercased() == "EQUITY" }
}
