import MarketData
import Testing

@testable import MarketReport

@Suite struct TaiwanStatisticsTests {
    let tsmc = TaiwanStockStatisticsInput(
        close: 1085, change: 25, volume: 25_312_004, tradeValue: 27_480_000_000, open: 1062, high: 1090,
        low: 1060, transactions: 45_231, market: .listed, industry: "Semiconductor",
        companyName: "Taiwan Semiconductor Manufacturing Co., Ltd.", paidInCapital: 259_325_245_210)

    @Test func overviewInOrder() {
        #expect(
            rows(AssetStatistics(taiwan: tsmc).overview) == [
                "Close: NT$1,085.00 (+2.36%)", "Change: +NT$25.00", "Volume: 25.31M",
                "Trade Value: NT$27.48Bn",
            ])
    }

    @Test func additionalInOrder() {
        #expect(
            rows(AssetStatistics(taiwan: tsmc).additional) == [
                "Open: NT$1,062.00", "High: NT$1,090.00", "Low: NT$1,060.00", "Transactions: 45,231",
                "Market: Listed (TWSE)", "Industry: Semiconductor",
                "Company Name: Taiwan Semiconductor Manufacturing Co., Ltd.",
                "Paid-in Capital (NT$): 259,325,245,210",
            ])
    }

    @Test func untradedZerosReadNotAvailable() {
        let input = TaiwanStockStatisticsInput(close: 0, change: 0, volume: 0, open: 0, high: 0, low: 0)
        let statistics = AssetStatistics(taiwan: input)
        #expect(statistics.overview[0] == Statistic(title: "Close", value: "n/a"))
        #expect(statistics.overview[2].value == "0")
        #expect(statistics.additional.prefix(3).map(\.value) == ["n/a", "n/a", "n/a"])
    }

    @Test(arguments: [
        (100.0 as Double?, -5.0 as Double?, -4.761904761904762 as Double?), (100, 0, 0), (5, 5, nil),
        (nil, 1, nil),
        (10, nil, nil),
    ])
    func changePercentAgainstThePreviousClose(close: Double?, change: Double?, expected: Double?) {
        #expect(TaiwanStockStatisticsInput(close: close, change: change).changePercent == expected)
    }

    @Test(arguments: [
        (TaiwanMarket.listed, "Listed (TWSE)"), (.otc, "OTC (TPEx)"),
        (.emerging, "Emerging (TPEx)"),
    ])
    func market(market: TaiwanMarket, expected: String) {
        #expect(
            AssetStatistics(taiwan: TaiwanStockStatisticsInput(market: market)).additional[4].value
                == expected)
    }
}
