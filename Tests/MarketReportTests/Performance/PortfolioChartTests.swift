import Foundation
import MarketData
import Testing

@testable import MarketReport

/// portfolio.svg: what it draws and what it says.
@Suite struct PortfolioChartTests {
    static let today = CalendarDay(year: 2026, month: 12, day: 1)!

    static func row(_ offset: Int, _ total: Double, _ source: HistoryRow.Source) -> HistoryRow {
        HistoryRow(date: today.adding(days: offset), baseCurrency: "USD", total: total, source: source)
    }

    static var history: ValueHistory {
        ValueHistory(rows: [
            row(-400, 10, .backfilled), row(-300, 90, .backfilled), row(-200, 100, .backfilled),
            row(-100, 110, .backfilled), row(-2, 130, .recorded), row(0, 150, .recorded),
        ])
    }

    static var benchmark: PriceHistory {
        PriceHistory(
            days: [today.adding(days: -320), today.adding(days: -100), today],
            closes: [4_000, 5_000, 6_000])
    }

    func chart() throws -> PortfolioChart {
        try #require(
            PortfolioChart(
                history: Self.history, baseCurrency: "USD", today: Self.today, benchmark: Self.benchmark,
                benchmarkSymbol: "^GSPC", labels: .english))
    }

    @Test func itDrawsTheLastYearAndRebasesTheBenchmarkToItsStart() throws {
        let chart = try chart()
        #expect(chart.rows.map(\.total) == [90, 100, 110, 130, 150], "a year back, not more")
        // The first row is 300 days back: the benchmark's close on or before it, 4,000, is 90.
        #expect(chart.benchmark.map(\.value) == [90, 112.5, 135])
        #expect(chart.change == nil, "a back-computed start is not compared with a recorded end")
    }

    @Test func theFileIsSelfContainedAndSaysWhatItShows() throws {
        let svg = try chart().svg
        #expect(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg""#))
        #expect(svg.contains(#"<title id="pc-title">Holdings in USD, last year</title>"#))
        #expect(
            svg.contains(
                "<desc id=\"pc-desc\">Holdings value in USD from 2026-02-04 to 2026-12-01: $90.00 to $150.00."
            ))
        #expect(svg.contains("3 days up to 2026-08-23 are back-computed from current holdings"))
        #expect(svg.contains("^GSPC, rebased to the same start: +50.00%."))
        #expect(svg.contains("@media (prefers-color-scheme: dark)"))
        for forbidden in ["<script", "href", "url(", "@import", "<image", "on" + "load"] {
            #expect(!svg.contains(forbidden), "\(forbidden)")
        }
        // One line of each kind, and a dot per recorded day.
        for kind in ["pc-backfilled", "pc-recorded", "pc-benchmark"] {
            #expect(
                svg.components(separatedBy: "class=\"pc-line \(kind)\" d=\"M").count - 1 == 2,
                "\(kind): sample and line")
        }
        #expect(svg.components(separatedBy: "<circle class=\"pc-dot\"").count - 1 == 2)
        // Value labels on the left and month labels along the bottom.
        #expect(svg.contains(">$150.00</text>") || svg.contains(">$160.00</text>"))
        #expect(svg.contains(">2026-03</text>") || svg.contains(">2026-04</text>"))
    }

    /// The back-computed days' words say how coins are valued, which are in none of those days
    /// and which count only from their oldest known price.
    @Test func itTellsOfTheCoinsInTheBackfilledDays() throws {
        func coin(_ id: String, year: Double?, month: Double?) -> HeldAsset {
            var market = CoinMarket(id: id)
            market.currentPrice = 10
            market.lastUpdated = Date(timeIntervalSince1970: Double(Self.today.dayNumber) * 86_400 + 43_200)
            market.priceChangePercentage1y = year
            market.priceChangePercentage30d = month
            return HeldAsset(
                kind: .coin, id: id, currency: "USD", group: nil, valueBase: 10, price: 10,
                returns: PeriodReturns(), history: nil, estimate: CoinPriceEstimate(market: market))
        }
        let rows = [-40, -20, -10].map {
            HistoryRow(
                date: Self.today.adding(days: $0), baseCurrency: "USD", total: 100, source: .backfilled,
                parts: ["value_coins": 10])
        }
        let chart = try #require(
            PortfolioChart(
                history: ValueHistory(rows: rows + [Self.row(0, 150, .recorded)]), baseCurrency: "USD",
                today: Self.today, benchmark: nil, benchmarkSymbol: "^GSPC", labels: .english,
                held: [
                    coin("bitcoin", year: 10, month: 5), coin("solana", year: nil, month: 5),
                    coin("pepe", year: nil, month: nil),
                ]))
        #expect(
            chart.description.contains(
                "Coins count at their hourly prices over the last 7 days; before that, their values are estimated "
                    + "between their prices of 7 days, 30 days and 1 year ago (from the price changes), not daily closes."
            ))
        #expect(
            chart.description.contains(
                "Left out of the back-computed days: pepe (no price change or hourly price)."))
        #expect(
            chart.description.contains("Counted only from their oldest known price: solana from 2026-11-01."))
        #expect(!chart.description.contains("bitcoin"))
        let noCoins = try #require(
            PortfolioChart(
                history: Self.history, baseCurrency: "USD", today: Self.today, benchmark: nil,
                benchmarkSymbol: "^GSPC", labels: .english))
        #expect(!noCoins.description.contains("Coins"))
    }

    /// Rising from a recorded start to a recorded end: the change is an arrow and a colour.
    @Test func aComparableChangeIsAnArrowAsWellAsAColour() throws {
        let history = ValueHistory(rows: [Self.row(-10, 100, .recorded), Self.row(0, 90, .recorded)])
        let chart = try #require(
            PortfolioChart(
                history: history, baseCurrency: "USD", today: Self.today, benchmark: nil,
                benchmarkSymbol: "^GSPC",
                labels: .english))
        #expect(chart.svg.contains(#"<tspan class="pc-down">▼ -10.00%</tspan>"#))
        #expect(chart.svg.contains("var(--down, #cf222e)"))
        #expect(!chart.svg.contains("pc-benchmark\""))
    }

    @Test func oneDayIsNoChart() {
        let history = ValueHistory(rows: [Self.row(0, 100, .recorded)])
        #expect(
            PortfolioChart(
                history: history, baseCurrency: "USD", today: Self.today, benchmark: nil,
                benchmarkSymbol: "^GSPC",
                labels: .english) == nil)
    }

    @Test func ticksAreRoundAndCoverTheValues() {
        let ticks = PortfolioChart.Plot.ticks(low: 63_412, high: 99_244)
        #expect(ticks == (60_000, 100_000, 10_000))
    }

    /// One recorded day and one back-computed day read in the singular.
    @Test func oneDayIsOneDay() throws {
        let chart = try #require(
            PortfolioChart(
                history: ValueHistory(rows: [Self.row(-1, 100, .backfilled), Self.row(0, 110, .recorded)]),
                baseCurrency: "USD", today: Self.today, benchmark: nil, benchmarkSymbol: "^GSPC",
                labels: .english))
        #expect(chart.description.contains("1 day up to 2026-11-30 is back-computed from current holdings"))
        #expect(chart.description.contains("1 day is recorded by the report."))
    }

    /// The words say holdings in other currencies convert at each day's rate, and name those
    /// that convert at today's: a currency without daily closes, one whose closes start late.
    @Test func theWordsSayWhichCurrenciesConvertAtTodaysRate() throws {
        let rows = [
            Self.row(-5, 100, .backfilled), Self.row(-4, 110, .backfilled), Self.row(0, 120, .recorded),
        ]
        func held(_ id: String, _ currency: String, rates: RateHistory?) -> HeldAsset {
            HeldAsset(
                kind: .stock, id: id, currency: currency, group: nil, valueBase: 10, price: 1,
                returns: PeriodReturns(), history: nil, rates: rates)
        }
        func rates(from offset: Int) -> RateHistory {
            RateHistory(today: 1, closes: PriceHistory(days: [Self.today.adding(days: offset)], closes: [1]))
        }
        func description(_ held: [HeldAsset]) throws -> String {
            try #require(
                PortfolioChart(
                    history: ValueHistory(rows: rows), baseCurrency: "USD", today: Self.today, benchmark: nil,
                    benchmarkSymbol: "^GSPC", labels: .english, held: held)
            ).description
        }
        let daily = "Holdings in other currencies are converted at each day's exchange rate."
        let all = try description([
            held("AAPL", "USD", rates: nil), held("7203.T", "JPY", rates: rates(from: -30)),
            held("6758.T", "JPY", rates: rates(from: -30)),
        ])
        #expect(all.contains(daily))
        #expect(!all.contains("today's exchange rate"))
        let some = try description([
            held("7203.T", "JPY", rates: rates(from: -4)), held("VOD.L", "GBP", rates: nil),
            held("SAP.DE", "EUR", rates: rates(from: -30)),
        ])
        #expect(some.contains(daily))
        #expect(
            some.contains(
                "Converted at today's exchange rate, for want of a daily one: GBP; JPY before "
                    + "\(Self.today.adding(days: -4))."))
        let none = try description([held("VOD.L", "GBP", rates: nil)])
        #expect(!none.contains(daily))
        #expect(none.contains("Converted at today's exchange rate, for want of a daily one: GBP."))
        #expect(try description([held("AAPL", "USD", rates: nil)]).contains("exchange rate") == false)

    }

    /// A legend entry starts after the words of the one before, counted wider where they are
    /// Han characters: the zh-TW legend's entries do not run into each other.
    @Test func theLegendMakesRoomForHanCharacters() throws {
        #expect(PortfolioChart.Plot.textWidth("實際記錄") == 48)
        #expect(abs(PortfolioChart.Plot.textWidth("Recorded") - 52.8) < 1e-9)
        let labels = try #require(LabelCatalog.builtIn("zh-TW"))
        let chart = try #require(
            PortfolioChart(
                history: Self.history, baseCurrency: "USD", today: Self.today, benchmark: Self.benchmark,
                benchmarkSymbol: "^GSPC", labels: labels))
        // The legend's samples are the 24-unit strokes at y 38.
        let starts = chart.svg.components(separatedBy: "<path class=\"pc-line ").dropFirst()
            .filter { $0.contains(",38h24") }
            .compactMap {
                Double($0.split(separator: "M").dropFirst().first?.split(separator: ",").first ?? "")
            }
        #expect(starts.count == 3)
        let words = [labels[.chartLegendRecorded], labels[.chartLegendBackfilled]]
        for (index, text) in words.enumerated() {
            #expect(starts[index + 1] >= starts[index] + 30 + Double(text.count) * 12, "\(starts)")
        }
    }
}
