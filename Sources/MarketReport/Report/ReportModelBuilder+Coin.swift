import MarketData

extension ReportModelBuilder {
    /// The report of one watchlist coin; CoinGecko prices are in US dollars.
    func coin(_ entry: WatchlistEntry) -> AssetReport {
        let market = snapshot.coinMarket(for: entry.key)
        let detail = snapshot.coinDetail(for: entry.key)
        let currencyCode = "USD"
        var gaps = gaps(for: entry.key, main: .coinMarket, others: [.coinDetail])
        if market == nil, gaps.isEmpty { gaps.append(FetchFailure.notFound.reason) }
        if market != nil, market?.currentPrice == nil { gaps.append(Self.noPrice) }
        let input = CoinStatisticsInput(
            currency: currencyCode, price: market?.currentPrice, priceChange24h: market?.priceChange24h,
            priceChangePercent24h: market?.priceChangePercentage24h, marketCap: market?.marketCap,
            marketCapChange24h: market?.marketCapChange24h,
            marketCapChangePercent24h: market?.marketCapChangePercentage24h, rank: market?.marketCapRank,
            volume: market?.totalVolume, high24h: market?.high24h, low24h: market?.low24h,
            blockTimeMinutes: detail?.blockTimeInMinutes.map(Double.init),
            hashingAlgorithm: detail?.hashingAlgorithm)
        let name = market?.name ?? detail?.name ?? entry.identifier
        let symbol = (market?.symbol ?? detail?.symbol)?.uppercased() ?? entry.identifier
        let row: [CSVField] = [
            CSVField("id", entry.key.text), CSVField("symbol", symbol), CSVField("name", name),
            CSVField("price", raw(market?.currentPrice)), CSVField("change_24h", raw(market?.priceChange24h)),
            CSVField("change_percent_24h", raw(market?.priceChangePercentage24h)),
            CSVField("market_cap", raw(market?.marketCap)),
            CSVField("market_cap_change_percent_24h", raw(market?.marketCapChangePercentage24h)),
            CSVField("rank", raw(market?.marketCapRank.map(Double.init))),
            CSVField("volume", raw(market?.totalVolume)), CSVField("high_24h", raw(market?.high24h)),
            CSVField("low_24h", raw(market?.low24h)),
            CSVField("block_time_minutes", raw(detail?.blockTimeInMinutes.map(Double.init))),
            CSVField("hashing_algorithm", detail?.hashingAlgorithm ?? ""),
            CSVField("last_updated", market?.lastUpdated.map(dates.iso8601) ?? ""),
        ]
        return AssetReport(
            kind: .coin, id: entry.key.text, symbol: symbol, name: name,
            currency: CurrencyFormat(code: currencyCode), price: market?.currentPrice,
            changePercent: market?.priceChangePercentage24h, statistics: AssetStatistics(coin: input),
            holding: Holding(
                quantity: entry.quantity, cost: entry.cost, price: market?.currentPrice,
                currency: currencyCode),
            history: market?.sparkline7d.map { Optional($0) } ?? [], historyPeriod: "7 days",
            note: entry.note, gaps: gaps, csvRow: row)
    }
}
