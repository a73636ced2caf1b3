import MarketData

extension ReportModelBuilder {
    /// The report of one watchlist coin; CoinGecko prices are in US dollars.
    func coin(_ entry: WatchlistEntry) -> AssetReport {
        let market = snapshot.coinMarket(for: entry.key)
        var gaps = gaps(for: entry.key, main: .coinMarket, others: [.coinDetail])
        if market == nil, gaps.isEmpty { gaps.append(FetchFailure.notFound.reason) }
        if market != nil, market?.currentPrice == nil { gaps.append(Self.noPrice) }
        let source = CoinSource(
            id: entry.key.text, listedAs: entry.identifier, market: market,
            detail: snapshot.coinDetail(for: entry.key), gaps: gaps)
        return AssetReport(
            kind: .coin, id: entry.key.text, symbol: source.symbol, name: source.name,
            currency: CurrencyFormat(code: CoinSource.currency),
            fields: CoinSource.declaration.values(of: source),
            holding: Holding(
                quantity: entry.quantity, cost: entry.cost, price: market?.currentPrice,
                currency: CoinSource.currency),
            history: market?.sparkline7d.map { Optional($0) } ?? [], historyPeriod: "7 days",
            note: entry.note, gaps: gaps)
    }
}
