/// What rides in the spark calls a fetch makes anyway, at no request of its own: the benchmark,
/// and the exchange rates' daily closes in the room the last call leaves.
extension MarketDataService {
    /// The spark calls the benchmark rides in: the stocks' when they leave room in their last call
    /// (or it is one of them) or there is no Taiwan company, else the Taiwan companies'. It costs a
    /// call of its own only when the stocks fill their calls exactly and there is no Taiwan
    /// company (or the Taiwan companies fill theirs), or when the watchlist has neither.
    static func benchmarkRide(_ request: MarketDataRequest) -> (symbol: String, withStocks: Bool)? {
        guard let benchmark = request.benchmark.map({ AssetKey(symbol: $0).text }) else { return nil }
        let stocks = AssetKey.distinct(symbols: request.stocks)
        let hasRoom = stocks.count % YahooFinanceClient.sparkChunkSize != 0
        return (benchmark, stocks.contains(benchmark) || hasRoom || request.taiwan.isEmpty)
    }

    /// The benchmark's symbol as a list, when it rides in the stocks' calls (`withStocks`) or in
    /// the Taiwan companies' (not `withStocks`).
    static func benchmark(of request: MarketDataRequest, withStocks: Bool) -> [String] {
        guard let ride = benchmarkRide(request), ride.withStocks == withStocks else { return [] }
        return [ride.symbol]
    }

    /// The foreseen exchange-rate pairs whose daily closes ride in the stocks' spark calls: as many
    /// as the room their last call of 20 leaves after the stocks and the benchmark; none when no
    /// such call is made. The rest may ride in the Taiwan companies' calls
    /// (``ratesRiding(after:in:taken:)``); a pair left over has no daily closes.
    static func ratesWithStocks(_ request: MarketDataRequest) -> [ExchangePairs.Pair] {
        let sparked = AssetKey.distinct(symbols: request.stocks + benchmark(of: request, withStocks: true))
        return ratesRiding(after: sparked.count, in: request, taken: 0)
    }

    /// The foreseen pairs after the first `taken` that fit in the room a set of spark calls of
    /// `count` symbols leaves in its last call.
    static func ratesRiding(after count: Int, in request: MarketDataRequest, taken: Int) -> [ExchangePairs
        .Pair]
    {
        let size = YahooFinanceClient.sparkChunkSize
        let room = count == 0 ? 0 : (size - count % size) % size
        return Array(ExchangePairs(request.rates).foreseen.dropFirst(taken).prefix(room))
    }

    /// Moves the daily closes of `pairs` out of `sparked` into histories by the currency converted
    /// from. A rate's daily bar is stamped at midnight in London, which is 23:00 UTC the day before
    /// in summer time, while the chart's `gmtoffset` is London's offset of the day it is fetched:
    /// every bar is read at London's summer offset, so each falls on its own day in both seasons.
    static func takeRateHistories(
        _ pairs: [ExchangePairs.Pair], from sparked: inout [String: Sparkline]
    ) -> [String: Sparkline] {
        var histories: [String: Sparkline] = [:]
        for pair in pairs {
            guard var history = sparked.removeValue(forKey: AssetKey(symbol: pair.symbol).text) else {
                continue
            }
            history.utcOffset = londonSummerOffset
            histories[pair.from] = history
        }
        return histories
    }

    /// London's offset from UTC in summer time (BST), in seconds.
    static let londonSummerOffset = 3_600
}
