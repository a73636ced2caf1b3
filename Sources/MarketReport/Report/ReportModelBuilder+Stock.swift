import MarketData

extension ReportModelBuilder {
    /// The report of one watchlist stock.
    func stock(_ entry: WatchlistEntry) -> AssetReport {
        let quote = snapshot.quote(for: entry.key)
        var gaps = gaps(for: entry.key, main: .quote, others: [.sparkline])
        if quote == nil, gaps.isEmpty { gaps.append(FetchFailure.notFound.reason) }
        if quote != nil, quote?.price == nil { gaps.append(Self.noPrice) }
        let source = StockSource(symbol: entry.key.text, quote: quote, gaps: gaps)
        return AssetReport(
            kind: .stock, id: entry.key.text, symbol: quote?.symbol ?? entry.key.text,
            name: quote?.name ?? entry.identifier, currency: CurrencyFormat(code: quote?.priceCurrency),
            fields: StockSource.declaration.values(of: source),
            holding: Holding(
                quantity: entry.quantity, cost: entry.cost, price: quote?.price,
                currency: quote?.priceCurrency),
            history: snapshot.sparkline(for: entry.key)?.closes ?? [], historyPeriod: "1 month",
            note: entry.note, gaps: gaps)
    }
}
