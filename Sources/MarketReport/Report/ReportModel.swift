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

    /// Every gap, in watchlist order.
    public var gaps: [ReportGap] {
        allAssets.flatMap { asset in
            asset.gaps.map { ReportGap(kind: asset.kind, item: asset.id, reason: $0) }
        }
    }

    /// The latest trading day of the Taiwan quotes, which carry a day rather than a time.
    public var taiwanTradingDay: CalendarDay? {
        guard let position = AssetKind.taiwan.layout.position(of: "date") else { return nil }
        return taiwan.compactMap { asset -> CalendarDay? in
            guard case .day(let day) = asset.fields[position] else { return nil }
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

    private func movers(
        _ include: (Double) -> Bool, by order: (Double, Double) -> Bool
    ) -> [AssetReport] {
        let ranked = allAssets.enumerated().compactMap { position, asset in
            asset.changePercent.flatMap { include($0) ? (position, $0) : nil }
        }
        .sorted { $0.1 == $1.1 ? $0.0 < $1.0 : order($0.1, $1.1) }
        return ranked.prefix(Self.moverCount).map { asset(at: $0.0) }
    }

    /// The asset at `position` of ``allAssets``.
    private func asset(at position: Int) -> AssetReport {
        if position < stocks.count { return stocks[position] }
        if position < stocks.count + coins.count { return coins[position - stocks.count] }
        return taiwan[position - stocks.count - coins.count]
    }
}
