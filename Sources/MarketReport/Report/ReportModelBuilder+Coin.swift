import MarketData

extension ReportModelBuilder {
    /// The report of one watchlist coin, its position valued in `portfolio`; CoinGecko prices are in
    /// US dollars.
    func coin(_ entry: WatchlistEntry, in portfolio: Portfolio) -> AssetReport {
        let market = snapshot.coinMarket(for: entry.key)
        var gaps = gaps(for: entry.key, main: .coinMarket, others: [.coinDetail])
        if market == nil, gaps.isEmpty { gaps.append(Gap(.notFound)) }
        if market != nil, market?.currentPrice == nil { gaps.append(Gap(.noPrice)) }
        let position = coinHolding(entry).map(portfolio.position(of:))
        var source = CoinSource(
            id: entry.key.text, listedAs: entry.identifier, market: market,
            detail: snapshot.coinDetail(for: entry.key), position: position, gaps: gaps)
        source.group = entry.group
        return AssetReport(
            kind: .coin, id: entry.key.text, symbol: source.symbol, name: source.name,
            currency: CurrencyFormat(code: CoinSource.currency),
            fields: CoinSource.declaration.values(of: source), position: position,
            history: market?.sparkline7d.map { Optional($0) } ?? [], historyPeriod: .periodWeek,
            note: entry.note, gaps: gaps)
    }

    /// The watchlist's position in a coin, priced by its markets row.
    func coinHolding(_ entry: WatchlistEntry) -> Holding? {
        let market = snapshot.coinMarket(for: entry.key)
        return Holding(
            quantity: entry.quantity, cost: entry.cost, price: market?.currentPrice,
            change: market?.priceChange24h, currency: CoinSource.currency)
    }
}
