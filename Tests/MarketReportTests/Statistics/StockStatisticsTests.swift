import Testing

@testable import MarketReport

@Suite struct StockStatisticsTests {
    let apple = StockStatisticsInput(
        currency: "USD", price: 227.63, change: 2.58, changePercent: 1.1464, marketCap: 3_421_500_000_000,
        volume: 52_164_201, open: 225.1, dayHigh: 228.4, dayLow: 224.77, previousClose: 225.05,
        week52High: 260.1, week52Low: 164.08, averageVolume3Month: 48_902_113, peRatio: 36.191,
        eps: 6.29, dividendYield: 0.0043, postMarketPrice: 228.01, postMarketChangePercent: 0.1669,
        marketState: "POST", exchange: "NasdaqGS")

    @Test func overviewInOrder() {
        #expect(
            rows(AssetStatistics(stock: apple).overview) == [
                "Price: $227.63 (+1.15%)", "Change: +$2.58", "Market Cap: $3.42Tr", "Volume: 52.16M",
            ])
    }

    @Test func additionalInOrder() {
        #expect(
            rows(AssetStatistics(stock: apple).additional) == [
                "Open: $225.10", "Day High: $228.40", "Day Low: $224.77", "Previous Close: $225.05",
                "52W High: $260.10", "52W Low: $164.08", "Avg Volume (3M): 48.90M", "P/E: 36.19",
                "EPS: $6.29", "Dividend Yield: 0.43%", "Post-Market: $228.01 (+0.17%)",
                "Market State: Post-market", "Exchange: NasdaqGS",
            ])
    }

    @Test func postMarketChangeNeedsAPrice() {
        let input = StockStatisticsInput(currency: "USD", postMarketChangePercent: 0.4)
        #expect(AssetStatistics(stock: input).additional[10] == Statistic(title: "Post-Market", value: "n/a"))
    }

    @Test func londonPricesStayInPence() {
        let input = StockStatisticsInput(
            currency: "GBp", price: 123.4, change: -1.2, marketCap: 9_876_000_000, eps: 8.5)
        let statistics = AssetStatistics(stock: input)
        #expect(statistics.overview[0].value == "123.40p")
        #expect(statistics.overview[1].value == "-1.20p")
        #expect(statistics.overview[2].value == "9.88Bnp")
        #expect(statistics.additional[8].value == "8.50p")
    }

    @Test func otherCurrenciesAreNeverAssumedDollars() {
        let toyota = AssetStatistics(stock: StockStatisticsInput(currency: "JPY", price: 2845.5, change: -12))
        #expect(rows(Array(toyota.overview.prefix(2))) == ["Price: ¥2,845.5", "Change: -¥12"])
        let unknown = AssetStatistics(stock: StockStatisticsInput(price: 10))
        #expect(unknown.overview[0].value == "10.00")
    }

    @Test(arguments: [
        ("PRE", "Pre-market"), ("REGULAR", "Regular"), ("POST", "Post-market"), ("POSTPOST", "Closed"),
        ("PREPRE", "Closed"), ("CLOSED", "Closed"), ("HALTED", "HALTED"), (" ", "n/a"),
    ])
    func marketState(state: String, expected: String) {
        #expect(
            AssetStatistics(stock: StockStatisticsInput(marketState: state)).additional[11].value == expected)
    }
}
