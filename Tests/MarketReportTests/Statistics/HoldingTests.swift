import Testing

@testable import MarketReport

@Suite struct HoldingTests {
    @Test func valueAndProfit() throws {
        let tesla = try #require(Holding(quantity: 10, cost: 212.5, price: 250.25, currency: "USD"))
        #expect(tesla.marketValue == 2502.5)
        #expect(tesla.costBasis == 2125)
        #expect(tesla.profitLoss == 377.5)
        #expect(
            rows(tesla.statistics) == [
                "Quantity: 10", "Market Value: $2,502.50", "Cost Basis: $2,125.00",
                "Profit/Loss: +$377.50 (+17.76%)",
            ])
    }

    @Test func withoutCostThereIsNoProfit() throws {
        let coin = try #require(Holding(quantity: 0.12345678, cost: nil, price: 61408, currency: "usd"))
        #expect(coin.profitLoss == nil)
        #expect(
            rows(coin.statistics) == [
                "Quantity: 0.12345678", "Market Value: $7,581.23", "Cost Basis: n/a", "Profit/Loss: n/a",
            ])
    }

    @Test func withoutQuantityThereIsNoHolding() {
        #expect(Holding(quantity: nil, cost: 1, price: 1, currency: "USD") == nil)
        #expect(Holding(quantity: .nan, cost: 1, price: 1, currency: "USD") == nil)
    }

    @Test func lossesAndZeroCost() throws {
        let loss = try #require(Holding(quantity: 2, cost: 50, price: 40, currency: "EUR"))
        #expect(loss.profitLossPercent == -20)
        #expect(loss.statistics[3].value == "-€20.00")
        let gift = try #require(Holding(quantity: 2, cost: 0, price: 40, currency: "EUR"))
        #expect(gift.profitLossPercent == nil)
    }

    /// A position quoted in pence is worth pounds: 100 shares at 1,058.20p bought at 1,000p.
    @Test func aPenceHoldingIsShownInPounds() throws {
        let holding = try #require(Holding(quantity: 100, cost: 1000, price: 1058.2, currency: "GBp"))
        #expect(
            rows(holding.statistics) == [
                "Quantity: 100", "Market Value: £1,058.20", "Cost Basis: £1,000.00",
                "Profit/Loss: +£58.20 (+5.82%)",
            ])
    }

    @Test func totalsPerCurrencyFoldPenceIntoPounds() throws {
        let holdings = try [
            #require(Holding(quantity: 100, cost: 110, price: 123.4, currency: "GBp")),
            #require(Holding(quantity: 3, cost: 10, price: 12, currency: "GBP")),
            #require(Holding(quantity: 1, cost: 100, price: 90, currency: "USD")),
            #require(Holding(quantity: 1, cost: nil, price: 10, currency: "USD")),
            #require(Holding(quantity: 5, cost: 1, price: nil, currency: "USD")),
            #require(Holding(quantity: 1, cost: 1, price: 2, currency: nil)),
        ]
        let totals = HoldingTotal.totals(of: holdings)
        #expect(totals.map(\.currencyCode) == ["GBP", "USD", nil])
        #expect(abs(totals[0].marketValue - 159.4) < 1e-9)
        #expect(abs(totals[0].costBasis - 140) < 1e-9)
        #expect(totals[0].count == 2)
        #expect(totals[1].marketValue == 100)
        #expect(totals[1].costBasis == 100)
        #expect(totals[1].profitLoss == -10)
        #expect(
            rows(totals[0].statistics) == [
                "Total (GBP): £159.40 (+13.86%)", "Cost Basis: £140.00", "Profit/Loss: +£19.40 (+13.86%)",
            ])
        #expect(
            totals[2].statistic
                == Statistic(title: "Total", value: "2.00", percentageChange: 100, changeLabel: "P/L"))
    }

    @Test func noHoldingsNoTotals() {
        #expect(HoldingTotal.totals(of: []).isEmpty)
    }
}
