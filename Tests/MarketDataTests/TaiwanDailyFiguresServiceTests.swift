import Foundation
import MarketData
import TestHTTPServer
import Testing

/// The exchanges' lists of daily figures in a whole fetch against the fixture server: asked for
/// only for the markets that have codes, once a trading day, each failure a gap of its figure.
@Suite struct TaiwanDailyFiguresServiceTests {
    let server: TestHTTPServer
    init() throws { server = try TestSupport.server() }

    static let listedPaths = [
        "/rwd/zh/fund/T86", "/rwd/zh/marginTrading/MI_MARGN", "/exchangeReport/BWIBBU_ALL",
        "/opendata/t187ap05_L",
        "/rwd/announcement/notice", "/announcement/punish",
    ]
    static let otcPaths = [
        "/tpex_3insti_daily_trading", "/tpex_mainboard_margin_balance", "/tpex_mainboard_peratio_analysis",
        "/mopsfin_t187ap05_O", "/tpex_trading_warning_information", "/tpex_disposal_information",
    ]

    private func service(cache: URL?) throws -> MarketDataService {
        try TestSupport.service(server, cache: cache)
    }

    private func figureRequests(_ paths: [String]) -> Int {
        paths.map { server.requestCount(pathSuffix: $0) }.reduce(0, +)
    }

    @Test func listedAndOTCCodesCostTwelveListsColdAndNoneWarm() async throws {
        let cache = TestSupport.temporaryDirectory()
        let request = MarketDataRequest(taiwan: ["2330", "2303", "2454", "6488", "5347", "8069", "7796"])
        let cold = try await service(cache: cache).fetch(request)
        let coldTotal = server.totalRequestCount
        #expect(figureRequests(Self.listedPaths) == 6 && figureRequests(Self.otcPaths) == 6)
        #expect(Self.listedPaths.allSatisfy { server.requestCount(pathSuffix: $0) == 1 })
        #expect(cold.problems.isEmpty, "\(cold.problems)")
        server.resetCounts()
        let warm = try await service(cache: cache).fetch(request)
        #expect(figureRequests(Self.listedPaths + Self.otcPaths) == 0, "\(server.requestCounts)")
        #expect(warm.taiwanFigures == cold.taiwanFigures)
        print(
            "Taiwan daily figures, listed and OTC codes: cold \(coldTotal) requests (12 figure lists), "
                + "warm \(server.totalRequestCount) (0 figure lists)")
    }

    @Test func aWatchlistWithoutTaiwanCodesAsksForNoList() async throws {
        _ = try await service(cache: nil).fetch(MarketDataRequest(stocks: ["AAPL"], coins: ["bitcoin"]))
        #expect(figureRequests(Self.listedPaths + Self.otcPaths) == 0)
        #expect(server.requestCounts.keys.allSatisfy { !$0.contains("/twse") && !$0.contains("/tpex") })
        print("Taiwan daily figures, no Taiwan codes: \(server.totalRequestCount) requests, 0 figure lists")
    }

    @Test func onlyTheMarketsWithCodesAreAskedFor() async throws {
        let listed = try await service(cache: nil).fetch(MarketDataRequest(taiwan: ["2330"]))
        #expect(figureRequests(Self.listedPaths) == 6 && figureRequests(Self.otcPaths) == 0)
        #expect(listed.taiwanFigures["2330"]?.valuation?.priceEarnings != nil)
        server.resetCounts()
        _ = try await service(cache: nil).fetch(MarketDataRequest(taiwan: ["6488"]))
        #expect(figureRequests(Self.listedPaths) == 0 && figureRequests(Self.otcPaths) == 6)
        server.resetCounts()
        _ = try await service(cache: nil).fetch(MarketDataRequest(taiwan: ["7796"]))
        #expect(figureRequests(Self.listedPaths + Self.otcPaths) == 0, "the emerging board has none")
    }

    /// TWSE's dated lists are asked for the listed quotes' trading day (`Date` 1141202).
    @Test func theMainSiteListsAreAskedForTheQuotesTradingDay() async throws {
        let snapshot = try await service(cache: nil).fetch(MarketDataRequest(taiwan: ["2454"]))
        let dated = server.requests.filter { $0.path.hasPrefix("/twse-site/") }
        #expect(dated.count == 3 && dated.allSatisfy { $0.query["date"] == TaiwanFigureFixtures.siteDate })
        let flag = try #require(snapshot.taiwanFigures["2454"]?.flag(.attention))
        #expect(flag.reason == "最近六個營業日累積收盤價漲幅達27.10%﹝第一款﹞。")
        #expect(flag.announced == CalendarDay(iso: "2025-12-02"))
    }

    @Test func aListThatFailsIsAGapOfItsFigureOnly() async throws {
        server.inject(.serverError, pathSuffix: "/exchangeReport/BWIBBU_ALL", times: .max)
        server.inject(.html, pathSuffix: "/tpex_3insti_daily_trading", times: .max)
        let snapshot = try await service(cache: nil).fetch(MarketDataRequest(taiwan: ["2330", "6488"]))
        let problems = snapshot.problems.map { "\($0.symbol) \($0.dataset.rawValue): \($0.reason.reason)" }
        #expect(problems == ["2330 valuation: http 500", "6488 institutional: bad response"])
        #expect(snapshot.taiwanFigures["2330"]?.valuation == nil)
        #expect(snapshot.taiwanFigures["2330"]?.institutional?.total != nil)
        #expect(snapshot.taiwanFigures["6488"]?.valuation?.priceBook != nil)
        #expect(snapshot.taiwanFigures["6488"]?.institutional == nil)
        #expect(snapshot.taiwanQuotes["2330"]?.close == 1045)
    }

    /// The figures read back equal what the fixture lists hold for the stock.
    @Test func figuresEqualTheLists() async throws {
        let snapshot = try await service(cache: nil).fetch(
            MarketDataRequest(taiwan: ["2303", "6488", "8069"]))
        let trades = TaiwanFigureFixtures.trades("2303")
        let listed = try #require(snapshot.taiwanFigures["2303"])
        #expect(listed.institutional?.foreign == trades.foreign + trades.foreignDealers)
        #expect(listed.institutional?.dealers == trades.own + trades.hedge)
        let total: Int64 = trades.foreign + trades.foreignDealers + trades.trust + trades.own + trades.hedge
        #expect(listed.institutional?.total == total)
        let margin = TaiwanFigureFixtures.margin("2303")
        #expect(listed.margin?.marginChange == margin.1 - margin.0 && listed.margin?.shortBalance == margin.3)
        let disposition = try #require(listed.flag(.disposition))
        #expect(disposition.reason == "連續五次 (第二次處置)", "the later of two rows")
        #expect(disposition.period == CalendarDay(iso: "2025-12-02")!...CalendarDay(iso: "2025-12-15")!)
        let otc = try #require(snapshot.taiwanFigures["6488"])
        let otcTrades = TaiwanFigureFixtures.trades("6488")
        #expect(otc.institutional?.dealers == otcTrades.own + otcTrades.hedge)
        #expect(otc.flag(.disposition)?.period?.lowerBound == CalendarDay(iso: "2025-12-02"))
        #expect(otc.revenue?.month == CalendarDay(iso: "2025-11-01"))
        #expect(snapshot.taiwanFigures["8069"]?.valuation?.priceEarnings == nil)
        #expect(snapshot.taiwanFigures["8069"]?.valuation?.dividendYield != nil)
    }
}
