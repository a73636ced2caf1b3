import MarketData
import Testing

@testable import MarketReport

@Suite struct CoinStatisticsTests {
    static func coin(
        _ fill: (inout CoinMarket) -> Void, detail fillDetail: (inout CoinDetail) -> Void = { _ in }
    ) -> CoinSource {
        var market = CoinMarket(id: "bitcoin")
        fill(&market)
        var detail = CoinDetail(id: "bitcoin")
        fillDetail(&detail)
        return CoinSource(id: "bitcoin", market: market, detail: detail)
    }

    let bitcoin = coin {
        $0.currentPrice = 61408
        $0.priceChange24h = -1234.567
        $0.priceChangePercentage24h = -1.97
        $0.marketCap = 1_214_000_000_000
        $0.marketCapChange24h = -15_180_000_000
        $0.marketCapChangePercentage24h = -1.24
        $0.marketCapRank = 1
        $0.totalVolume = 25_180_000_000
        $0.high24h = 62_950.5
        $0.low24h = 60_880.12
    } detail: {
        $0.blockTimeInMinutes = 10
        $0.hashingAlgorithm = "SHA-256"
    }

    func statistics(_ source: CoinSource) -> (overview: [Statistic], additional: [Statistic]) {
        card(CoinSource.declaration, source, currency: CoinSource.currency)
    }

    @Test func overviewInOrder() {
        #expect(
            rows(statistics(bitcoin).overview) == [
                "Current Price: $61,408.00 (-1.97%)", "Market Capitalization: $1.21Tr (-1.24%)", "Rank: 1",
                "Volume: $25.18Bn",
            ])
    }

    @Test func additionalInOrder() {
        #expect(
            rows(statistics(bitcoin).additional) == [
                "24h High: $62,950.50", "24h Low: $60,880.12", "24h Price Change: -$1,234.57 (-1.97%)",
                "24h Market Cap Change: -$15.18Bn (-1.24%)", "Block Time: 10 min",
                "Hashing Algorithm: SHA-256", "Last Updated: n/a",
            ])
    }

    @Test func tinyPricesKeepTheirDigits() {
        let shiba = statistics(
            Self.coin {
                $0.currentPrice = 0.00000845
                $0.priceChange24h = 3.2014e-8
                $0.high24h = 6.31917e-7
            })
        #expect(shiba.overview[0].value == "$0.00000845")
        #expect(shiba.additional[0].value == "$0.0000006319")
        #expect(shiba.additional[2].value == "+$0.000000032")
    }

    /// Rank 0 means unranked: shown as n/a, and the CSV field is empty alike.
    @Test(arguments: [
        (0 as Int?, "n/a", ""), (nil, "n/a", ""), (-3, "n/a", ""), (1, "1", "1"), (1234, "1,234", "1234"),
    ])
    func rank(rank: Int?, expected: String, raw: String) {
        let source = Self.coin { $0.marketCapRank = rank }
        #expect(statistics(source).overview[2].value == expected)
        #expect(CoinSource.declaration.values(of: source)["rank"]?.rawText(dates: utcDates) == raw)
    }

    /// CoinGecko's `0` for an unknown market cap, rank or block time reads `n/a` on the card and
    /// leaves the CSV field empty: never `$0.00` or `0`.
    @Test func zeroMeansUnknown() {
        let source = Self.coin(
            {
                $0.currentPrice = 0.5
                $0.marketCap = 0
                $0.marketCapRank = 0
            }, detail: { $0.blockTimeInMinutes = 0 })
        let statistics = statistics(source)
        #expect(rows(Array(statistics.overview[1...2])) == ["Market Capitalization: n/a", "Rank: n/a"])
        #expect(statistics.additional[4].value == "n/a")
        let values = CoinSource.declaration.values(of: source)
        for key in ["market_cap", "rank", "block_time_minutes"] {
            #expect(values[key] == .unknown, "\(key)")
        }
    }

    @Test(arguments: [(0 as Double?, "n/a"), (nil, "n/a"), (-1, "n/a"), (10, "10 min"), (2.5, "2.5 min")])
    func blockTime(minutes: Double?, expected: String) {
        #expect(
            statistics(Self.coin({ _ in }, detail: { $0.blockTimeInMinutes = minutes })).additional[4].value
                == expected)
    }

    /// The change of a market cap CoinGecko does not know (`0`) is not known either: the card
    /// shows neither `0.00%` beside `n/a` nor a `$0.00` change, and the CSV fields are empty.
    @Test func theChangeOfAnUnknownMarketCapIsUnknown() {
        let source = Self.coin {
            $0.currentPrice = 0.5
            $0.marketCap = 0
            $0.marketCapChange24h = 0
            $0.marketCapChangePercentage24h = 0
        }
        let unknown = statistics(source)
        #expect(unknown.overview[1] == Statistic(title: "Market Capitalization", value: "n/a"))
        #expect(unknown.additional[3] == Statistic(title: "24h Market Cap Change", value: "n/a"))
        let values = CoinSource.declaration.values(of: source)
        for key in ["market_cap", "market_cap_change_24h", "market_cap_change_percent_24h"] {
            #expect(values[key] == .unknown, "\(key)")
        }
        let known = Self.coin {
            $0.marketCap = 1e9
            $0.marketCapChange24h = -2e7
            $0.marketCapChangePercentage24h = -1.96
        }
        #expect(statistics(known).additional[3].value == "-$20.00M")
        #expect(statistics(known).additional[3].percentageChange == -1.96)
    }

    @Test(arguments: [(0.25, "0.25 min"), (Double.nan, "n/a"), (1.005, "1.01 min")])
    func fractionalMinutes(minutes: Double, expected: String) {
        let context = FieldFormat.Context(
            currency: CurrencyFormat(code: "USD"), baseCurrency: usdBase, dates: utcDates, reportDay: nil,
            labels: .english)
        #expect(FieldFormat.minutes.text(FieldValue(minutes), in: context) == expected)
    }

    @Test(arguments: [("" as String?, "n/a"), (nil, "n/a"), ("Ethash", "Ethash")])
    func hashingAlgorithm(name: String?, expected: String) {
        #expect(
            statistics(Self.coin({ _ in }, detail: { $0.hashingAlgorithm = name })).additional[5].value
                == expected)
    }
}
