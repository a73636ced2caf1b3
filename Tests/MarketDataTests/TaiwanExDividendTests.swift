import Foundation
import MarketData
import Testing

/// The TWSE and TPEx ex-rights / ex-dividend schedules: their rows, asked for only for the markets
/// the watchlist's codes are in, kept for the day, and a failure that touches the events alone.
@Suite struct TaiwanExDividendTests {
    private static let twse = URL(string: "https://twse.test/v1")!
    private static let tpex = URL(string: "https://tpex.test/openapi/v1")!

    private func client(_ stub: RoutedStub) -> TaiwanExchangeClient {
        TaiwanExchangeClient(transport: stub, twseBaseURL: Self.twse, tpexBaseURL: Self.tpex)
    }

    private func service(_ stub: RoutedStub) -> MarketDataService {
        MarketDataService(
            yahoo: stub.yahooClient(),
            coinGecko: CoinGeckoClient(transport: stub, baseURL: URL(string: "https://coingecko.test")!),
            taiwan: client(stub))
    }

    /// A stub with one listed company (2330) and one OTC company (6488) in the directories and
    /// daily quotes.
    private func market() -> RoutedStub {
        let stub = RoutedStub()
        stub.on("/opendata/t187ap03_L", text: #"[{"公司代號":"2330","公司簡稱":"台積電"}]"#)
        stub.on(
            "/mopsfin_t187ap03_O", text: #"[{"SecuritiesCompanyCode":"6488","CompanyAbbreviation":"環球晶"}]"#)
        stub.on("/mopsfin_t187ap03_R", text: "[]")
        stub.on(
            "/exchangeReport/STOCK_DAY_ALL",
            text:
                #"[{"Date":"1151201","Code":"2330","Name":"台積電","ClosingPrice":"1450.00","Change":"15.0000"}]"#
        )
        stub.on(
            "/tpex_mainboard_daily_close_quotes",
            text:
                #"[{"Date":"1151201","SecuritiesCompanyCode":"6488","CompanyName":"環球晶","Close":"412.00","Change":"+6.40"}]"#
        )
        return stub
    }

    @Test func twseRowsReadTheirKindDateAndAmountsAndSkipPlaceholders() async {
        let stub = RoutedStub()
        stub.on(
            "/exchangeReport/TWT48U_ALL",
            text: """
                [{"Date":"1151217","Code":"2330","Name":"台積電","Exdividend":"息","StockDividendRatio":"","CashDividend":"5.000000"},
                 {"Date":"115/12/10","Code":"2317","Name":"鴻海","Exdividend":"權息","StockDividendRatio":"0.04999999","CashDividend":"2.500000"},
                 {"Date":"115年12月22日","Code":"2454","Name":"聯發科","Exdividend":"息","StockDividendRatio":"","CashDividend":"待公告"},
                 {"Date":"待公告","Code":"1101","Name":"台泥","Exdividend":"息","CashDividend":"1.000000"},
                 {"Date":"1151218","Code":"1216","Name":"統一","Exdividend":"分割","CashDividend":"1.000000"},
                 {"Date":"1151219","Name":"無代號","Exdividend":"息","CashDividend":"1.000000"}]
                """)
        let (rows, failures) = await client(stub).exDividends(markets: [.listed])
        #expect(failures.isEmpty)
        #expect(
            rows.keys.sorted() == ["2317", "2330", "2454"], "no date, an unknown kind or no code: left out")
        let tsmc = rows["2330"]?.first
        #expect(tsmc?.exDate.description == "2026-12-17" && tsmc?.kind == .cash && tsmc?.cashPerShare == 5)
        #expect(tsmc?.stockPerShare == nil && tsmc?.market == .listed && tsmc?.name == "台積電")
        let honHai = rows["2317"]?.first
        #expect(honHai?.exDate.description == "2026-12-10" && honHai?.kind == .both)
        #expect(honHai?.cashPerShare == 2.5 && honHai?.stockPerShare == 0.05)
        let mediaTek = rows["2454"]?.first
        #expect(mediaTek?.exDate.description == "2026-12-22" && mediaTek?.cashPerShare == nil)
        #expect(stub.requests("/tpex_exright_prepost").isEmpty)
    }

    @Test func tpexRowsReadTheirPrefixedKindAndTakeZerosAsNone() async {
        let stub = RoutedStub()
        stub.on(
            "/tpex_exright_prepost",
            text: """
                [{"ExRrightsExDividendDate":"1151215","SecuritiesCompanyCode":"6488","CompanyName":"環球晶","ExRrightsExDividend":"除息","StockDividendRatio":"0.00000000","CashDividend":"4.50000000"},
                 {"ExRrightsExDividendDate":"1151216","SecuritiesCompanyCode":"3105","CompanyName":"穩懋","ExRrightsExDividend":"除權","StockDividendRatio":"0.02000000","CashDividend":"0.00000000"}]
                """)
        let (rows, _) = await client(stub).exDividends(markets: [.otc, .emerging])
        #expect(rows["6488"]?.first?.kind == .cash && rows["6488"]?.first?.cashPerShare == 4.5)
        #expect(rows["6488"]?.first?.stockPerShare == nil && rows["6488"]?.first?.market == .otc)
        #expect(rows["3105"]?.first?.kind == .stock && rows["3105"]?.first?.cashPerShare == nil)
        #expect(rows["3105"]?.first?.stockPerShare == 0.02)
        #expect(stub.requests("/exchangeReport/TWT48U_ALL").isEmpty, "the emerging board has no schedule")
    }

    @Test(arguments: [
        ([String](), 0, 0), (["2330"], 1, 0), (["6488"], 0, 1), (["2330", "6488"], 1, 1), (["0000"], 0, 0),
    ])
    func aScheduleIsAskedForOnlyWhenTheWatchlistHasACodeInItsMarket(codes: [String], twse: Int, tpex: Int)
        async
    {
        let stub = market()
        stub.on("/exchangeReport/TWT48U_ALL", text: "[]")
        stub.on("/tpex_exright_prepost", text: "[]")
        _ = await service(stub).fetch(MarketDataRequest(taiwan: codes))
        #expect(stub.requests("/exchangeReport/TWT48U_ALL").count == twse)
        #expect(stub.requests("/tpex_exright_prepost").count == tpex)
    }

    @Test func aFailedScheduleIsAGapInTheEventsOnly() async {
        let stub = market()
        stub.on("/exchangeReport/TWT48U_ALL", status: 503, text: "busy")
        stub.on(
            "/tpex_exright_prepost",
            text:
                #"[{"ExRrightsExDividendDate":"1151215","SecuritiesCompanyCode":"6488","ExRrightsExDividend":"除息","CashDividend":"4.50000000"}]"#
        )
        let snapshot = await service(stub).fetch(MarketDataRequest(taiwan: ["2330", "6488"]))
        #expect(snapshot.taiwanQuotes["2330"]?.close == 1450 && snapshot.taiwanQuotes["6488"]?.close == 412)
        let events = snapshot.problems.filter { $0.dataset == .exDividends }
        #expect(events.map(\.symbol) == ["2330"] && events.first?.reason == .http(status: 503))
        #expect(events.first?.provider == .twse)
        #expect(
            !snapshot.problems.contains {
                $0.symbol == "2330" && [.taiwanCompany, .taiwanQuote].contains($0.dataset)
            })
        #expect(snapshot.taiwanExDividends["6488"]?.first?.cashPerShare == 4.5)
        #expect(snapshot.taiwanExDividends["2330"] == nil)
    }

    @Test func schedulesAreCachedForTheDay() {
        for url in [
            Self.twse.appendingPathComponent("exchangeReport/TWT48U_ALL"),
            Self.tpex.appendingPathComponent("tpex_exright_prepost"),
        ] {
            #expect(CachePolicy.standard.timeToLive(for: RequestKey(url: url)) == 86_400)
        }
    }

    @Test(arguments: [
        ("1151217", "2026-12-17"), ("115/12/17", "2026-12-17"), ("115年12月17日", "2026-12-17"),
        ("0991231", "2010-12-31"),
    ])
    func rocDatesConvert(text: String, iso: String) {
        #expect(CalendarDay(rocText: text)?.description == iso)
    }

    @Test(arguments: ["待公告", "", "115/13/01", "115/12", "民國115/12/17"])
    func placeholdersAreNoDay(text: String) {
        #expect(CalendarDay(rocText: text) == nil)
    }
}
