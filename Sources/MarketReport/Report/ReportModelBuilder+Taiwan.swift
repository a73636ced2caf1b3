import MarketData

extension ReportModelBuilder {
    /// The report of one watchlist Taiwan company: its directory row and daily quote, in NT$.
    func taiwanStock(_ entry: WatchlistEntry) -> AssetReport {
        let code = entry.key.text
        let company = snapshot.taiwanCompanies[code]
        let quote = snapshot.taiwanQuotes[code]
        let currencyCode = "TWD"
        var gaps = gaps(for: entry.key, main: .taiwanCompany, others: [.taiwanQuote])
        if company == nil, quote == nil, gaps.isEmpty { gaps.append(FetchFailure.notFound.reason) }
        let close = quote?.traded == true ? quote?.close : nil
        let input = TaiwanStockStatisticsInput(
            close: close, change: quote?.change, volume: quote?.volume.map(Double.init),
            tradeValue: quote?.tradeValue, open: quote?.open, high: quote?.high, low: quote?.low,
            transactions: quote?.transactions.map(Double.init), market: company?.market ?? quote?.market,
            industry: company?.industry, companyName: company?.companyName,
            paidInCapital: company?.paidInCapital)
        let name = company?.name ?? quote?.name ?? code
        let row: [CSVField] = [
            CSVField("code", code), CSVField("name", name),
            CSVField("company_name", company?.companyName ?? ""),
            CSVField("market", (company?.market ?? quote?.market)?.rawValue ?? ""),
            CSVField("industry", company?.industry ?? ""), CSVField("capital", raw(company?.paidInCapital)),
            CSVField("close", raw(close)), CSVField("change", raw(quote?.change)),
            CSVField("open", raw(quote?.open)), CSVField("high", raw(quote?.high)),
            CSVField("low", raw(quote?.low)), CSVField("volume", raw(quote?.volume.map(Double.init))),
            CSVField("trade_value", raw(quote?.tradeValue)), CSVField("date", quote?.date?.description ?? ""),
        ]
        return AssetReport(
            kind: .taiwan, id: code, symbol: code, name: name, currency: CurrencyFormat(code: currencyCode),
            price: close, changePercent: close == nil ? nil : input.changePercent,
            statistics: AssetStatistics(taiwan: input),
            holding: Holding(
                quantity: entry.quantity, cost: entry.cost, price: close, currency: currencyCode),
            history: [], historyPeriod: "", note: entry.note, gaps: gaps, csvRow: row)
    }
}
