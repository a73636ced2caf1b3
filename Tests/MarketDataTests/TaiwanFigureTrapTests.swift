import Foundation
import Testing

@testable import MarketData

/// The exchanges' placeholders, separators, ROC dates and stray spaces in the lists of daily
/// figures, each read on purpose.
@Suite struct TaiwanFigureTrapTests {
    private func figures(_ suffix: String, _ body: String, _ markets: [String: TaiwanMarket]) async
        -> [String: TaiwanDailyFigures]
    {
        let stub = RoutedStub()
        stub.on(suffix, text: body)
        let client = TaiwanExchangeClient(
            transport: stub, twseBaseURL: URL(string: "https://twse.test/v1")!,
            tpexBaseURL: URL(string: "https://tpex.test/openapi/v1")!,
            twseSiteURL: URL(string: "https://www.twse.test")!)
        return await client.dailyFigures(markets: markets, tradingDay: CalendarDay(iso: "2026-07-31")!)
            .figures
    }

    /// `--`, `-`, `N/A`, empty and the full-width `－` are no value, never zero.
    @Test(arguments: ["--", "-", "N/A", "", " ", "－", "---"])
    func placeholdersAreNoValue(placeholder: String) async {
        let body =
            #"[{"Date":"1150731","Code":"2330","Name":"台積電","PEratio":"\#(placeholder)","DividendYield":"\#(placeholder)","PBratio":"1.50"}]"#
        let read = await figures("/exchangeReport/BWIBBU_ALL", body, ["2330": .listed])
        #expect(
            read["2330"]?.valuation == TaiwanValuation(priceEarnings: nil, dividendYield: nil, priceBook: 1.5)
        )
    }

    /// Thousands separators, a leading `-`, spaces around values and names padded with spaces
    /// in a main-site table whose `stat` is spelled `ok`.
    @Test func separatorsSignsAndPaddingInAMainSiteTable() async {
        let body = #"""
            {"stat":"ok","fields":["證券代號 ","證券名稱","外陸資買賣超股數(不含外資自營商)","外資自營商買賣超股數","投信買賣超股數","自營商買賣超股數","三大法人買賣超股數"],
             "data":[[" 2330 ","台積電          "," -12,748,541 ","1,000","43,225","--","-12,704,316"]]}
            """#
        let read = await figures("/rwd/zh/fund/T86", body, ["2330": .listed])
        #expect(
            read["2330"]?.institutional
                == TaiwanInstitutionalTrades(
                    foreign: -12_747_541, investmentTrust: 43_225, dealers: nil, total: -12_704_316))
    }

    /// ROC days written compact, slashed and dotted; ROC months; periods joined by `~` or `～`.
    @Test func rocDatesInEveryShape() {
        #expect(TaiwanRow.rocDay("1150731") == CalendarDay(iso: "2026-07-31"))
        #expect(TaiwanRow.rocDay("115/07/31") == CalendarDay(iso: "2026-07-31"))
        #expect(TaiwanRow.rocDay("115.07.31") == CalendarDay(iso: "2026-07-31"))
        #expect(TaiwanRow.rocDay("99/12/01") == CalendarDay(iso: "2010-12-01"))
        #expect(TaiwanRow.rocMonth("11506") == CalendarDay(iso: "2026-06-01"))
        #expect(TaiwanRow.rocMonth("9912") == CalendarDay(iso: "2010-12-01"))
        #expect(TaiwanRow.rocMonth("11513") == nil && TaiwanRow.rocMonth("2026-06") == nil)
        let july = CalendarDay(iso: "2026-07-23")!...CalendarDay(iso: "2026-08-05")!
        #expect(TaiwanRow.rocPeriod("115/07/23～115/08/05") == july)
        #expect(TaiwanRow.rocPeriod("1150723~1150805") == july)
        #expect(TaiwanRow.rocPeriod("1150805~1150723") == nil, "an end before its start")
        #expect(TaiwanRow.rocPeriod("115/07/23") == nil)
    }

    /// TPEx's keys with stray spaces: a leading space, a space inside, a space before `-`.
    @Test func keysWithStraySpacesAreReadAsSpelled() async {
        let body = #"""
            [{"SecuritiesCompanyCode":"6147",
              " Foreign Investors include Mainland Area Investors (Foreign Dealers excluded)-Total Sell":"7651771",
              "ForeignInvestorsInclude MainlandAreaInvestors-Difference":"-4173281",
              "SecuritiesInvestmentTrustCompanies-Difference":"1408703",
              "Dealers-TotalBuy":"356585","Dealers-TotalSell":"674846","Dealers -TotalSell":"121286",
              "Dealers-Difference":"-318261","TotalDifference":"-3082839"},
             {"SecuritiesCompanyCode":"6148","ForeignInvestorsIncludeMainlandAreaInvestors-Difference":"5"}]
            """#
        let read = await figures("/tpex_3insti_daily_trading", body, ["6147": .otc, "6148": .otc])
        #expect(read["6147"]?.institutional?.foreign == -4_173_281)
        #expect(read["6147"]?.institutional?.dealers == -318_261)
        #expect(read["6148"]?.institutional?.foreign == 5, "the spelling without the space is read too")
    }

    /// TWSE's dead OpenAPI attention answer, a row with an empty `Code`, names no stock; rows
    /// that are not objects are skipped; a code of the other market is not taken.
    @Test func rowsWithoutACodeAndOtherMarketsAreSkipped() async {
        let body = #"""
            [{"Number":"0","Code":"","Name":"","TradingInformation":"x"}, 7,
             {"Date":"1150731","SecuritiesCompanyCode":"2330","TradingInformation":"最近六個營業日(第一款)"},
             {"Date":"1150731","SecuritiesCompanyCode":"3211","TradingInformation":"<b>最近</b>六個營業日(第一款)"}]
            """#
        let read = await figures("/tpex_trading_warning_information", body, ["2330": .listed, "3211": .otc])
        #expect(read.keys.sorted() == ["3211"])
        #expect(read["3211"]?.flag(.attention)?.reason == "最近六個營業日(第一款)")
    }

    /// The trading day of the dated lists: the listed quotes' latest day, else the last weekday in
    /// Taipei (a Saturday afternoon in Taipei asks for Friday).
    @Test func theTradingDayComesFromTheQuotesElseTheTaipeiWeekday() {
        var quote = TaiwanDailyQuote(code: "2330", market: .listed)
        quote.date = CalendarDay(iso: "2026-07-30")
        var otc = TaiwanDailyQuote(code: "6488", market: .otc)
        otc.date = CalendarDay(iso: "2026-07-31")
        let saturday = Date(timeIntervalSince1970: 1_785_542_400)  // 2026-08-01 08:00 Taipei
        #expect(
            TaiwanExchangeClient.tradingDay(quotes: [quote, otc], now: saturday)
                == CalendarDay(iso: "2026-07-30"))
        #expect(
            TaiwanExchangeClient.tradingDay(quotes: [otc], now: saturday) == CalendarDay(iso: "2026-07-31"))
        let mondayMorning = Date(timeIntervalSince1970: 1_785_715_200)  // 2026-08-03 08:00 Taipei
        #expect(
            TaiwanExchangeClient.tradingDay(quotes: [], now: mondayMorning) == CalendarDay(iso: "2026-08-03"))
    }

    /// An answer of a day's list stays fresh until the day ends in Taipei, 12 hours at most.
    @Test func aDaysListIsCachedUntilTheDayEndsInTaipei() {
        let key = RequestKey(url: URL(string: "https://openapi.twse.com.tw/v1/exchangeReport/BWIBBU_ALL")!)
        let stored = Date(timeIntervalSince1970: 1_785_542_400)  // 2026-08-01 08:00 Taipei
        let policy = CachePolicy.standard
        #expect(policy.isFresh(key, storedAt: stored, now: stored.addingTimeInterval(11 * 3_600)))
        #expect(!policy.isFresh(key, storedAt: stored, now: stored.addingTimeInterval(12 * 3_600)))
        let evening = Date(timeIntervalSince1970: 1_785_502_800)  // 2026-07-31 21:00 Taipei
        #expect(policy.isFresh(key, storedAt: evening, now: evening.addingTimeInterval(3 * 3_600 - 1)))
        #expect(!policy.isFresh(key, storedAt: evening, now: evening.addingTimeInterval(3 * 3_600 + 1)))
        let quote = RequestKey(url: URL(string: "https://query1.finance.yahoo.com/v7/finance/quote")!)
        #expect(policy.isFresh(quote, storedAt: evening, now: evening.addingTimeInterval(59)))
    }
}
