import Foundation
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
                "EPS: $6.29", "Dividend Yield (trailing): 0.43%", "Post-Market: $228.01 (+0.17%)",
                "Market State: Post-market", "Exchange: NasdaqGS", "Quote Time: n/a",
            ])
    }

    @Test func postMarketChangeNeedsAPrice() {
        let quote = Self.quote {
            $0.currency = "USD"
            $0.postMarketChangePercent = 0.4
        }
        #expect(statistics(quote).additional[10] == Statistic(title: "Post-Market", value: "n/a"))
    }

    /// HSBA.L as Yahoo sends it: price in pence, market cap and EPS in pounds, P/E of the two
    /// in pounds (10.582 / 0.945 = 11.20).
    @Test func londonPricesInPenceMarketCapAndEarningsInPounds() {
        let quote = Self.quote {
            $0.currency = "GBp"
            $0.price = 1058.2
            $0.change = -3.4
            $0.marketCap = 185_610_000_000
            $0.eps = 0.945
            $0.trailingPE = 11.2
        }
        let statistics = statistics(quote)
        #expect(statistics.overview.prefix(3).map(\.value) == ["1,058.20p", "-3.40p", "£185.61Bn"])
        #expect(rows(Array(statistics.additional[7...8])) == ["P/E: 11.20", "EPS: £0.945"])
        let pe = quote.price! / 100 / quote.eps!
        #expect(abs(pe - quote.trailingPE!) < 0.01)
    }

    /// Johannesburg (cents) and Tel Aviv (agorot) work as London does; the currency decides,
    /// never the suffix: a `.L` listing quoted in dollars is dollars throughout.
    @Test(arguments: [
        ("GBp", "1,058.20p", "£185.61Bn", "£0.945"), ("ZAc", "1,058.20c", "R185.61Bn", "R0.945"),
        ("ILA", "1,058.20 ag.", "₪185.61Bn", "₪0.945"), ("USD", "$1,058.20", "$185.61Bn", "$0.945"),
        ("GBP", "£1,058.20", "£185.61Bn", "£0.945"),
    ])
    func minorUnitsFollowTheQuotesCurrency(currency: String, price: String, cap: String, eps: String) {
        var quote = Self.quote {
            $0.currency = currency
            $0.price = 1058.2
            $0.marketCap = 185_610_000_000
            $0.eps = 0.945
        }
        quote.symbol = "HSBA.L"
        let statistics = statistics(quote)
        #expect(
            [statistics.overview[0].value, statistics.overview[2].value, statistics.additional[8].value] == [
                price, cap, eps,
            ])
    }

    /// An index is points: no currency sign anywhere, and no currency in the CSV.
    @Test func indexesAreInPoints() {
        var quote = Self.quote {
            $0.currency = "USD"
            $0.quoteType = "INDEX"
            $0.price = 6858.47
            $0.change = 32.1
            $0.dayHigh = 6870
        }
        quote.symbol = "^GSPC"
        let source = StockSource(symbol: "^GSPC", quote: quote)
        let statistics = card(StockSource.declaration, source, currency: quote.priceCurrency)
        #expect(statistics.overview.prefix(2).map(\.value) == ["6,858.47", "+32.10"])
        #expect(statistics.additional[1].value == "6,870.00")
        #expect(StockSource.declaration.values(of: source)["currency"] == .unknown)
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

    /// Yahoo sends the trailing yield as a fraction and the forward yield in percent: the
    /// statistic, titled as trailing, is the trailing one in percent, never the forward one.
    @Test(arguments: [
        (0.0043 as Double?, 0.5 as Double?, 0.43 as Double?, "0.43%"), (nil, 0.5, nil, "n/a"),
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
            declaration.position(of: StockField.dividendYield).map {
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

    @Test func dividendYieldSaysItIsTrailing() {
        #expect(statistics(apple).additional[9].title == "Dividend Yield (trailing)")
    }

    /// The quote's time ends the card and has a table column; one from before the report's day
    /// is marked (7203.T dated 2025-12-30 in a report of 2026-01-02).
    @Test func quoteTimeIsShownAndMarkedWhenOlderThanTheReport() throws {
        var toyota = Self.quote {
            $0.currency = "JPY"
            $0.price = 2745.5
            $0.marketTime = Date(timeIntervalSince1970: 1_767_074_400)  // 2025-12-30 06:00 UTC
        }
        toyota.symbol = "7203.T"
        let source = StockSource(symbol: "7203.T", quote: toyota)
        let layout = StockSource.declaration.layout
        let values = StockSource.declaration.values(of: source)
        let time = try #require(StockSource.declaration.position(of: StockField.marketTime))
        #expect(layout.additional.last == time)
        #expect(layout.table.contains { LabelCatalog.english.columnTitle($0, of: layout) == "As of" })
        let stale = FieldFormat.Context(
            currency: CurrencyFormat(code: "JPY"), baseCurrency: usdBase, dates: utcDates,
            reportDay: CalendarDay(iso: "2026-01-02"), labels: .english)
        #expect(values.statistic(at: time, in: stale).value == "2025-12-30 06:00 UTC (stale)")
        let fresh = FieldFormat.Context(
            currency: CurrencyFormat(code: "JPY"), baseCurrency: usdBase, dates: utcDates,
            reportDay: CalendarDay(iso: "2025-12-30"), labels: .english)
        #expect(values.statistic(at: time, in: fresh).value == "06:00 UTC")
        #expect(values["market_time"]?.rawText(dates: utcDates) == "2025-12-30T06:00:00Z")
    }
}
