import Foundation
import MarketData

/// The day's facts in a few lines: when the data is from, the holdings' total with the day's
/// change and the gain, the new alerts and how many are still on, the events of the days ahead
/// and the top movers. It opens `report.md` (the "Today" block), heads the dashboard and is the
/// text a notification sends, so all three say the same.
public struct Digest: Sendable, Equatable {
    /// The days ahead whose events the reports list.
    public static let reportEventDays = 7
    /// The days ahead whose events a notification carries.
    public static let notificationEventDays = 2
    /// The most new alerts listed; the others are counted on one more line.
    static let listedAlerts = 4
    /// The most events listed; the others are counted on one more line.
    static let listedEvents = 3
    /// The gainers and the losers named on the movers' line.
    static let listedMovers = 3
    /// The most lines a digest has: data time, holdings, alerts (with the count of the others),
    /// still on, events (with the count of the others) and movers.
    public static let maximumLines = 1 + 1 + (listedAlerts + 1) + 1 + (listedEvents + 1) + 1

    /// `Market Report – 2026-12-01`.
    public var title: String
    /// When the data is from (and the Taiwan trading day).
    public var dataTime: String
    /// The holdings' total, the day's change in money and percent, and the gain; `nil` without
    /// holdings.
    public var holdings: String?
    /// The new alerts, the last line counting those not listed; a line saying there is none
    /// when there is none.
    public var alerts: [String]
    /// How many alerts are still on; `nil` when none is.
    public var stillOn: String?
    /// The events of the days ahead, soonest first, the last line counting those not listed;
    /// a line saying there is none when there is none.
    public var events: [String]
    /// The largest rises and falls of the day.
    public var movers: String
    /// The new alerts.
    public var newAlerts: [Alert]
    /// The events of the days ahead.
    public var upcoming: [UpcomingEvent]

    /// The digest of `model` in the words of `labels`, with the events of the `eventDays` days
    /// after the report's day (and of the day itself).
    public init(model: ReportModel, labels: LabelCatalog, eventDays: Int) {
        let dates = DateFormatting(timeZone: model.timeZone, dayPattern: labels[.datePattern])
        title =
            "\(labels[.reportTitle]) – \(CalendarDay(iso: model.date).map(dates.displayDay) ?? model.date)"
        var time = "\(labels[.dataAsOf]) \(dates.displayDateTime(model.fetchedAt))"
        if let day = model.taiwanTradingDay { time += ", \(labels[.taiwanDay]) \(dates.displayDay(day))" }
        dataTime = time
        holdings = model.portfolio.holdingCount > 0 ? Self.holdings(model.portfolio, labels) : nil
        newAlerts = model.newAlerts
        alerts = Self.listed(
            newAlerts.map { labels.text(.todayNewAlert, ["alert": labels.alertText($0)]) },
            upTo: Self.listedAlerts, more: { labels.count(.todayMoreAlerts, $0) },
            none: labels[.todayNoNewAlerts])
        let stillOnCount = model.alerts.count - newAlerts.count
        stillOn = stillOnCount == 0 ? nil : labels.count(.todayStillOn, stillOnCount)
        upcoming = Self.upcoming(model, days: eventDays)
        events = Self.listed(
            upcoming.map { Self.event($0, labels) }, upTo: Self.listedEvents,
            more: { labels.count(.todayMoreEvents, $0) },
            none: labels.count(.todayNoEvents, eventDays))
        movers = Self.movers(model, labels)
    }

    /// Whether there is something to tell: a new alert or an event in the days ahead.
    public var hasNews: Bool { !newAlerts.isEmpty || !upcoming.isEmpty }

    /// The lines, in order, at most ``maximumLines``.
    public var lines: [String] {
        [dataTime] + (holdings.map { [$0] } ?? []) + alerts + (stillOn.map { [$0] } ?? []) + events + [movers]
    }

    /// The title, then each line as a list item, as plain text ending in a newline.
    public var text: String {
        ([title] + lines.map { "- " + $0 }).joined(separator: "\n") + "\n"
    }

    /// The first `limit` of `texts` and a line counting the others (`more`), or `none` alone.
    private static func listed(
        _ texts: [String], upTo limit: Int, more: (Int) -> String, none: String
    ) -> [String] {
        if texts.isEmpty { return [none] }
        if texts.count <= limit { return texts }
        return Array(texts.prefix(limit)) + [more(texts.count - limit)]
    }

    /// The events of `model` from the report's day to `days` after it (a range that reaches
    /// into them counts), soonest first.
    static func upcoming(_ model: ReportModel, days: Int) -> [UpcomingEvent] {
        guard let today = CalendarDay(iso: model.date) else { return [] }
        let window = EventWindow(from: today, days: days).range
        return model.events.filter { $0.falls(within: window) }
    }

    /// `Holdings $12,345.67 (USD); day +$123.45 (+1.01%); gain +$2,345.67 (+23.46%)`.
    private static func holdings(_ portfolio: Portfolio, _ labels: LabelCatalog) -> String {
        let base = CurrencyFormat(code: portfolio.baseCurrency)
        let gain =
            portfolio.withCost == 0
            ? labels[.missing]
            : "\(base.signedAmount(portfolio.gain)) (\(NumberFormatting.percentChange(portfolio.gainPercent)))"
        return labels.text(
            .todayHoldings,
            [
                "total": base.amount(portfolio.total), "currency": portfolio.baseCurrency,
                "change": base.signedAmount(portfolio.dayChange),
                "percent": NumberFormatting.percentChange(portfolio.dayChangePercent), "gain": gain,
            ])
    }

    /// `2026-12-08 to 2026-12-12 NVIDIA Corporation (NVDA, Stocks): Earnings (estimated)`, with
    /// the amounts the source gives after the title.
    private static func event(_ event: UpcomingEvent, _ labels: LabelCatalog) -> String {
        let details = labels.eventDetails(event)
        let what = [labels.eventTitle(event)] + (details.isEmpty ? [] : [details])
        let asset = labels.text(
            .sinceAsset,
            ["name": event.name, "symbol": event.symbol, "section": labels.sectionTitle(event.assetKind)])
        return labels.text(
            .todayEvent,
            [
                "day": labels.eventDays(event), "asset": asset,
                "what": what.joined(separator: labels[.gapSeparator]),
            ])
    }

    /// `Up NVDA +3.48%, SHIB +3.48%; down TSLA -3.49%, DOGE -2.60%`.
    private static func movers(_ model: ReportModel, _ labels: LabelCatalog) -> String {
        func list(_ assets: [AssetReport]) -> String {
            let named = assets.prefix(listedMovers).map {
                "\($0.symbol) \(NumberFormatting.percentChange($0.changePercent))"
            }
            return named.isEmpty ? labels[.todayNone] : named.joined(separator: ", ")
        }
        return labels.text(.todayMovers, ["up": list(model.gainers), "down": list(model.losers)])
    }
}
