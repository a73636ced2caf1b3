import Foundation
import MarketData

/// The whole report, before rendering: one section per asset class, the gaps, the movers
/// and the portfolio in the base currency. Figures are raw values; the view model formats them.
public struct ReportModel: Sendable, Equatable {
    /// How many gainers and losers the summary lists.
    public static let moverCount = 5

    /// The report date, `YYYY-MM-DD`.
    public var date: String
    /// When the data was fetched.
    public var fetchedAt: Date
    /// The time zone dates and times are shown in.
    public var timeZone: TimeZone
    /// Stocks, in watchlist order.
    public var stocks: [AssetReport]
    /// Coins, in watchlist order.
    public var coins: [AssetReport]
    /// Taiwan stocks, in watchlist order.
    public var taiwan: [AssetReport]
    /// Every holding in the base currency.
    public var portfolio = Portfolio(holdings: [], baseCurrency: CurrencyCode.usd.text, rates: [:])
    /// What changed since the previous report, when there is one to compare with.
    public var sincePrevious: ReportComparison?
    /// The alert rules that hold, new and still on (see ``AlertEvaluation``).
    public var alerts: [Alert] = []
    /// The events of the days ahead the report looks at, soonest first.
    public var events: [UpcomingEvent] = []
    /// How many days after ``date`` ``events`` reach (`--events-days`).
    public var eventDays = EventWindow.defaultDays
    /// How the holdings did against the benchmark; `nil` without holdings.
    public var performance: PortfolioPerformance?
    /// The holdings' value day by day, this report's day included; `nil` without holdings.
    public var history: ValueHistory?

    /// The alerts that did not hold in the previous report.
    public var newAlerts: [Alert] { alerts.filter(\.isNew) }

    /// The assets of one class.
    public subscript(kind: AssetKind) -> [AssetReport] {
        switch kind {
        case .stock: stocks
        case .coin: coins
        case .taiwan: taiwan
        }
    }

    /// Every asset: stocks, coins, then Taiwan stocks, read in place rather than copied.
    public var allAssets: FlattenSequence<[[AssetReport]]> { [stocks, coins, taiwan].joined() }

    /// How many assets there are, of every class.
    public var assetCount: Int { stocks.count + coins.count + taiwan.count }

    /// Every gap, in watchlist order.
    public var gaps: [ReportGap] {
        allAssets.flatMap { asset in
            asset.gaps.map { ReportGap(kind: asset.kind, item: asset.id, gap: $0) }
        }
    }

    /// The latest trading day of the Taiwan quotes, which carry a day rather than a time.
    public var taiwanTradingDay: CalendarDay? {
        taiwan.compactMap { asset -> CalendarDay? in
            guard case .day(let day) = asset.fields[.tradingDay] else { return nil }
            return day
        }.max()
    }

    /// Whether any asset has its main figure (a price).
    public var hasAnyData: Bool { allAssets.contains { $0.price != nil } }

    /// The largest rises, largest first (ties in watchlist order).
    public var gainers: [AssetReport] {
        movers {
            $0 > 0
        } by: {
            $0 > $1
        }
    }

    /// The largest falls, largest first (ties in watchlist order).
    public var losers: [AssetReport] {
        movers {
            $0 < 0
        } by: {
            $0 < $1
        }
    }

    /// The first ``moverCount`` assets whose change `include` takes, in `order` (ties in watchlist
    /// order). Only the changes are read, in place, and only the leaders are kept while reading:
    /// a watchlist of thousands is neither copied nor sorted whole.
    private func movers(
        _ include: (Double) -> Bool, by order: (Double, Double) -> Bool
    ) -> [AssetReport] {
        var leaders: [(position: Int, change: Double)] = []
        var position = 0
        for list in [stocks, coins, taiwan] {
            for index in list.indices {
                defer { position += 1 }
                guard let change = list[index].fields.changePercent, include(change) else { continue }
                // After every leader it does not beat: ties stay in watchlist order.
                let rank = leaders.firstIndex { order(change, $0.change) } ?? leaders.count
                if rank < Self.moverCount {
                    leaders.insert((position, change), at: rank)
                    if leaders.count > Self.moverCount { leaders.removeLast() }
                }
            }
        }
        return leaders.map { asset(at: $0.position) }
    }

    /// The asset at `position` of ``allAssets``.
    private func asset(at position: Int) -> AssetReport {
        if position < stocks.count { return stocks[position] }
        if position < stocks.count + coins.count { return coins[position - stocks.count] }
        return taiwan[position - stocks.count - coins.count]
    }
}
