import Foundation
import MarketData

/// Which of the watchlist's alert rules hold for the assets of a report, and which of those are
/// new: an alert is new when the previous report (the comparison's) did not have it, or when
/// there is no previous report.
public struct AlertEvaluation: Sendable {
    /// The alerts, in the order of the report's assets, each asset's in the order of the rules.
    public private(set) var alerts: [Alert] = []
    /// The rules that could not be evaluated, each as the end of a warning (`from_cost` without a cost).
    public private(set) var unevaluated: [String] = []

    /// Evaluates the rules of `watchlist` (each entry's own, else the watchlist's defaults) for
    /// the assets of `model`, whose date is `today`.
    public init(watchlist: Watchlist, model: ReportModel, today: CalendarDay) {
        let held = Set(model.sincePrevious?.previousAlerts ?? [])
        let extremes = Extremes(model.sincePrevious)
        // The report has one asset per watchlist entry, in the watchlist's order.
        for kind in AssetKind.allCases {
            for (entry, asset) in zip(watchlist[kind], model[kind]) {
                evaluate(
                    entry, asset, defaults: watchlist.alerts, held: held, extremes: extremes, model, today)
            }
        }
    }

    /// The new 52-week highs and lows of the comparison, by asset.
    private struct Extremes {
        var highs: [Alert.Key: ReportComparison.Extreme] = [:]
        var lows: [Alert.Key: ReportComparison.Extreme] = [:]

        init(_ comparison: ReportComparison?) {
            for extreme in comparison?.newHighs ?? [] {
                highs[Alert.Key(rule: .newHigh, kind: extreme.asset.kind, id: extreme.asset.id)] = extreme
            }
            for extreme in comparison?.newLows ?? [] {
                lows[Alert.Key(rule: .newLow, kind: extreme.asset.kind, id: extreme.asset.id)] = extreme
            }
        }
    }

    /// Evaluates the rules of `entry` (its own, else `defaults`) for its report `asset`.
    private mutating func evaluate(
        _ entry: WatchlistEntry, _ asset: AssetReport, defaults: AlertRules, held: Set<Alert.Key>,
        extremes: Extremes, _ model: ReportModel, _ today: CalendarDay
    ) {
        for rule in entry.alerts.applying(defaults: defaults) {
            let key = Alert.Key(rule: rule.name, kind: asset.kind, id: asset.id)
            switch Self.reading(
                rule, key: key, of: asset, cost: entry.cost, extremes: extremes, in: model, today: today)
            {
            case .holds(let threshold, let value):
                alerts.append(
                    Alert(
                        key: key, symbol: asset.symbol, name: asset.name, currency: asset.currency,
                        threshold: threshold, value: value,
                        isNew: !held.contains(key)))
            case .unknown(let reason):
                unevaluated.append(
                    "the \(rule.name.rawValue) alert of \(asset.id) cannot be evaluated, \(reason)")
            case .clear:
                break
            }
        }
    }

    /// What a rule says of an asset.
    private enum Reading {
        /// The condition holds: the threshold and the figure that reached it.
        case holds(threshold: Double?, value: Double?)
        /// The condition does not hold, or cannot for want of the figure (a missing price).
        case clear
        /// The condition cannot be evaluated, for the reason given.
        case unknown(String)
    }

    /// What `rule` says of `asset`, whose watchlist entry gives `cost` (read when the asset has
    /// no position to carry it).
    private static func reading(
        _ rule: AlertRule, key: Alert.Key, of asset: AssetReport, cost: Double?, extremes: Extremes,
        in model: ReportModel, today: CalendarDay
    ) -> Reading {
        let threshold = rule.threshold ?? 0
        let price = asset.fields[.price]?.number
        func when(_ value: Double?, _ condition: (Double) -> Bool) -> Reading {
            guard let value, condition(value) else { return .clear }
            return .holds(threshold: rule.threshold, value: value)
        }
        switch rule.name {
        case .above:
            return when(price) { $0 >= threshold }
        case .below:
            return when(price) { $0 <= threshold }
        case .move:
            return when(asset.fields[.dayChange]?.number) { $0.magnitude >= threshold }
        case .newHigh, .newLow:
            guard let extreme = rule.name == .newHigh ? extremes.highs[key] : extremes.lows[key] else {
                return .clear
            }
            return .holds(threshold: extreme.previous, value: extreme.value)
        case .fromCost:
            guard let cost = asset.fields[.cost]?.number ?? cost, cost > 0 else {
                return .unknown("the watchlist gives no cost, add one with --cost")
            }
            // Multiplied before dividing, so that a price exactly at the threshold reaches it.
            return when(price.map { ($0 - cost) * 100 / cost }) {
                threshold < 0 ? $0 <= threshold : $0 >= threshold
            }
        case .stale:
            guard price != nil else { return .holds(threshold: rule.threshold, value: nil) }
            return when(age(of: asset, today: today, timeZone: model.timeZone)) { $0 > threshold }
        }
    }

    /// How many days before `today` the asset's quote is of (its quote time, or its trading day).
    private static func age(of asset: AssetReport, today: CalendarDay, timeZone: TimeZone) -> Double? {
        let day: CalendarDay
        switch asset.fields[.quoteTime] ?? asset.fields[.tradingDay] {
        case .instant(let date): day = CalendarDay(date, in: timeZone)
        case .day(let tradingDay): day = tradingDay
        default: return nil
        }
        return Double(today.dayNumber - day.dayNumber)
    }
}
