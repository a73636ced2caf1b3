import Testing

@testable import MarketReport

/// The titles and values of a statistics list, for comparing whole lists at once.
func rows(_ statistics: [Statistic]) -> [String] {
    statistics.map { "\($0.title): \($0.value)" + ($0.percentageChangeText.map { " (\($0))" } ?? "") }
}

@Suite struct StatisticTests {
    @Test(arguments: [
        (1.27 as Double?, Direction.up, "+1.27%" as String?),
        (-0.5, .down, "-0.50%"),
        (-0.004, .flat, "0.00%"),
        (0, .flat, "0.00%"),
        (nil, .flat, nil),
        (Double.nan, .flat, "n/a"),
    ])
    func trendFollowsTheChangeText(change: Double?, trend: Direction, text: String?) {
        let statistic = Statistic(title: "Price", value: "$1.00", percentageChange: change)
        #expect(statistic.trend == trend)
        #expect(statistic.percentageChangeText == text)
    }

    @Test func markers() {
        #expect(Direction.allCases.map(\.marker) == ["▲", "▼", ""])
    }

    @Test(arguments: [
        (AssetStatistics(stock: StockStatisticsInput()), 4, 13),
        (AssetStatistics(coin: CoinStatisticsInput()), 4, 6),
        (AssetStatistics(taiwan: TaiwanStockStatisticsInput()), 4, 8),
    ])
    func everythingMissingReadsNotAvailable(statistics: AssetStatistics, overview: Int, additional: Int) {
        #expect(statistics.overview.count == overview)
        #expect(statistics.additional.count == additional)
        for statistic in statistics.overview + statistics.additional {
            #expect(statistic.value == "n/a", "\(statistic.title)")
            #expect(statistic.percentageChange == nil, "\(statistic.title)")
        }
    }
}
