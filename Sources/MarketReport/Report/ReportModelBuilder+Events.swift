import Foundation
import MarketData

extension ReportModelBuilder {
    /// The events of `watchlist`'s stocks and Taiwan companies that fall within `window`, soonest
    /// first (ties in watchlist order): earnings and dividend days from the Yahoo quotes, ex-dividend
    /// and ex-rights days from the Taiwan schedules, with a holding's expected cash where the amount
    /// per share is known. Names and symbols are those of `model`'s assets.
    public func events(of watchlist: Watchlist, in model: ReportModel, window: EventWindow) -> [UpcomingEvent]
    {
        var events: [UpcomingEvent] = []
        for (entry, asset) in zip(watchlist.stocks, model.stocks) {
            guard let quote = snapshot.quote(for: entry.key) else { continue }
            events += Self.quoteEvents(quote, of: asset, today: window.first)
        }
        for (entry, asset) in zip(watchlist.taiwan, model.taiwan) {
            events += snapshot.taiwanExDividends(for: entry.key).flatMap {
                Self.scheduleEvents($0, of: asset, quantity: entry.quantity)
            }
        }
        let range = window.range
        return events.enumerated().filter { $0.element.falls(within: range) }
            .sorted { ($0.element.day, $0.offset) < ($1.element.day, $1.offset) }.map(\.element)
    }

    /// The earnings and dividend days a quote gives that have not passed by `today`.
    ///
    /// Earnings: the window `earningsTimestampStart`...`End` (an estimate when Yahoo says so, or
    /// when it spans days and Yahoo does not say), else `earningsTimestamp`, whichever has not
    /// passed, as days in the exchange's time zone. Yahoo's `dividendDate` is the payment day of
    /// the latest declared dividend, at midnight UTC, often long past.
    static func quoteEvents(_ quote: StockQuote, of asset: AssetReport, today: CalendarDay) -> [UpcomingEvent]
    {
        let zone = quote.exchangeTimezoneName.flatMap(TimeZone.init(identifier:)) ?? .gmt
        var windows: [(first: CalendarDay, last: CalendarDay, estimate: Bool)] = []
        if let start = quote.earningsWindowStart {
            let first = CalendarDay(start, in: zone)
            let last = max(first, CalendarDay(quote.earningsWindowEnd ?? start, in: zone))
            windows.append((first, last, quote.isEarningsDateEstimate ?? (first != last)))
        }
        if let time = quote.earningsTime {
            let day = CalendarDay(time, in: zone)
            windows.append((day, day, false))
        }
        var events: [UpcomingEvent] = []
        if let next = windows.first(where: { $0.last >= today }) {
            events.append(
                event(
                    .earnings, of: asset, day: next.first, lastDay: next.last == next.first ? nil : next.last,
                    isEstimate: next.estimate))
        }
        if let paid = quote.dividendDate.map({ CalendarDay($0, in: .gmt) }), paid >= today {
            events.append(event(.dividend, of: asset, day: paid))
        }
        return events
    }

    /// The ex-dividend and ex-rights days of one schedule row (a 權息 row gives both), the cash
    /// a holding of `quantity` shares receives where the amount is known.
    static func scheduleEvents(_ row: TaiwanExDividend, of asset: AssetReport, quantity: Double?)
        -> [UpcomingEvent]
    {
        var events: [UpcomingEvent] = []
        if row.kind.includesCash {
            var event = event(.exDividend, of: asset, day: row.exDate)
            event.cashPerShare = row.cashPerShare
            event.expectedCash = row.cashPerShare.flatMap { cash in quantity.map { cash * $0 } }
            events.append(event)
        }
        if row.kind.includesStock {
            var event = event(.exRights, of: asset, day: row.exDate)
            event.stockPerShare = row.stockPerShare
            events.append(event)
        }
        return events
    }

    private static func event(
        _ kind: UpcomingEvent.Kind, of asset: AssetReport, day: CalendarDay, lastDay: CalendarDay? = nil,
        isEstimate: Bool = false
    ) -> UpcomingEvent {
        UpcomingEvent(
            kind: kind, assetKind: asset.kind, id: asset.id, symbol: asset.symbol, name: asset.name, day: day,
            lastDay: lastDay, isEstimate: isEstimate, currency: asset.currency)
    }
}
