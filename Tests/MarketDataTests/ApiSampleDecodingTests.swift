import Foundation
import MarketData
import SharedFolder
import Testing

/// Every recorded success or error body under `../shared/api-samples` goes through the real client
/// code (over a stub transport) into the right models or the right typed failure.
@Suite(
    .enabled(
        if: SharedFolder.has(SharedFolder.apiSamples),
        Comment(rawValue: SharedFolder.absent(SharedFolder.apiSamples))))
struct ApiSampleDecodingTests {
    /// The files checked below; a new sample that is neither here nor in `notBodies` fails the audit.
    static let covered: Set<String> = [
        "yahoo/quote-ok.json", "yahoo/quote-batch-aapl-baba.recorded.json",
        "yahoo/quote-batch-2026-trimmed.json",
        "yahoo/quote-empty.json", "yahoo/quote-partial-unknown.json",
        "yahoo/quote-delisted-quotetype-none.json",
        "yahoo/quote-invalid-crumb.json", "yahoo/quote-unauthorized-feature.json", "yahoo/getcrumb-ok.txt",
        "yahoo/too-many-requests.txt", "yahoo/search-ok.json", "yahoo/spark-ok.json",
        "yahoo/spark-too-many-symbols.json",
        "yahoo/chart-ok.json", "yahoo/chart-1mo-1d-events.recorded.json", "yahoo/chart-1mo-1d.recorded.json",
        "yahoo/chart-intraday-nulls.recorded.json", "yahoo/chart-no-bars-in-range.json",
        "yahoo/chart-not-found.json",
        "yahoo/chart-range-unavailable.json", "coingecko/markets-ok.json",
        "coingecko/markets-top100-2023-01-08.json",
        "coingecko/markets-edge-cases.json", "coingecko/markets-course-preview-bitcoin.json",
        "coingecko/coin-detail-bitcoin.json", "coingecko/coin-detail-ethereum.json",
        "coingecko/coin-detail-usd-coin.json",
        "coingecko/coin-not-found-404.json", "coingecko/coin-not-found-404-legacy.json",
        "coingecko/rate-limited-429.json",
        "taiwan/twse-t187ap03_L.json", "taiwan/tpex-t187ap03_O.json", "taiwan/tpex-t187ap03_R.json",
        "taiwan/twse-STOCK_DAY_ALL.json", "taiwan/twse-STOCK_DAY_ALL.legacy-2025-04-no-Date.json",
        "taiwan/tpex-daily-close-quotes.json", "taiwan/isin-C_public-strMode2.constructed.html",
        "yahoo/quote-earnings-dividend-edgecases.assembled.json",
        "yahoo/chart-AAPL-period-split-div.recorded.json",
        "taiwan/tpex-esb_latest_statistics.excerpt.json",
        "taiwan/twse-rwd-T86-ALL.excerpt.json", "taiwan/twse-rwd-T86-ALLBUT0999.excerpt.json",
        "taiwan/twse-rwd-T86.no-data.json", "taiwan/twse-rwd-MI_MARGN-ALL.excerpt.json",
        "taiwan/twse-rwd-MI_MARGN-MS.excerpt.json", "taiwan/twse-rwd-MI_MARGN.no-data.json",
        "taiwan/twse-BWIBBU_ALL.excerpt.json", "taiwan/twse-t187ap05_L.excerpt.json",
        "taiwan/twse-rwd-announcement-notice.json", "taiwan/twse-announcement-punish.json",
        "taiwan/tpex-3insti_daily_trading.excerpt.json", "taiwan/tpex-mainboard_margin_balance.excerpt.json",
        "taiwan/tpex-mainboard_peratio_analysis.excerpt.json",
        "taiwan/tpex-mainboard_peratio_analysis.2026-09-21.excerpt.json",
        "taiwan/tpex-mopsfin_t187ap05_O.excerpt.json", "taiwan/tpex-trading_warning_information.excerpt.json",
        "taiwan/tpex-disposal_information.excerpt.json",
        "taiwan/twse-TWT48U_ALL.excerpt.json", "taiwan/tpex-exright_prepost.excerpt.json",
    ]

    /// Samples of endpoints the tool does not call yet, by the part of their name that says which:
    /// Yahoo's `quoteSummary`, TPEx's main-site institutional
    /// table (the OpenAPI one is called), and TWSE's OpenAPI `MI_MARGN` and `announcement/notice`
    /// (the main-site tables are called: the OpenAPI margin list has no date, and its notice list
    /// answers only an empty row). The change that first calls one decodes its samples in a test
    /// and moves them to ``covered``.
    static let endpointsNotCalled = [
        "quoteSummary", "insti-dailyTrade", "twse-MI_MARGN.constructed",
        "announcement-notice.empty-sentinel",
    ]

    private func sample(_ name: String) throws -> Data {
        try Data(contentsOf: SharedFolder.url(SharedFolder.apiSamples).appendingPathComponent(name))
    }

    @Test func everySampleBodyIsCovered() throws {
        let root = SharedFolder.url(SharedFolder.apiSamples)
        for provider in ["yahoo", "coingecko", "taiwan"] {
            let names = try FileManager.default.contentsOfDirectory(
                atPath: root.appendingPathComponent(provider).path)
            for name in names where !name.hasSuffix(".md") && !name.hasSuffix(".csv") {
                let notCalled = Self.endpointsNotCalled.contains { name.contains($0) }
                #expect(
                    Self.covered.contains("\(provider)/\(name)") != notCalled,
                    "sample \(provider)/\(name) is not decoded by a test, or its endpoint is called now")
            }
        }
        // The endpoints not called are not in any URL the clients make.
        let source = try String(
            contentsOf: URL(filePath: #filePath).deletingLastPathComponent().appendingPathComponent(
                "../../Sources/MarketData/Service/MarketDataEndpoints.swift"), encoding: .utf8)
        for endpoint in Self.endpointsNotCalled {
            #expect(!source.contains(endpoint), "\(endpoint) is called")
        }
    }

    /// Earnings and dividend dates beside the prices: every quote of the batch decodes, in its
    /// own currency (a London one in pence).
    @Test func quotesWithEarningsAndDividendFieldsDecode() async throws {
        let body = try sample("yahoo/quote-earnings-dividend-edgecases.assembled.json")
        let stub = RoutedStub()
        stub.on("/v7/finance/quote", body: body)
        let symbols = ["CRON", "AFRAF", "SOHO", "OCDO.L", "WSKT.JK"]
        let batch = await stub.yahooClient().quotes(for: symbols)
        #expect(batch.problems.isEmpty)
        #expect(symbols.allSatisfy { batch.values[$0]?.price != nil })
        #expect(batch.values["OCDO.L"]?.currency == "GBp" && batch.values["OCDO.L"]?.price == 308.8)
        #expect(batch.values["WSKT.JK"]?.currency == "IDR")
        // Earnings: an estimated window without `earningsTimestamp`, a confirmed date, an old
        // dividend payment day.
        let cron = try #require(batch.values["CRON"])
        #expect(cron.earningsTime == nil && cron.isEarningsDateEstimate == true)
        #expect(cron.earningsWindowStart?.timeIntervalSince1970 == 1_740_576_600)
        #expect(cron.earningsWindowEnd?.timeIntervalSince1970 == 1_741_008_600 && cron.dividendDate == nil)
        let afraf = try #require(batch.values["AFRAF"])
        #expect(afraf.isEarningsDateEstimate == false && afraf.earningsTime == afraf.earningsWindowStart)
        #expect(afraf.dividendDate.map { CalendarDay($0, in: .gmt).description } == "2008-07-17")
    }

    /// The ex-rights / ex-dividend schedules: TWSE's kinds without `除` and `""` for unused
    /// amounts, TPEx's with `除` and zeros; ROC dates, the 0.09999999 of a tenth.
    @Test func exDividendSchedulesDecode() async throws {
        let stub = RoutedStub()
        stub.on("/exchangeReport/TWT48U_ALL", body: try sample("taiwan/twse-TWT48U_ALL.excerpt.json"))
        stub.on("/tpex_exright_prepost", body: try sample("taiwan/tpex-exright_prepost.excerpt.json"))
        let client = TaiwanExchangeClient(
            transport: stub, twseBaseURL: URL(string: "https://twse.test/v1")!,
            tpexBaseURL: URL(string: "https://tpex.test/openapi/v1")!)
        let (rows, failures) = await client.exDividends(markets: [.listed, .otc])
        #expect(failures.isEmpty && rows.count == 10)
        let etf = try #require(rows["00400A"]?.first)
        #expect(etf.exDate.description == "2026-08-05" && etf.kind == .cash && etf.cashPerShare == 0.12)
        let both = try #require(rows["1231"]?.first)
        #expect(both.kind == .both && both.cashPerShare == 1.5 && both.stockPerShare == 0.1)
        #expect(both.exDate.description == "2026-07-30" && both.market == .listed)
        let otc = try #require(rows["5439"]?.first)
        #expect(otc.exDate.description == "2026-07-22" && otc.kind == .cash && otc.market == .otc)
        #expect(otc.cashPerShare == 7.19992263 && otc.stockPerShare == nil)
    }

    /// Daily bars across a split and a dividend: the closes are read as sent, newest last, from
    /// the oldest bar a report reads on.
    @Test func aChartAcrossASplitAndADividendDecodes() async throws {
        let body = try sample("yahoo/chart-AAPL-period-split-div.recorded.json")
        let stub = RoutedStub()
        stub.on("/chart/AAPL", body: body)
        let sparkline = try await stub.yahooClient().chart(for: "AAPL")
        #expect(sparkline.values.last == 118.69000244140625)
        #expect(sparkline.values.count == 26)
        #expect(sparkline.currency == "USD")
    }

    /// The emerging board's latest statistics: each company priced at its day's average, on the
    /// ROC date the file carries.
    @Test func emergingBoardQuotesDecode() async throws {
        let body = try sample("taiwan/tpex-esb_latest_statistics.excerpt.json")
        let stub = RoutedStub()
        stub.on("/tpex_esb_latest_statistics", body: body)
        let client = TaiwanExchangeClient(
            transport: stub, twseBaseURL: URL(string: "https://twse.test/v1")!,
            tpexBaseURL: URL(string: "https://tpex.test/openapi/v1")!)
        let quotes = try await client.emergingQuotes()
        #expect(quotes.count == 9)
        #expect(quotes["1260"]?.close == 24.01 && quotes["1260"]?.isAveragePrice == true)
        #expect(quotes["1260"]?.market == .emerging)
        #expect(quotes["1260"]?.date?.description == "2026-05-07")
    }

    @Test(arguments: [
        ("yahoo/quote-ok.json", ["AAPL", "QQQ", "BTC-USD"]),
        ("yahoo/quote-batch-aapl-baba.recorded.json", ["AAPL", "BABA"]),
        ("yahoo/quote-batch-2026-trimmed.json", ["AAPL", "7203.T", "BTC-USD"]),
    ])
    func quoteBatchesDecode(file: String, symbols: [String]) async throws {
        let body = try sample(file)
        let stub = RoutedStub()
        stub.on("/v7/finance/quote", body: body)
        let batch = await stub.yahooClient().quotes(for: symbols)
        #expect(batch.problems.isEmpty)
        for symbol in symbols {
            let quote = try #require(batch.values[symbol])
            #expect(quote.price != nil && quote.currency != nil && quote.changePercent != nil)
        }
        if file.contains("2026") { #expect(batch.values["BTC-USD"]?.volume == 25_379_489_792) }
        #expect(stub.requests("/v7/finance/quote").first?.url.query?.contains("crumb=stubCrumb") == true)
    }

    @Test(arguments: [
        ("yahoo/quote-empty.json", "NONEXIST", FetchFailure.notFound),
        ("yahoo/quote-partial-unknown.json", "NONEXIST", .notFound),
        ("yahoo/quote-delisted-quotetype-none.json", "BRKS", .delisted),
    ])
    func absentAndDelistedSymbolsAreReported(file: String, symbol: String, reason: FetchFailure) async throws
    {
        let body = try sample(file)
        let stub = RoutedStub()
        stub.on("/v7/finance/quote", body: body)
        let requested = file.contains("partial") ? ["AAPL", symbol] : [symbol]
        let batch = await stub.yahooClient().quotes(for: requested)
        #expect(batch.problems.map(\.symbol) == [symbol])
        #expect(batch.problems.map(\.reason) == [reason])
        #expect(batch.values.count == requested.count - 1)
    }

    @Test(arguments: ["yahoo/quote-invalid-crumb.json", "yahoo/quote-unauthorized-feature.json"])
    func unauthorizedRefreshesOnceThenReports(file: String) async throws {
        let body = try sample(file)
        let stub = RoutedStub()
        stub.on("/v7/finance/quote", status: 401, body: body)
        let batch = await stub.yahooClient().quotes(for: ["AAPL"])
        #expect(batch.problems.map(\.reason) == [.unauthorized])
        #expect(stub.requests("/v7/finance/quote").count == 2)
        #expect(stub.requests("/getcrumb").count == 2)
    }

    @Test func recordedCrumbIsUsed() async throws {
        let body = try sample("yahoo/getcrumb-ok.txt")
        let quotes = try sample("yahoo/quote-ok.json")
        let stub = RoutedStub()
        stub.on("/getcrumb", body: body)
        stub.on("/v7/finance/quote", body: quotes)
        _ = await stub.yahooClient().quotes(for: ["AAPL"])
        let query = try #require(stub.requests("/v7/finance/quote").first?.url.query)
        #expect(query.contains("crumb=\(String(decoding: body, as: UTF8.self))"))
        #expect(stub.requests("/v7/finance/quote").first?.headers["cookie"] == "A3=d=abc")
    }

    @Test func tooManyRequestsIsNotACrumb() async throws {
        let body = try sample("yahoo/too-many-requests.txt")
        for status in [200, 429] {
            let stub = RoutedStub()
            stub.on("/getcrumb", status: status, body: body)
            let batch = await stub.yahooClient().quotes(for: ["AAPL"])
            #expect(batch.problems.map(\.reason.reason) == ["rate limited"])
            #expect(stub.requests("/v7/finance/quote").isEmpty)
        }
    }

    @Test func searchKeepsEveryTypeAndSkipsRowsWithoutSymbol() async throws {
        let body = try sample("yahoo/search-ok.json")
        let stub = RoutedStub()
        stub.on("/v1/finance/search", body: body)
        let client = stub.yahooClient()
        let all = try await client.search("AAPL")
        #expect(all.filter(\.isEquity).map(\.symbol) == ["AAPL"])
        #expect(all.count == 6)
        #expect(all.first?.sector == "Technology")
    }

    @Test func sparkAnswersAndUnknownSymbolsFallBackToChart() async throws {
        let spark = try sample("yahoo/spark-ok.json")
        let missing = try sample("yahoo/chart-not-found.json")
        let stub = RoutedStub()
        stub.on("/v7/finance/spark", body: spark)
        stub.on("/chart/XXXXNOTREAL.BK", status: 404, body: missing)
        let batch = await stub.yahooClient().sparklines(for: ["TDEX.BK", "PTT.BK", "XXXXNOTREAL.BK"])
        #expect(batch.values["PTT.BK"]?.values == [40.75])
        #expect(batch.values["TDEX.BK"]?.currency == "THB")
        #expect(batch.problems.map(\.reason) == [.notFound])
        #expect(stub.requests("/chart/XXXXNOTREAL.BK").count == 1)
    }

    @Test func sparkRefusalFallsBackToChartPerSymbol() async throws {
        let refusal = try sample("yahoo/spark-too-many-symbols.json")
        let chart = try sample("yahoo/chart-ok.json")
        let stub = RoutedStub()
        stub.on("/v7/finance/spark", status: 400, body: refusal)
        stub.on("/chart/6309.T", body: chart)
        let batch = await stub.yahooClient().sparklines(for: ["6309.T"])
        let sparkline = try #require(batch.values["6309.T"])
        #expect(sparkline.closes.count == sparkline.timestamps.count)
        #expect(sparkline.closes[9] == nil)
        #expect(sparkline.values.count == sparkline.closes.count - 1)
    }

    @Test(arguments: [
        "yahoo/chart-ok.json", "yahoo/chart-1mo-1d-events.recorded.json", "yahoo/chart-1mo-1d.recorded.json",
        "yahoo/chart-intraday-nulls.recorded.json",
    ])
    func chartsDecode(file: String) async throws {
        let body = try sample(file)
        let stub = RoutedStub()
        stub.on("/chart/SYM", body: body)
        let sparkline = try await stub.yahooClient().chart(for: "SYM")
        #expect(!sparkline.values.isEmpty)
        #expect(sparkline.currency != nil)
    }

    @Test(arguments: [
        ("yahoo/chart-no-bars-in-range.json", 200, "no price history"),
        ("yahoo/chart-not-found.json", 404, "not found"),
        ("yahoo/chart-range-unavailable.json", 422, "http 422"),
    ])
    func chartErrorsAreTyped(file: String, status: Int, reason: String) async throws {
        let body = try sample(file)
        let stub = RoutedStub()
        stub.on("/chart/SYM", status: status, body: body)
        let batch = await stub.yahooClient().charts(for: ["SYM"])
        #expect(batch.problems.map(\.reason.reason) == [reason])
        #expect(batch.problems.first?.dataset == .sparkline)
    }
}
