import Testing

@testable import MarketReport

@Suite struct CoinStatisticsTests {
    let bitcoin = CoinStatisticsInput(
        currency: "usd", price: 61408, priceChange24h: -1234.567, priceChangePercent24h: -1.97,
        marketCap: 1_214_000_000_000, marketCapChange24h: -15_180_000_000, marketCapChangePercent24h: -1.24,
        rank: 1, volume: 25_180_000_000, high24h: 62_950.5, low24h: 60_880.12, blockTimeMinutes: 10,
        hashingAlgorithm: "SHA-256")

    @Test func overviewInOrder() {
        #expect(
            rows(AssetStatistics(coin: bitcoin).overview) == [
                "Current Price: $61,408.00 (-1.97%)", "Market Capitalization: $1.21Tr (-1.24%)", "Rank: 1",
                "Volume: $25.18Bn",
            ])
    }

    @Test func additionalInOrder() {
        #expect(
            rows(AssetStatistics(coin: bitcoin).additional) == [
                "24h High: $62,950.50", "24h Low: $60,880.12", "24h Price Change: -$1,234.57 (-1.97%)",
                "24h Market Cap Change: -$15.18Bn (-1.24%)", "Block Time: 10 min",
                "Hashing Algorithm: SHA-256",
            ])
    }

    @Test func tinyPricesKeepTheirDigits() {
        let shiba = CoinStatisticsInput(
            currency: "usd", price: 0.00000845, priceChange24h: 3.2014e-8, high24h: 6.31917e-7)
        let statistics = AssetStatistics(coin: shiba)
        #expect(statistics.overview[0].value == "$0.00000845")
        #expect(statistics.additional[0].value == "$0.0000006319")
        #expect(statistics.additional[2].value == "+$0.000000032")
    }

    @Test(arguments: [(0 as Int?, "n/a"), (nil, "n/a"), (-3, "n/a"), (1, "1"), (1234, "1,234")])
    func rank(rank: Int?, expected: String) {
        #expect(AssetStatistics(coin: CoinStatisticsInput(rank: rank)).overview[2].value == expected)
    }

    @Test(arguments: [
        (0 as Double?, "n/a"), (nil, "n/a"), (-1, "n/a"), (Double.nan, "n/a"), (10, "10 min"),
        (0.25, "0.25 min"),
    ])
    func blockTime(minutes: Double?, expected: String) {
        #expect(
            AssetStatistics(coin: CoinStatisticsInput(blockTimeMinutes: minutes)).additional[4].value
                == expected)
    }

    @Test(arguments: [("" as String?, "n/a"), (nil, "n/a"), ("Ethash", "Ethash")])
    func hashingAlgorithm(name: String?, expected: String) {
        #expect(
            AssetStatistics(coin: CoinStatisticsInput(hashingAlgorithm: name)).additional[5].value == expected
        )
    }
}
