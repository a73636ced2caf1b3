/// A Taiwan stock's valuation ratios of the latest trading day: TWSE `BWIBBU_ALL`, TPEx
/// `tpex_mainboard_peratio_analysis`. A company without earnings has no P/E.
public struct TaiwanValuation: Sendable, Hashable {
    /// Price to earnings (本益比).
    public var priceEarnings: Double?
    /// Dividend yield in percent (殖利率, `3.52` = 3.52 %).
    public var dividendYield: Double?
    /// Price to book value (股價淨值比).
    public var priceBook: Double?

    /// Creates the ratios.
    public init(priceEarnings: Double?, dividendYield: Double?, priceBook: Double?) {
        self.priceEarnings = priceEarnings
        self.dividendYield = dividendYield
        self.priceBook = priceBook
    }
}
