import Foundation

/// The exchange rates one fetch needs: the pairs foreseen before any quote is in (from known
/// currencies and symbol suffixes), then those the quotes' own currencies add.
struct ExchangePairs {
    /// A rate's quote: its Yahoo symbol and the currency it converts from.
    struct Pair: Hashable {
        let from: String
        let symbol: String
    }

    private let rates: MarketDataRequest.Rates?
    /// The pairs asked for in the first quote calls.
    let foreseen: [Pair]
    private var requested: Set<String>

    init(_ rates: MarketDataRequest.Rates?) {
        self.rates = rates
        var currencies: [String] = []
        if let rates {
            currencies = rates.currencies + rates.stocks.compactMap(ListingCurrency.likely(forSymbol:))
        }
        foreseen = Self.pairs(currencies, base: rates?.base)
        requested = Set(foreseen.map(\.from))
    }

    /// Moves the rate quotes out of `batch` into rates, and their problems into problems of the
    /// rates; a rate quote without a usable price is `no price`.
    func take(from batch: inout FetchBatch<StockQuote>) -> FetchBatch<ExchangeRate> {
        guard let base = rates?.base else { return FetchBatch() }
        var taken = FetchBatch<ExchangeRate>()
        for pair in Self.pairs(Array(requested), base: base) {
            let key = AssetKey(symbol: pair.symbol).text
            if let quote = batch.values.removeValue(forKey: key) {
                if let rate = quote.price, rate.isFinite, rate > 0 {
                    taken.values[pair.from] = ExchangeRate(
                        from: pair.from, to: base, rate: rate, time: quote.marketTime)
                } else {
                    taken.problems.append(problem(pair.from, .noData(detail: "no price")))
                }
            }
            for index in batch.problems.indices.reversed() where batch.problems[index].symbol == key {
                taken.problems.append(problem(pair.from, batch.problems.remove(at: index).reason))
            }
        }
        return taken
    }

    /// The pairs the stocks' quoted currencies need that were not asked for yet; marks them asked.
    mutating func unforeseen(quotes: [String: StockQuote]) -> [Pair] {
        guard let rates else { return [] }
        let currencies = rates.stocks.compactMap { quotes[AssetKey(symbol: $0).text]?.currency }
        let more = Self.pairs(currencies, base: rates.base).filter { !requested.contains($0.from) }
        requested.formUnion(more.map(\.from))
        return more
    }

    /// A `not found` problem for each requested rate that `batch` neither holds nor explains.
    func missing(_ batch: FetchBatch<ExchangeRate>) -> [FetchProblem] {
        requested.subtracting(batch.values.keys).subtracting(batch.problems.map(\.symbol)).sorted().map {
            problem($0, .notFound)
        }
    }

    private func problem(_ currency: String, _ reason: FetchFailure) -> FetchProblem {
        FetchProblem(symbol: currency, dataset: .exchangeRate, provider: .yahoo, reason: reason)
    }

    /// The distinct pairs from the major units of `currencies` into `base`, in order, the base itself left out.
    private static func pairs(_ currencies: [String], base: String?) -> [Pair] {
        guard let base else { return [] }
        var seen = Set<String>()
        return currencies.map { ExchangeRate.majorUnit(of: $0).code }.sorted()
            .filter { $0 != base && !$0.isEmpty && seen.insert($0).inserted }
            .map { Pair(from: $0, symbol: ExchangeRate.symbol(from: $0, to: base)) }
    }
}
