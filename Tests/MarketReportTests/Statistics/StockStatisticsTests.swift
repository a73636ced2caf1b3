import MarketData
import Testing

@testable import MarketReport

@Suite struct StockStatisticsTests {
    static func quote(_ fill: (inout StockQuote) -> Void) -> StockQuote {
        var quote = StockQuote(symbol: "AAPL")
        fill(&quote)
        return quote
    }

    let apple = quote {
        $0.currency = "USD"
        $0.price = 227.63
        $0.change = 2.58
        $0.changePercent = 1.1464
        $0.marketCap = 3_421_500_000_000
        $0.volume = 52_164_201
        $0.open = 225.1
        $0.dayHigh = 228.4
        $0.dayLow = 224.77
        $0.previousClose = 225.05
        $0.fiftyTwoWeekHigh = 260.1
        $0.fiftyTwoWeekLow = 164.08
        $0.averageVolume3Month = 48_902_113
        $0.trailingPE = 36.191
        $0.eps = 6.29
        $0.trailingAnnualDividendYield = 0.0043
        $0.postMarketPrice = 228.01
        $0.postMarketChangePercent = 0.1669
        $0.marketState = "POST"
        $0.fullExchangeName = "NasdaqGS"
        $0.exchange = "NMS"
    }

    func statistics(_ quote: StockQuote) -> (overview: [Statistic], additional: [Statistic]) {
        card(
            StockSource.declaration, StockSource(symbol: quote.symbol, quote: quote), currency: quote.currency
        )
    }

    @Test func overviewInOrder() {
        #expect(
            rows(statistics(apple).overview) == [
                "Price: $227.63 (+1.15%)", "Change: +$2.58", "Market Cap: $3.42Tr", "Volume: 52.16M",
            ])
    }

    @Test func additionalInOrder() {
        #expect(
            rows(statistics(apple).additional) == [
                "Open: $225.10", "Day High: $228.40", "Day Low: $224.77", "Previous Close: $225.05",
                "52W High: $260.10", "52W Low: $164.08", "Avg Volume (3M): 48.90M", "P/E: 36.19",
                "EPS: $6.29", "Dividend Yield: 0.43%", "Post-Market: $228.01 (+0.17%)",
                "Market State: Post-market", "Exchange: NasdaqGS",
            ])
    }

    @Test func postMarketChangeNeedsAPrice() {
        let quote = Self.quote {
            $0.currency = "USD"
            $0.postMarketChangePercent = 0.4
        }
        #expect(statistics(quote).additional[10] == Statistic(title: "Post-Market", value: "n/a"))
    }

    @Test func londonPricesStayInPence() {
        let quote = Self.quote {
            $0.currency = "GBp"
            $0.price = 123.4
            $0.change = -1.2
            $0.marketCap = 9_876_000_000
            $0.eps = 8.5
        }
        let statistics = statistics(quote)
        #expect(statistics.overview.prefix(3).map(\.value) == ["123.40p", "-1.20p", "9.88Bnp"])
        #expect(statistics.additional[8].value == "8.50p")
    }

    @Test func otherCurrenciesAreNeverAssumedDollars() {
        let toyota = statistics(
            Self.quote {
                $0.currency = "JPY"
                $0.price = 2845.5
                $0.change = -12
            })
        #expect(rows(Array(toyota.overview.prefix(2))) == ["Price: ¥2,845.5", "Change: -¥12"])
        let unknown = statistics(Self.quote { $0.price = 10 })
        #expect(unknown.overview[0].value == "10.00")
    }

    /// Yahoo sends the trailing yield as a fraction and the forward yield in percent: both
    /// become percent once, and the trailing one wins.
    @Test(arguments: [
        (0.0043 as Double?, 0.5 as Double?, 0.43 as Double?, "0.43%"), (nil, 0.5, 0.5, "0.50%"),
        (nil, nil, nil, "n/a"),
    ])
    func dividendYieldIsInPercent(trailing: Double?, forward: Double?, percent: Double?, shown: String) {
        let quote = Self.quote {
            $0.trailingAnnualDividendYield = trailing
            $0.dividendYield = forward
        }
        let declaration = StockSource.declaration
        let value = declaration.values(of: StockSource(symbol: "X", quote: quote))["dividend_yield"]?.number
        #expect(value.map { abs($0 - (percent ?? .nan)) < 1e-12 } ?? (percent == nil))
        #expect(
            declaration.layout.position(of: "dividend_yield").map {
                declaration.layout.fields[$0].format.unit
            } == .percent)
        #expect(statistics(quote).additional[9].value == shown)
    }

    @Test(arguments: [
        ("PRE", "Pre-market"), ("REGULAR", "Regular"), ("POST", "Post-market"), ("POSTPOST", "Closed"),
        ("PREPRE", "Closed"), ("CLOSED", "Closed"), ("HALTED", "HALTED"), (" ", "n/a"),
    ])
    func marketState(state: String, expected: String) {
        #expect(statistics(Self.quote { $0.marketState = state }).additional[11].value == expected)
    }
}
