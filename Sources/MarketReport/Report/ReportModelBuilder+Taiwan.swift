import MarketData

extension ReportModelBuilder {
    /// The report of one watchlist Taiwan company: its directory row, daily quote, the exchanges'
    /// other daily figures and Yahoo daily closes, in NT$, its position valued in `portfolio`; a
    /// list of figures that failed is a gap of its figure only.
    func taiwanStock(_ entry: WatchlistEntry, in portfolio: Portfolio) -> AssetReport {
        let code = entry.key.text
        let company = snapshot.taiwanCompany(for: entry.key)
        let quote = snapshot.taiwanQuote(for: entry.key)
        var gaps = gaps(
            for: entry.key, main: .taiwanCompany,
            others: [
                .taiwanQuote, .sparkline, .institutional, .margin, .valuation, .revenue, .attention,
                .disposition, .exDividends,
            ])
        if company == nil, quote == nil, gaps.isEmpty { gaps.append(Gap(.notFound)) }
        if let quote, !quote.traded { gaps.append(Gap(.noTrades)) }
        if let quote, quote.traded, quote.change == nil, let note = quote.changeNote {
            gaps.append(Gap(.exchangeNote(note)))
        }
        let sparkline = snapshot.taiwanHistory(for: entry.key)
        let history = sparkline.map(PriceHistory.init)
        let position = taiwanHolding(entry).map(portfolio.position(of:))
        let figures = snapshot.taiwanFigures(for: entry.key)
        var source = TaiwanSource(
            code: code, company: company, quote: quote, history: history, figures: figures,
            position: position, gaps: gaps)
        source.group = entry.group
        return AssetReport(
            kind: .taiwan, id: code, symbol: code, name: source.name,
            currency: CurrencyFormat(code: TaiwanSource.currency),
            fields: TaiwanSource.declaration.values(of: source), position: position,
            history: sparkline.flatMap { history?.lastMonth(of: $0) } ?? [],
            historyPeriod: history == nil ? nil : .periodMonth,
            note: entry.note,
            gaps: gaps, badges: figures?.flags ?? [])
    }

    /// The watchlist's position in a Taiwan company, priced by its latest traded close.
    func taiwanHolding(_ entry: WatchlistEntry) -> Holding? {
        let source = TaiwanSource(
            code: entry.key.text, company: nil, quote: snapshot.taiwanQuote(for: entry.key))
        return Holding(
            quantity: entry.quantity, cost: entry.cost, price: source.close,
            change: source.close == nil ? nil : source.quote?.change, currency: TaiwanSource.currency)
    }
}
