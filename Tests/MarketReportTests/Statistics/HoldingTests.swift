import MarketData
import Testing

@testable import MarketReport

@Suite struct HoldingTests {
    @Test func valueGainAndDayChange() throws {
        let tesla = try #require(
            Holding(quantity: 10, cost: 212.5, price: 250.25, change: -2.5, currency: "USD"))
        #expect(tesla.value == 2502.5)
        #expect(tesla.costBasis == 2125)
        #expect(tesla.gain == 377.5)
        #expect(abs((tesla.gainPercent ?? 0) - 17.764705882352942) < 1e-12)
        #expect(tesla.dayChange == -25)
        #expect(tesla.valueCurrency == "USD")
    }

    @Test func withoutCostThereIsNoGain() throws {
        let coin = try #require(Holding(quantity: 0.12345678, cost: nil, price: 61408, currency: "USD"))
        #expect(coin.gain == nil)
        #expect(coin.gainPercent == nil)
        #expect(coin.value != nil)
    }

    @Test func withoutQuantityThereIsNoHolding() {
        #expect(Holding(quantity: nil, cost: 1, price: 1, currency: "USD") == nil)
        #expect(Holding(quantity: .nan, cost: 1, price: 1, currency: "USD") == nil)
    }

    @Test func lossesAndZeroCost() throws {
        let loss = try #require(Holding(quantity: 2, cost: 50, price: 40, currency: "EUR"))
        #expect(loss.gainPercent == -20)
        let gift = try #require(Holding(quantity: 2, cost: 0, price: 40, currency: "EUR"))
        #expect(gift.gainPercent == nil)
    }

    /// The contract: a GBp position's value, cost and gain are in pounds.
    @Test func penceAreConvertedToPoundsFirst() throws {
        let vodafone = try #require(
            Holding(quantity: 2500, cost: 78.4, price: 92.46, change: 0.66, currency: "GBp"))
        #expect(vodafone.valueCurrency == "GBP")
        #expect(abs((vodafone.value ?? 0) - 2311.5) < 1e-9)
        #expect(abs((vodafone.costBasis ?? 0) - 1960) < 1e-9)
        #expect(abs((vodafone.gain ?? 0) - 351.5) < 1e-9)
        #expect(abs((vodafone.dayChange ?? 0) - 16.5) < 1e-9)
    }

    static let rates = [
        "GBP": ExchangeRate(from: "GBP", to: "USD", rate: 1.25),
        "JPY": ExchangeRate(from: "JPY", to: "USD", rate: 0.0065),
    ]

    @Test func portfolioConvertsEachCurrencyAndWeighsPositions() throws {
        let holdings = try [
            ("VOD.L", #require(Holding(quantity: 1000, cost: 80, price: 100, currency: "GBp"))),
            ("7203.T", #require(Holding(quantity: 100, cost: 2000, price: 3000, currency: "JPY"))),
            ("TSLA", #require(Holding(quantity: 1, cost: nil, price: 500, currency: "USD"))),
        ]
        let portfolio = Portfolio(holdings: holdings, baseCurrency: "USD", rates: Self.rates)
        // 1,000 x 100p = £1,000 = $1,250; 100 x ¥3,000 = ¥300,000 = $1,950; $500.
        #expect(abs(portfolio.total - 3700) < 1e-9)
        #expect(!portfolio.isPartial)
        #expect(portfolio.subtotals.map(\.currency) == ["GBP", "JPY", "USD"])
        #expect(portfolio.subtotals.map(\.value) == [1000, 300_000, 500])
        #expect(portfolio.rates.map(\.from) == ["GBP", "JPY"])
        // Gain only over the two positions with a cost: $250 + $650 on $1,000 + $1,300.
        #expect(portfolio.withCost == 2)
        #expect(portfolio.counted == 3)
        #expect(abs(portfolio.gain - 900) < 1e-9)
        #expect(abs((portfolio.gainPercent ?? 0) - 900.0 / 2300.0 * 100) < 1e-9)
        let position = portfolio.position(of: holdings[0].1)
        #expect(abs((position.valueBase ?? 0) - 1250) < 1e-9)
        #expect(abs((position.weight ?? 0) - 1250.0 / 3700.0 * 100) < 1e-9)
        #expect(
            ReportViewModel.gainNote(portfolio, .english)
                == "over 2 of 3 holdings in the total, those with a cost")
    }

    /// A missing rate never counts as zero: the holding is left out and the total says so.
    @Test func aMissingRateMakesThePartialTotalNameIt() throws {
        let holdings = try [
            ("SAP.DE", #require(Holding(quantity: 10, cost: 100, price: 120, currency: "EUR"))),
            ("TSLA", #require(Holding(quantity: 2, cost: 100, price: 150, currency: "USD"))),
            ("NOPE", #require(Holding(quantity: 2, cost: 100, price: nil, currency: "USD"))),
        ]
        let portfolio = Portfolio(holdings: holdings, baseCurrency: "USD", rates: Self.rates)
        #expect(portfolio.total == 300)
        #expect(portfolio.isPartial)
        #expect(portfolio.missingRates == ["EUR"])
        #expect(portfolio.unpriced == ["NOPE"])
        #expect(portfolio.subtotals.first { $0.currency == "EUR" }?.valueBase == nil)
        #expect(portfolio.position(of: holdings[0].1).valueBase == nil)
        #expect(portfolio.position(of: holdings[0].1).weight == nil)
        #expect(
            ReportViewModel.partialNote(portfolio, .english)
                == "Partial total: no EUR/USD rate, those holdings are left out; no price for NOPE.")
    }

    @Test func theBaseCurrencyNeedsNoRate() throws {
        let holdings = try [
            ("2330", #require(Holding(quantity: 1000, cost: 980, price: 1465, currency: "TWD")))
        ]
        let portfolio = Portfolio(holdings: holdings, baseCurrency: "TWD", rates: [:])
        #expect(portfolio.total == 1_465_000)
        #expect(portfolio.rates.isEmpty)
        #expect(portfolio.position(of: holdings[0].1).weight == 100)
    }
}
