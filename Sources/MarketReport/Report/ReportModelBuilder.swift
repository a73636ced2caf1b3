import ConcurrentWork
import Foundation
import MarketData

/// Maps a watchlist and the fetched snapshot into a ``ReportModel``: one ``AssetReport`` per
/// watchlist entry, in order, with every missing piece of data recorded as a gap.
public struct ReportModelBuilder: Sendable {
    /// The fetched data.
    public let snapshot: MarketSnapshot
    /// Formats the dates and times shown.
    public let dates: DateFormatting
    /// The snapshot's problems by asset key, in their order, so each asset finds its own at once.
    private let problemsBySymbol: [String: [FetchProblem]]

    /// Creates a builder over `snapshot`, showing times in `timeZone`.
    public init(snapshot: MarketSnapshot, timeZone: TimeZone) {
        self.snapshot = snapshot
        self.dates = DateFormatting(timeZone: timeZone)
        self.problemsBySymbol = Dictionary(grouping: snapshot.problems, by: \.symbol)
    }

    /// The report of `watchlist`, dated `date` (`YYYY-MM-DD`), its holdings summed in `baseCurrency`.
    public func build(_ watchlist: Watchlist, date: String, baseCurrency: CurrencyCode = .usd) -> ReportModel
    {
        let holdings =
            watchlist.stocks.compactMap { entry in stockHolding(entry).map { (entry.key.text, $0) } }
            + watchlist.coins.compactMap { entry in coinHolding(entry).map { (entry.key.text, $0) } }
            + watchlist.taiwan.compactMap { entry in taiwanHolding(entry).map { (entry.key.text, $0) } }
        let portfolio = Portfolio(
            holdings: holdings, baseCurrency: baseCurrency.text, rates: snapshot.exchangeRates)
        var model = ReportModel(
            date: date, fetchedAt: snapshot.fetchedAt, timeZone: dates.timeZone,
            stocks: watchlist.stocks.concurrentMap { stock($0, in: portfolio) },
            coins: watchlist.coins.concurrentMap { coin($0, in: portfolio) },
            taiwan: watchlist.taiwan.concurrentMap { taiwanStock($0, in: portfolio) }, portfolio: portfolio)
        if !holdings.isEmpty {
            let rates = rateHistories
            model.performance = PortfolioPerformance(
                benchmarkSymbol: watchlist.benchmark(in: baseCurrency),
                benchmarkHistory: snapshot.benchmark.map(PriceHistory.init),
                held: watchlist.allEntries.compactMap { heldAsset($0, in: portfolio, rates: rates) })
        }
        return model
    }

    /// The holding of `entry` as the performance reads it, when it has a value in the base
    /// currency, with the daily closes of its currency's rate among `rates`.
    func heldAsset(_ entry: WatchlistEntry, in portfolio: Portfolio, rates: [String: RateHistory])
        -> HeldAsset?
    {
        let holding: Holding?
        var history: PriceHistory?
        var estimate: CoinPriceEstimate?
        var returns = PeriodReturns()
        switch entry.kind {
        case .stock:
            holding = stockHolding(entry)
            history = snapshot.sparkline(for: entry.key).map(PriceHistory.init)
        case .taiwan:
            holding = taiwanHolding(entry)
            history = snapshot.taiwanHistory(for: entry.key).map(PriceHistory.init)
        case .coin:
            holding = coinHolding(entry)
            let market = snapshot.coinMarket(for: entry.key)
            returns = CoinSource(id: entry.key.text, market: market, detail: nil).returns
            estimate = market.flatMap(CoinPriceEstimate.init(market:))
        }
        guard let holding, let price = holding.price, price > 0,
            let valueBase = portfolio.position(of: holding).valueBase
        else { return nil }
        return HeldAsset(
            kind: entry.kind, id: entry.key.text, currency: holding.valueCurrency, group: entry.group,
            valueBase: valueBase, price: price, returns: history?.returns ?? returns, history: history,
            estimate: estimate, rates: holding.valueCurrency.flatMap { rates[$0] })
    }

    /// The daily closes of each rate into the base currency, by the currency converted from, for
    /// the rates whose closes and today's rate were fetched: made once for all the holdings.
    var rateHistories: [String: RateHistory] {
        snapshot.rateHistories.reduce(into: [:]) { histories, entry in
            if let today = snapshot.exchangeRates[entry.key] {
                histories[entry.key] = RateHistory(today: today.rate, closes: PriceHistory(entry.value))
            }
        }
    }

    /// Why data is missing for the asset `key`: the main dataset's reasons, then the other
    /// datasets', each with the part it concerns (`sparkline: timeout`), each once.
    func gaps(for key: AssetKey, main: MarketDataset, others: [MarketDataset]) -> [Gap] {
        let concerning = problemsBySymbol[key.text] ?? []
        var gaps: [Gap] = []
        for problem in concerning where problem.dataset == main {
            gaps.append(Gap(Gap.Reason(problem.reason)))
        }
        for problem in concerning where others.contains(problem.dataset) {
            gaps.append(Gap(Gap.Reason(problem.reason), part: problem.dataset))
        }
        var seen = Set<Gap>()
        return gaps.filter { seen.insert($0).inserted }
    }
}
