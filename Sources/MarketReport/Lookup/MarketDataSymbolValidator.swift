import MarketData

/// Checks identifiers against the providers: a Yahoo quote for a stock symbol, a CoinGecko
/// markets row for a coin id, the TWSE/TPEx directories (or daily quotes) for a Taiwan code.
///
/// A provider that cannot be reached gives `notChecked` with the reason, never `notFound`, so
/// a watchlist can still be edited offline.
public struct MarketDataSymbolValidator: SymbolValidator {
    /// The service the checks go through.
    public let service: MarketDataService

    /// A validator over `service`.
    public init(service: MarketDataService) {
        self.service = service
    }

    public func check(_ identifier: String, kind: AssetKind) async -> SymbolCheck {
        switch kind {
        case .stock:
            let batch = await service.yahoo.quotes(for: [identifier])
            if let quote = batch.values.values.first { return .exists(name: quote.name) }
            return batch.problems.first.map { SymbolCheck(failure: $0.reason) } ?? .notFound
        case .coin:
            let batch = await service.coinGecko.markets(ids: [identifier])
            if let market = batch.values.values.first { return .exists(name: market.name) }
            return batch.problems.first.map { SymbolCheck(failure: $0.reason) } ?? .notFound
        case .taiwan:
            let result = await service.taiwan.fetch(codes: [identifier])
            let code = AssetKey(symbol: identifier).text
            if let company = result.companies[code] { return .exists(name: company.name) }
            if let quote = result.quotes[code] { return .exists(name: quote.name) }
            return result.problems.first.map { SymbolCheck(failure: $0.reason) } ?? .notFound
        }
    }
}
