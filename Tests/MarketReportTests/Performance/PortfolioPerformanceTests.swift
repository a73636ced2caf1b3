import Foundation
import MarketData
import Testing

@testable import MarketReport

/// The holdings' price returns against the benchmark's.
@Suite struct PortfolioPerformanceTests {
    /// Weekday closes from 2025-06-02 to 2026-12-01 (a Tuesday), rising by one a bar from 1000,
    /// stamped 21:00 UTC (a New York close at offset -5 h).
    static func weekdayCloses(symbol: String) -> Sparkline {
        var timestamps: [Date] = []
        var closes: [Double?] = []
        var day = CalendarDay(year: 2025, month: 6, day: 2)!
        let last = CalendarDay(year: 2026, month: 12, day: 1)!
        while day <= last {
            // 2025-06-02 is a Monday: days 5 and 6 of each week are the weekend.
            if (day.dayNumber - CalendarDay(year: 2025, month: 6, day: 2)!.dayNumber) % 7 < 5 {
                timestamps.append(Date(timeIntervalSince1970: Double(day.dayNumber) * 86_400 + 21 * 3_600))
                closes.append(1_000 + Double(closes.count))
            }
            day = day.adding(days: 1)
        }
        return Sparkline(symbol: symbol, timestamps: timestamps, closes: closes, utcOffset: -18_000)
    }

    /// The close of the last weekday on or before `day` in ``weekdayCloses(symbol:)``, read off
    /// the bars themselves.
    static func close(onOrBefore day: CalendarDay, in sparkline: Sparkline) -> Double? {
        var found: Double?
        for (time, close) in zip(sparkline.timestamps, sparkline.closes) {
            let barDay = CalendarDay(dayNumber: Int((time.timeIntervalSince1970 - 18_000) / 86_400))
            if barDay <= day { found = close }
        }
        return found
    }

    @Test func theBenchmarksReturnsFollowTheReturnDefinitionOnItsCloses() throws {
        let closes = Self.weekdayCloses(symbol: "^GSPC")
        var quote = StockQuote(symbol: "AAPL")
        quote.currency = "USD"
        quote.price = 250
        let snapshot = {
            var snapshot = MarketSnapshot(
                quotes: ["AAPL": quote], fetchedAt: Date(timeIntervalSince1970: 1_796_169_600))
            snapshot.benchmark = closes.keepingLastYear()
            return snapshot
        }()
        let watchlist = try Watchlist(
            json: Data(#"{"stocks": [{"symbol": "AAPL", "quantity": 2}]}"#.utf8), file: "watchlist.json")
        let model = ReportModelBuilder(snapshot: snapshot, timeZone: .gmt).build(
            watchlist, date: "2026-12-01")
        let performance = try #require(model.performance)
        #expect(performance.benchmarkSymbol == "^GSPC")
        let latest = try #require(
            Self.close(onOrBefore: CalendarDay(year: 2026, month: 12, day: 1)!, in: closes))
        func expected(_ reference: CalendarDay) throws -> Double {
            let start = try #require(Self.close(onOrBefore: reference, in: closes))
            return (latest - start) / start * 100
        }
        let returns = performance.benchmarkReturns
        // 2026-11-24 is a Tuesday; 2026-11-01 a Sunday (Friday's close); 2025-12-31 a Wednesday;
        // 2026-09-01 a Tuesday; 2025-12-01 a Monday.
        #expect(returns.week == (try expected(CalendarDay(year: 2026, month: 11, day: 24)!)))
        #expect(returns.month == (try expected(CalendarDay(year: 2026, month: 10, day: 30)!)))
        #expect(returns.quarter == (try expected(CalendarDay(year: 2026, month: 9, day: 1)!)))
        #expect(returns.yearToDate == (try expected(CalendarDay(year: 2025, month: 12, day: 31)!)))
        #expect(returns.year == (try expected(CalendarDay(year: 2025, month: 12, day: 1)!)))
        #expect(returns.week.map { abs($0 - 5 / (latest - 5) * 100) < 1e-9 } == true, "five weekdays back")
        #expect(
            performance.comparisons.map(\.benchmark) == [
                returns.week, returns.month, returns.quarter, returns.yearToDate, returns.year,
            ])
    }

    @Test func theHoldingsReturnIsTodaysQuantitiesHeldThroughThePeriod() {
        let rising = HeldAsset(
            kind: .stock, id: "UP", currency: "USD", group: nil, valueBase: 1_100, price: 110,
            returns: PeriodReturns(week: 10, quarter: 10), history: nil)
        let falling = HeldAsset(
            kind: .stock, id: "DOWN", currency: "EUR", group: nil, valueBase: 900, price: 9,
            returns: PeriodReturns(week: -10, quarter: 50), history: nil)
        let coin = HeldAsset(
            kind: .coin, id: "bitcoin", currency: "USD", group: nil, valueBase: 2_000, price: 50_000,
            returns: PeriodReturns(week: 0), history: nil)
        let performance = PortfolioPerformance(
            benchmarkSymbol: "^GSPC", benchmarkHistory: nil, held: [rising, falling, coin])
        let byPeriod = Dictionary(uniqueKeysWithValues: performance.comparisons.map { ($0.period, $0) })
        // Week: 4,000 today against 1,000 + 1,000 + 2,000 at the start.
        #expect(byPeriod[.week]?.portfolio == 0)
        #expect(byPeriod[.week]?.coverage == 100)
        // Quarter: the coin has no 3M return; 2,000 today against 1,000 + 600.
        let quarter = try? #require(byPeriod[.quarter]?.portfolio)
        #expect(quarter.map { abs($0 - 25) < 1e-9 } == true)
        #expect(byPeriod[.quarter]?.coverage == 50)
        #expect(byPeriod[.year]?.portfolio == nil && byPeriod[.year]?.coverage == 0)
        #expect(byPeriod[.week]?.benchmark == nil && byPeriod[.week]?.difference == nil)
    }

    @Test func theDifferenceIsInPercentagePoints() {
        let comparison = PortfolioPerformance.Comparison(
            period: .month, portfolio: 3.5, benchmark: 1.25, coverage: 100)
        #expect(comparison.difference == 2.25)
    }

    @Test func theBenchmarkDefaultsByBaseCurrencyAndTheFileWins() throws {
        let expected = [
            "USD": "^GSPC", "TWD": "^TWII", "EUR": "^STOXX50E", "GBP": "^FTSE", "JPY": "^N225",
            "CHF": "^GSPC",
        ]
        for (currency, symbol) in expected {
            #expect(Watchlist().benchmark(in: try #require(CurrencyCode(currency))) == symbol)
        }
        let chosen = try Watchlist(
            json: Data(#"{"benchmark": "0050.TW", "stocks": []}"#.utf8), file: "w.json")
        #expect(chosen.benchmark(in: .usd) == "0050.TW")
        #expect(chosen.jsonText.contains(#""benchmark": "0050.TW""#))
    }
}
