import MarketData

extension ReportModelBuilder {
    /// The gap of a Taiwan company that did not trade on the latest trading day.
    static let noTrades = "no trades"

    /// The report of one watchlist Taiwan company: its directory row and daily quote, in NT$.
    func taiwanStock(_ entry: WatchlistEntry) -> AssetReport {
        let code = entry.key.text
        let company = snapshot.taiwanCompanies[code]
        let quote = snapshot.taiwanQuotes[code]
        var gaps = gaps(for: entry.key, main: .taiwanCompany, others: [.taiwanQuote])
        if company == nil, quote == nil, gaps.isEmpty { gaps.append(FetchFailure.notFound.reason) }
        if let quote, !quote.traded { gaps.append(Self.noTrades) }
        if let quote, quote.traded, quote.change == nil, let note = quote.changeNoteText {
            gaps.append("change: \(note)")
        }
        let source = TaiwanSource(code: code, company: company, quote: quote, gaps: gaps)
        return AssetReport(
            kind: .taiwan, id: code, symbol: code, name: source.name,
            currency: CurrencyFormat(code: TaiwanSource.currency),
            fields: TaiwanSource.declaration.values(of: source),
            holding: Holding(
                quantity: entry.quantity, cost: entry.cost, price: source.close,
                currency: TaiwanSource.currency),
            history: [], historyPeriod: "", note: entry.note, gaps: gaps)
    }
}
