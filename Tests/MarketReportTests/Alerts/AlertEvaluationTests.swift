import Foundation
import MarketData
import Testing

@testable import MarketReport

/// Each alert rule at its threshold, the defaults and their overrides, and new against still on.
@Suite struct AlertEvaluationTests {
    static let today = CalendarDay(year: 2026, month: 12, day: 1)!
    static let fetchedAt = Date(timeIntervalSince1970: 1_796_126_400)  // 2026-12-01 12:00 UTC

    /// A USD quote of `symbol` (GBp for a `.L` symbol) of today.
    static func quote(
        _ symbol: String, price: Double?, change: Double? = nil, high: Double? = nil, low: Double? = nil,
        time: Date? = fetchedAt
    ) -> StockQuote {
        var quote = StockQuote(symbol: symbol)
        quote.currency = symbol.hasSuffix(".L") ? "GBp" : "USD"
        quote.price = price
        quote.changePercent = change
        quote.fiftyTwoWeekHigh = high
        quote.fiftyTwoWeekLow = low
        quote.marketTime = time
        return quote
    }

    /// The report of `watchlist` on `quotes`, compared with `previous` when given.
    static func model(_ watchlist: String, _ quotes: [StockQuote], previous: PreviousReport? = nil) throws
        -> (Watchlist, ReportModel)
    {
        let list = try Watchlist(json: Data(watchlist.utf8), file: "watchlist.json")
        let snapshot = MarketSnapshot(
            quotes: Dictionary(uniqueKeysWithValues: quotes.map { ($0.symbol, $0) }), fetchedAt: fetchedAt)
        var model = ReportModelBuilder(snapshot: snapshot, timeZone: TimeZone(identifier: "UTC")!)
            .build(list, date: today.description)
        model.sincePrevious = previous.map { ReportComparison(previous: $0, model: model) }
        return (list, model)
    }

    /// The alerts of `watchlist` on `quotes`.
    static func alerts(_ watchlist: String, _ quotes: [StockQuote], previous: PreviousReport? = nil) throws
        -> AlertEvaluation
    {
        let (list, model) = try model(watchlist, quotes, previous: previous)
        return AlertEvaluation(watchlist: list, model: model, today: today)
    }

    /// The names of the rules that fire for a stock `AAPL` with `rules`.
    static func fired(_ rules: String, _ quote: StockQuote, entry: String = "") throws -> [String] {
        let json = #"{"stocks": [{"symbol": "\#(quote.symbol)"\#(entry), "alerts": \#(rules)}]}"#
        return try alerts(json, [quote]).alerts.map(\.key.rule.rawValue)
    }

    @Test func aboveAndBelowFireExactlyAtTheThreshold() throws {
        #expect(try Self.fired(#"{"above": 300}"#, Self.quote("AAPL", price: 300)) == ["above"])
        #expect(try Self.fired(#"{"above": 300}"#, Self.quote("AAPL", price: 299.99)) == [])
        #expect(try Self.fired(#"{"below": 300}"#, Self.quote("AAPL", price: 300)) == ["below"])
        #expect(try Self.fired(#"{"below": 300}"#, Self.quote("AAPL", price: 300.01)) == [])
    }

    /// A GBp price is compared in pence, as written: no conversion to pounds.
    @Test func aPencePriceIsComparedInPence() throws {
        let alerts = try Self.alerts(
            #"{"stocks": [{"symbol": "HSBA.L", "alerts": {"above": 1000}}]}"#,
            [Self.quote("HSBA.L", price: 1058.2)]
        ).alerts
        #expect(alerts.map(\.key.rule) == [.above])
        #expect(alerts.first?.value == 1058.2)
        #expect(alerts.first?.threshold == 1000)
    }

    @Test func moveFiresAtTheThresholdEitherWay() throws {
        #expect(try Self.fired(#"{"move": 5}"#, Self.quote("AAPL", price: 1, change: -5.0)) == ["move"])
        #expect(try Self.fired(#"{"move": 5}"#, Self.quote("AAPL", price: 1, change: 5.0)) == ["move"])
        #expect(try Self.fired(#"{"move": 5}"#, Self.quote("AAPL", price: 1, change: -4.99)) == [])
    }

    @Test func fromCostFiresAtThePercentDownOrUp() throws {
        let cost = #", "quantity": 1, "cost": 100"#
        #expect(
            try Self.fired(#"{"from_cost": -15}"#, Self.quote("AAPL", price: 85), entry: cost) == [
                "from_cost"
            ])
        #expect(try Self.fired(#"{"from_cost": -15}"#, Self.quote("AAPL", price: 85.01), entry: cost) == [])
        #expect(
            try Self.fired(#"{"from_cost": 25}"#, Self.quote("AAPL", price: 125), entry: cost) == [
                "from_cost"
            ])
        #expect(try Self.fired(#"{"from_cost": 25}"#, Self.quote("AAPL", price: 124.99), entry: cost) == [])
    }

    /// Without a cost the rule cannot be evaluated: no alert, and a reason to warn with.
    @Test func fromCostWithoutACostDoesNotFire() throws {
        let evaluation = try Self.alerts(
            #"{"stocks": [{"symbol": "AAPL", "quantity": 2, "alerts": {"from_cost": -15}}]}"#,
            [Self.quote("AAPL", price: 1)])
        #expect(evaluation.alerts.isEmpty)
        #expect(
            evaluation.unevaluated == [
                "the from_cost alert of AAPL cannot be evaluated, the watchlist gives no cost, add one with --cost"
            ])
    }

    @Test func staleFiresPastItsDaysOrWithoutAPrice() throws {
        let day: Double = 86_400
        let twoDaysOld = Self.quote("AAPL", price: 1, time: Self.fetchedAt - 2 * day)
        #expect(try Self.fired(#"{"stale": 2}"#, twoDaysOld) == [])
        #expect(try Self.fired(#"{"stale": 1}"#, twoDaysOld) == ["stale"])
        #expect(try Self.fired(#"{"stale": 0}"#, Self.quote("AAPL", price: 1)) == [])
        #expect(try Self.fired(#"{"stale": 5}"#, Self.quote("AAPL", price: nil)) == ["stale"])
    }

    @Test func newHighAndLowAgainstThePreviousReport() throws {
        let previous = PreviousReport(
            date: CalendarDay(year: 2026, month: 11, day: 30)!,
            assets: [
                .init(
                    kind: .stock, id: "AAPL", currency: "USD",
                    numbers: ["week52_high": 300, "week52_low": 100])
            ])
        let json = #"{"stocks": [{"symbol": "AAPL", "alerts": {"new_high": true, "new_low": true}}]}"#
        let higher = try Self.alerts(
            json, [Self.quote("AAPL", price: 310, high: 310, low: 100)], previous: previous)
        #expect(higher.alerts.map(\.key.rule) == [.newHigh])
        #expect(higher.alerts.first?.threshold == 300)
        let same = try Self.alerts(
            json, [Self.quote("AAPL", price: 300, high: 300, low: 100)], previous: previous)
        #expect(same.alerts.isEmpty)
        // Without a previous report there is nothing to compare the range with.
        #expect(try Self.alerts(json, [Self.quote("AAPL", price: 310, high: 310, low: 100)]).alerts.isEmpty)
    }

    /// The watchlist's defaults apply to every entry; an entry's own rule wins, `false` turns one off.
    @Test func defaultsOverridesAndFalse() throws {
        let json = #"""
            {"alerts": {"above": 100, "move": 5},
             "stocks": ["AAPL", {"symbol": "MSFT", "alerts": {"above": 500}}, {"symbol": "NVDA", "alerts": {"move": false}}]}
            """#
        let quotes = ["AAPL", "MSFT", "NVDA"].map { Self.quote($0, price: 200, change: 6) }
        let alerts = try Self.alerts(json, quotes).alerts
        #expect(
            alerts.map { "\($0.key.id) \($0.key.rule.rawValue)" } == [
                "AAPL above", "AAPL move", "MSFT move", "NVDA above",
            ])
    }

    /// New when it did not hold in the previous report; still on when it did; new again after a
    /// report without it.
    @Test func newThenStillOnThenNewAgain() throws {
        let json = #"{"stocks": [{"symbol": "AAPL", "alerts": {"above": 300}}]}"#
        func run(_ price: Double, after previous: [Alert]?) throws -> [Alert] {
            let report = previous.map { alerts in
                PreviousReport(
                    date: CalendarDay(year: 2026, month: 11, day: 30)!, assets: [],
                    alerts: alerts.map(\.key))
            }
            return try Self.alerts(json, [Self.quote("AAPL", price: price)], previous: report).alerts
        }
        let first = try run(310, after: nil)
        #expect(first.map(\.isNew) == [true])
        let second = try run(320, after: first)
        #expect(second.map(\.isNew) == [false])
        let gone = try run(290, after: second)
        #expect(gone.isEmpty)
        #expect(try run(305, after: gone).map(\.isNew) == [true])
    }
}
