import JSON

/// One row of a Yahoo ticker search.
public struct SymbolSearchResult: Sendable, Hashable {
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

    /// Reads one element of `quotes`; rows without a symbol fail and are skipped by the client.
    init(json c: JSONNode) throws(JSONShapeError) {
        self.init(symbol: try c.requiredString("symbol"))
        shortName = c["shortname"]?.text
        longName = c["longname"]?.text
        quoteType = c["quoteType"]?.text
        exchange = c["exchange"]?.text
        exchangeDisplay = c["exchDisp"]?.text
        sector = c["sector"]?.text
        industry = c["industry"]?.text
    }

    /// Whether the row is a company share (`quoteType` `EQUITY`).
    public var isEquity: Bool { quoteType?.uppercased() == "EQUITY" }
}
