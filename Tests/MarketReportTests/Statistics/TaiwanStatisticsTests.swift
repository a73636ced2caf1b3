import Foundation
import MarketData
import Testing

@testable import MarketReport

@Suite struct TaiwanStatisticsTests {
    static func source(
        market: TaiwanMarket = .listed, company fillCompany: (inout TaiwanCompany) -> Void = { _ in },
        quote fillQuote: ((inout TaiwanDailyQuote) -> Void)? = nil
    ) -> TaiwanSource {
        var company = TaiwanCompany(code: "2330", market: market)
        fillCompany(&company)
        let quote = fillQuote.map { fill in
            var quote = TaiwanDailyQuote(code: "2330", market: market)
            fill(&quote)
            return quote
        }
        return TaiwanSource(code: "2330", company: company, quote: quote)
    }

    let tsmc = source {
        $0.industryCode = "24"
        $0.companyName = "Taiwan Semiconductor Manufacturing Co., Ltd."
        $0.paidInCapital = 259_325_245_210
    } quote: {
        $0.close = 1085
        $0.change = 25
        $0.volume = 25_312_004
        $0.tradeValue = 27_480_000_000
        $0.open = 1062
        $0.high = 1090
        $0.low = 1060
        $0.transactions = 45_231
    }

    func statistics(_ source: TaiwanSource) -> (overview: [Statistic], additional: [Statistic]) {
        card(TaiwanSource.declaration, source, currency: TaiwanSource.currency)
    }

    @Test func overviewInOrder() {
        #expect(
            rows(statistics(tsmc).overview) == [
                "Close: NT$1,085.00 (+2.36%)", "Change: +NT$25.00", "Volume: 25.31M",
                "Trade Value: NT$27.48Bn",
            ])
    }

    @Test func additionalInOrder() {
        let additional = rows(statistics(tsmc).additional)
        #expect(
            Array(additional.prefix(10)) == [
                "Day Price: Close", "Open: NT$1,062.00", "High: NT$1,090.00", "Low: NT$1,060.00",
                "Transactions: 45,231",
                "Market: Listed (TWSE)", "Industry: Semiconductor",
                "Company Name: Taiwan Semiconductor Manufacturing Co., Ltd.",
                "Paid-in Capital (NT$): 259,325,245,210", "Trading Day: n/a",
            ])
        #expect(additional.count == 10 + TaiwanField.cardFigures.count)
        #expect(additional.dropFirst(10).allSatisfy { $0.hasSuffix(": n/a") }, "no figures published")
    }

    /// The exchanges' daily figures in the details: net shares with their sign, lots, ratios,
    /// the dividend yield in percent, the revenue in NT$ with its month and changes.
    @Test func dailyFiguresInTheDetails() {
        var source = tsmc
        var figures = TaiwanDailyFigures()
        figures.institutional = TaiwanInstitutionalTrades(
            foreign: -12_748_541, investmentTrust: 43_225, dealers: 0, total: -12_615_453)
        figures.margin = TaiwanMarginBalance(
            marginBalance: 30_664, marginPreviousBalance: 30_832, shortBalance: 130, shortPreviousBalance: 130
        )
        figures.valuation = TaiwanValuation(priceEarnings: nil, dividendYield: 0.91, priceBook: 10.63)
        figures.revenue = TaiwanMonthlyRevenue(
            month: CalendarDay(iso: "2026-06-01")!, revenue: 13_382_706_000,
            monthOverMonth: 6.110785011084273,
            yearOverYear: -26.577034099306168)
        source.figures = figures
        #expect(
            Array(rows(statistics(source).additional).dropFirst(10)) == [
                "Foreign Investors Net (shares): -12,748,541", "Investment Trusts Net (shares): +43,225",
                "Dealers Net (shares): 0", "Institutional Investors Net (shares): -12,615,453",
                "Margin Balance (lots): 30,664", "Margin Balance Change (lots): -168",
                "Short Balance (lots): 130",
                "Short Balance Change (lots): 0", "P/E: n/a", "Dividend Yield: 0.91%", "P/B: 10.63",
                "Monthly Revenue: NT$13.38Bn", "Revenue Month: 2026-06", "Revenue MoM: +6.11%",
                "Revenue YoY: -26.58%",
            ])
    }

    /// TWSE's zeros on an untraded day, once decoded: every price, the change and the volume read
    /// `n/a` (never `NT$0.00` or `0`), and the CSV holds empty fields.
    @Test func untradedZerosReadNotAvailable() {
        var quote = TaiwanDailyQuote(code: "2330", market: .listed)
        (quote.close, quote.change, quote.open, quote.high, quote.low) = (0, 0, 0, 0, 0)
        (quote.volume, quote.tradeValue, quote.transactions) = (0, 0, 0)
        let untraded = TaiwanSource(code: "2330", company: nil, quote: quote.withoutUntradedPlaceholders())
        let statistics = statistics(untraded)
        #expect(statistics.overview.map(\.value) == ["n/a", "n/a", "n/a", "n/a"])
        #expect(statistics.additional.prefix(4).map(\.value) == ["n/a", "n/a", "n/a", "n/a"])
        let values = TaiwanSource.declaration.values(of: untraded)
        #expect(values["close"] == .missing(reason: "no trades"))
        for key in ["change", "open", "high", "low", "volume", "trade_value"] {
            #expect(values[key]?.rawText(dates: DateFormatting(timeZone: .gmt)) == "", "\(key)")
        }
        #expect(TaiwanSource.declaration.values(of: Self.source())["close"] == .unknown)
    }

    /// An emerging-board quote is the day's average price, and the card says so.
    @Test func emergingBoardPriceIsAnAverage() {
        let source = Self.source(
            market: .emerging,
            quote: {
                $0.close = 89.35
                $0.change = 1.15
                $0.isAveragePrice = true
            })
        let statistics = statistics(source)
        #expect(rows([statistics.overview[0]]) == ["Close: NT$89.35 (+1.30%)"])
        #expect(statistics.additional[0].value == "Average (emerging board, no closing auction)")
        #expect(statistics.additional[5].value == "Emerging (TPEx)")
    }

    /// An ex-dividend or ex-rights note in place of the change is shown, with its meaning.
    @Test(arguments: [("除息", "除息 (ex-dividend)"), ("除權", "除權 (ex-rights)"), ("注意", "注意")])
    func changeNoteIsShown(note: String, shown: String) {
        let source = Self.source(quote: {
            $0.close = 259.5
            $0.changeNote = note
        })
        #expect(statistics(source).overview[1] == Statistic(title: "Change", value: shown))
        #expect(
            TaiwanSource.declaration.values(of: source)["change"] == .missing(reason: .exchangeNote(note)))
    }

    @Test(arguments: [
        (100.0 as Double?, -5.0 as Double?, -4.761904761904762 as Double?), (100, 0, 0), (5, 5, nil),
        (nil, 1, nil), (10, nil, nil), (1, 5, nil), (0, -5, nil), (Double.nan, 1, nil),
        (10, Double.infinity, nil),
    ])
    func changePercentAgainstThePreviousClose(close: Double?, change: Double?, expected: Double?) {
        var quote = TaiwanDailyQuote(code: "2330", market: .listed)
        quote.close = close
        quote.change = change
        #expect(quote.changePercent == expected)
    }

    @Test(arguments: [
        (TaiwanMarket.listed, "Listed (TWSE)"), (.otc, "OTC (TPEx)"),
        (.emerging, "Emerging (TPEx)"),
    ])
    func market(market: TaiwanMarket, expected: String) {
        #expect(statistics(Self.source(market: market)).additional[5].value == expected)
    }
}
