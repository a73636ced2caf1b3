import MarketData

extension ReportModelBuilder {
    /// The report of one watchlist stock, its position valued in `portfolio`.
    func stock(_ entry: WatchlistEntry, in portfolio: Portfolio) -> AssetReport {
        let quote = snapshot.quote(for: entry.key)
        var gaps = gaps(for: entry.key, main: .quote, others: [.sparkline])
        if quote == nil, gaps.isEmpty { gaps.append(Gap(.notFound)) }
        if quote != nil, quote?.price == nil { gaps.append(Gap(.noPrice)) }
        let sparkline = snapshot.sparkline(for: entry.key)
        let history = sparkline.map(PriceHistory.init)
        let position = stockHolding(entry).map(portfolio.position(of:))
        var source = StockSource(
            symbol: entry.key.text, quote: quote, history: history, position: position, gaps: gaps)
        source.group = entry.group
        return AssetReport(
            kind: .stock, id: entry.key.text, symbol: quote?.symbol ?? entry.key.text,
            name: quote?.name ?? entry.identifier, currency: CurrencyFormat(code: quote?.priceCurrency),
            fields: StockSource.declaration.values(of: source), position: position,
            history: sparkline.flatMap { history?.lastMonth(of: $0) } ?? [], historyPeriod: .periodMonth,
            note: entry.note, gaps: gaps)
    }

    /// The watchlist's position in a stock, priced by its quote.
    func stockHolding(_ entry: WatchlistEntry) -> Holding? {
        let quote = snapshot.quote(for: entry.key)
        return Holding(
            quantity: entry.quantity, cost: entry.cost, price: quote?.price, change: quote?.change,
            currency: quote?.priceCurrency)
    }
}
