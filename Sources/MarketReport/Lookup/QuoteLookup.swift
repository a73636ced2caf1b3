import MarketData

/// Fetches current quotes for `market-report quote`: Yahoo quotes for stocks, CoinGecko
/// markets (USD) for coins, the latest TWSE/TPEx daily close for Taiwan codes.
public struct QuoteLookup: Sendable {
    /// The service the requests go through.
    public let service: MarketDataService

    /// A lookup over `service`.
    public init(service: MarketDataService) {
        self.service = service
    }

    /// One row per distinct identifier, in the order given.
    public func rows(for identifiers: [String], kind: AssetKind) async -> [QuoteRow] {
        let keys = kind.distinctKeys(identifiers)
        switch kind {
        case .stock: return Self.stockRows(keys, await service.yahoo.quotes(for: keys))
        case .coin: return Self.coinRows(keys, await service.coinGecko.markets(ids: keys))
        case .taiwan: return Self.taiwanRows(keys, await service.taiwan.fetch(codes: keys))
        }
    }

    static func stockRows(_ keys: [String], _ batch: FetchBatch<StockQuote>) -> [QuoteRow] {
        rows(keys, batch) { row, quote in
            row.name = quote.name
            row.price = quote.price
            row.currency = quote.priceCurrency
            row.change = quote.change
            row.changePercent = quote.changePercent
        }
    }

    static func coinRows(_ keys: [String], _ batch: FetchBatch<CoinMarket>) -> [QuoteRow] {
        rows(keys, batch) { row, market in
            row.name = market.name
            row.price = market.currentPrice
            row.currency = "USD"
            row.change = market.priceChange24h
            row.changePercent = market.priceChangePercentage24h
        }
    }

    /// A row per key: filled from the batch's value, or carrying the batch's problem.
    private static func rows<Value>(
        _ keys: [String], _ batch: FetchBatch<Value>, fill: (inout QuoteRow, Value) -> Void
    ) -> [QuoteRow] {
        keys.map { key in
            var row = QuoteRow(symbol: key)
            if let value = batch.values[key] { fill(&row, value) }
            row.failure = batch.problems.first { $0.symbol == key }?.reason
            return row
        }
    }

    static func taiwanRows(_ keys: [String], _ result: TaiwanFetchResult) -> [QuoteRow] {
        keys.map { key in
            var row = QuoteRow(symbol: key)
            let quote = result.quotes[key]
            row.name = result.companies[key]?.name ?? quote?.name
            if let quote, quote.traded {
                row.price = quote.close
                row.currency = "TWD"
                row.change = quote.change
                row.changePercent = quote.changePercent
                row.changeNote =
                    quote.change == nil ? quote.changeNote.map(LabelCatalog.english.exchangeNote) : nil
            } else if quote != nil {
                row.failure = .noData(detail: "no trades on the latest trading day")
            }
            row.failure = result.problems.first { $0.symbol == key }?.reason ?? row.failure
            return row
        }
    }
}
