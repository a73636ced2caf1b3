import Foundation
import MarketData
import Testing

@testable import MarketReport

/// A coin's estimated past prices: the sparkline's hours over the last week, the prices its
/// changes imply before that, and nothing before the oldest of them.
@Suite struct CoinPriceEstimateTests {
    static func day(_ month: Int, _ day: Int, year: Int = 2026) -> CalendarDay {
        CalendarDay(year: year, month: month, day: day)!
    }

    /// Updated at noon UTC on 1 December 2026 at 100: a year before at 5 (+1,900%), 30 days before
    /// at 20 (+400%), 7 days before at 80 (+25%); the sparkline's last 49 hours 50, 51 ... 98.
    static func market(
        year: Double? = 1_900, month: Double? = 400, week: Double? = 25,
        sparkline: [Double] = (0...48).map {
            50 + Double($0)
        }
    ) -> CoinMarket {
        var market = CoinMarket(id: "bitcoin")
        market.currentPrice = 100
        market.lastUpdated = Date(timeIntervalSince1970: Double(day(12, 1).dayNumber) * 86_400 + 43_200)
        market.priceChangePercentage1y = year
        market.priceChangePercentage30d = month
        market.priceChangePercentage7d = week
        market.sparkline7d = sparkline
        return market
    }

    /// A close within the sparkline takes the hour nearest to it: 30 November closes at midnight,
    /// 12 hours before the last price, 29 November 36 hours before.
    @Test func theLastDaysTakeTheSparklinesHourAtTheClose() throws {
        let estimate = try #require(CoinPriceEstimate(market: Self.market()))
        #expect(estimate.price(atCloseOf: Self.day(11, 30)) == 86)
        #expect(estimate.price(atCloseOf: Self.day(11, 29)) == 62)
        // 28 November closes 60 hours back, before the sparkline's first hour (48 hours back): between
        // the 7-day price (80, 24 November noon) and that first hour (50, 29 November noon), 108 of 120
        // hours on.
        #expect(estimate.price(atCloseOf: Self.day(11, 28)) == 80 * pow(50.0 / 80, 0.9))
    }

    /// Between two of the changes' prices the estimate is geometric by time: halfway in time is the
    /// geometric mean.
    @Test func olderDaysAreInterpolatedBetweenTheChangesPrices() throws {
        let estimate = try #require(CoinPriceEstimate(market: Self.market()))
        // 12 November closes halfway between 1 November noon (20) and 24 November noon (80).
        #expect(estimate.price(atCloseOf: Self.day(11, 12)) == 40)
        // 17 May closes halfway between 1 December 2025 noon (5) and 1 November noon (20).
        #expect(estimate.price(atCloseOf: Self.day(5, 17)) == 10)
        // 1 December 2025 closes 12 hours after the year's price; 30 November 2025 12 hours before it.
        #expect(estimate.price(atCloseOf: Self.day(12, 1, year: 2025)) != nil)
        #expect(estimate.price(atCloseOf: Self.day(11, 30, year: 2025)) == nil)
        #expect(estimate.firstDay == Self.day(12, 1, year: 2025))
    }

    /// Without the 1-year change nothing is known before the 30-day price.
    @Test func withoutTheYearsChangeTheCoinStartsAtTheMonths() throws {
        let estimate = try #require(CoinPriceEstimate(market: Self.market(year: nil)))
        #expect(estimate.price(atCloseOf: Self.day(11, 12)) == 40)
        #expect(estimate.price(atCloseOf: Self.day(5, 17)) == nil)
        #expect(estimate.price(atCloseOf: Self.day(10, 31)) == nil)
        #expect(estimate.firstDay == Self.day(11, 1))
    }

    /// Without a sparkline the last week is between the 7-day price and today's.
    @Test func anEmptySparklineLeavesTheWeekToTheChanges() throws {
        let estimate = try #require(CoinPriceEstimate(market: Self.market(week: 300, sparkline: [])))
        // 27 November closes halfway between 24 November noon (25) and 1 December noon (100).
        #expect(estimate.price(atCloseOf: Self.day(11, 27)) == 50)
        #expect(estimate.price(atCloseOf: Self.day(11, 12)) == 20 * pow(25.0 / 20, 0.5))
    }

    /// A sparkline without changes tells its own hours only; with neither, nothing is known.
    @Test func withoutChangesOnlyTheSparklineCounts() throws {
        let hourly = try #require(CoinPriceEstimate(market: Self.market(year: nil, month: nil, week: nil)))
        #expect(hourly.price(atCloseOf: Self.day(11, 30)) == 86)
        #expect(hourly.price(atCloseOf: Self.day(11, 28)) == nil)
        #expect(hourly.firstDay == Self.day(11, 29))
        #expect(
            CoinPriceEstimate(market: Self.market(year: nil, month: nil, week: nil, sparkline: [])) == nil)
        #expect(
            CoinPriceEstimate(market: Self.market(year: -100, month: nil, week: nil, sparkline: [])) == nil)
    }
}
