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

    /// The report of `watchlist`, dated `date` (`YYYY-MM-DD`).
    public func build(_ watchlist: Watchlist, date: String) -> ReportModel {
        ReportModel(
            date: date, fetchedAt: snapshot.fetchedAt, timeZone: dates.timeZone,
            stocks: watchlist.stocks.concurrentMap(stock), coins: watchlist.coins.concurrentMap(coin),
            taiwan: watchlist.taiwan.concurrentMap(taiwanStock))
    }

    /// The gap of an asset the provider knows but gave no price for.
    static let noPrice = "no price"

    /// The reasons data is missing for the asset `key`: the main dataset's reason alone, the
    /// others prefixed with what is missing (`sparkline: timeout`).
    func gaps(for key: AssetKey, main: MarketDataset, others: [MarketDataset]) -> [String] {
        let concerning = problemsBySymbol[key.text] ?? []
        var reasons: [String] = []
        for problem in concerning where problem.dataset == main {
            reasons.append(problem.reason.reason)
        }
        for problem in concerning where others.contains(problem.dataset) {
            reasons.append("\(problem.dataset.rawValue): \(problem.reason.reason)")
        }
        var seen = Set<String>()
        return reasons.filter { seen.insert($0).inserted }
    }
}
