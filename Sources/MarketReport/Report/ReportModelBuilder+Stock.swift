import MarketData

extension ReportModelBuilder {
    /// The report of one watchlist stock.
    func stock(_ entry: WatchlistEntry) -> AssetReport {
        let quote = snapshot.quote(for: entry.key)
        let currency = CurrencyFormat(code: quote?.currency)
        var gaps = gaps(for: entry.key, main: .quote, others: [.sparkline])
        if quote == nil, gaps.isEmpty { gaps.append(FetchFailure.notFound.reason) }
        if quote != nil, quote?.price == nil { gaps.append(Self.noPrice) }
        let input = StockStatisticsInput(
            currency: quote?.currency, price: quote?.price, change: quote?.change,
            changePercent: quote?.changePercent, marketCap: quote?.marketCap,
            volume: quote?.volume.map(Double.init), open: quote?.open, dayHigh: quote?.dayHigh,
            dayLow: quote?.dayLow, previousClose: quote?.previousClose, week52High: quote?.fiftyTwoWeekHigh,
            week52Low: quote?.fiftyTwoWeekLow,
            averageVolume3Month: quote?.averageVolume3Month.map(Double.init),
            peRatio: quote?.trailingPE, eps: quote?.eps,
            dividendYield: quote?.trailingAnnualDividendYield ?? quote?.dividendYield.map { $0 / 100 },
            postMarketPrice: quote?.postMarketPrice, postMarketChangePercent: quote?.postMarketChangePercent,
            marketState: quote?.marketState, exchange: quote?.fullExchangeName ?? quote?.exchange)
        let row: [CSVField] = [
            CSVField("symbol", entry.key.text), CSVField("name", quote?.name ?? ""),
            CSVField("currency", quote?.currency ?? ""), CSVField("price", raw(quote?.price)),
            CSVField("change", raw(quote?.change)), CSVField("change_percent", raw(quote?.changePercent)),
            CSVField("previous_close", raw(quote?.previousClose)), CSVField("open", raw(quote?.open)),
            CSVField("day_high", raw(quote?.dayHigh)), CSVField("day_low", raw(quote?.dayLow)),
            CSVField("volume", raw(quote?.volume.map(Double.init))),
            CSVField("market_cap", raw(quote?.marketCap)), CSVField("pe_ratio", raw(quote?.trailingPE)),
            CSVField("eps", raw(quote?.eps)), CSVField("week52_low", raw(quote?.fiftyTwoWeekLow)),
            CSVField("week52_high", raw(quote?.fiftyTwoWeekHigh)),
            CSVField("market_state", quote?.marketState ?? ""),
            CSVField("market_time", quote?.marketTime.map(dates.iso8601) ?? ""),
        ]
        return AssetReport(
            kind: .stock, id: entry.key.text, symbol: quote?.symbol ?? entry.key.text,
            name: quote?.name ?? entry.identifier, currency: currency, price: quote?.price,
            changePercent: quote?.changePercent, statistics: AssetStatistics(stock: input),
            holding: Holding(
                quantity: entry.quantity, cost: entry.cost, price: quote?.price, currency: quote?.currency),
            history: snapshot.sparkline(for: entry.key)?.closes ?? [], historyPeriod: "1 month",
            note: entry.note, gaps: gaps, csvRow: row)
    }

    /// A CSV number: raw digits, empty when unknown.
    func raw(_ value: Double?) -> String { NumberFormatting.raw(value) }
}
