/// The standard watchlist used by request-count tests and the fetch benchmark:
/// 30 stocks, 15 coins, 15 Taiwan codes, all in the fixture universe.
public enum BenchmarkWatchlist {
    /// 30 stock symbols.
    public static let stocks = Array(
        FixtureStock.universe.filter { $0.quoteType != "NONE" }.map(\.symbol).prefix(30))
    /// 15 coin ids.
    public static let coins = Array(FixtureCoin.universe.map(\.id).prefix(15))
    /// 15 Taiwan codes: listed, OTC and emerging.
    public static let taiwan = Array(FixtureTaiwanCompany.universe.map(\.code).prefix(15))
}
