import Foundation
import MarketData
import SharedFolder
import Testing

/// The recorded TWSE and TPEx lists of daily figures (`../shared/api-samples/taiwan`) through the
/// real client, over a stub transport, each trap of its README checked on the real rows.
@Suite(
    .enabled(
        if: SharedFolder.has(SharedFolder.apiSamples),
        Comment(rawValue: SharedFolder.absent(SharedFolder.apiSamples))))
struct ApiSampleTaiwanFiguresTests {
    private func figures(
        _ routes: [(suffix: String, file: String)], _ markets: [String: TaiwanMarket],
        day: String = "2026-07-31"
    ) async throws -> (figures: [String: TaiwanDailyFigures], problems: [FetchProblem], stub: RoutedStub) {
        let stub = RoutedStub()
        for (suffix, file) in routes {
            stub.on(
                suffix,
                body: try Data(
                    contentsOf: SharedFolder.url(SharedFolder.apiSamples).appendingPathComponent(
                        "taiwan/" + file)))
        }
        let client = TaiwanExchangeClient(
            transport: stub, twseBaseURL: URL(string: "https://twse.test/v1")!,
            tpexBaseURL: URL(string: "https://tpex.test/openapi/v1")!,
            twseSiteURL: URL(string: "https://www.twse.test")!)
        let result = await client.dailyFigures(markets: markets, tradingDay: CalendarDay(iso: day)!)
        return (result.figures, result.problems, stub)
    }

    /// Problems of the lists that were given an answer (the stub answers 404 to the others).
    private func problems(_ problems: [FetchProblem], _ dataset: MarketDataset) -> [FetchProblem] {
        problems.filter { $0.dataset == dataset }
    }

    /// T86 (main site): positional columns found by name, thousands separators, a leading `-`
    /// for selling, names right-padded with spaces, codes with letters (`00664R`); the foreign
    /// figure adds the foreign dealers, the dealers' figure is own account plus hedging.
    @Test func institutionalTradesOfTWSE() async throws {
        let read = try await figures(
            [("/rwd/zh/fund/T86", "twse-rwd-T86-ALLBUT0999.excerpt.json")],
            ["2330": .listed, "00664R": .listed, "2618": .listed], day: "2026-07-09")
        #expect(problems(read.problems, .institutional).isEmpty)
        #expect(
            read.figures["2330"]?.institutional
                == TaiwanInstitutionalTrades(
                    foreign: -12_748_541, investmentTrust: 43_225, dealers: 89_863, total: -12_615_453))
        #expect(read.figures["00664R"]?.institutional?.dealers == 20_455_539)
        #expect(read.figures["2618"]?.institutional?.investmentTrust == -1_902_792)
        let sent = try #require(read.stub.requests("/rwd/zh/fund/T86").first?.url.query)
        #expect(sent.contains("date=20260709") && sent.contains("selectType=ALLBUT0999"))
    }

    /// `selectType=ALL` holds the same columns; its rows are sorted by the total, not the code.
    @Test func institutionalTradesOfAllSecurities() async throws {
        let read = try await figures(
            [("/rwd/zh/fund/T86", "twse-rwd-T86-ALL.excerpt.json")], ["0050": .listed, "00685L": .listed])
        #expect(read.figures["00685L"]?.institutional?.total == 149_777_182)
        #expect(read.figures["0050"]?.institutional != nil)
    }

    /// A day without data (`stat` is a message, `total` 0) is no figure, not a failure.
    @Test(arguments: [
        ("/rwd/zh/fund/T86", "twse-rwd-T86.no-data.json"),
        ("/rwd/zh/marginTrading/MI_MARGN", "twse-rwd-MI_MARGN.no-data.json"),
        ("/rwd/zh/marginTrading/MI_MARGN", "twse-rwd-MI_MARGN-MS.excerpt.json"),
    ])
    func aDayWithoutRowsIsNoFigureAndNoProblem(suffix: String, file: String) async throws {
        let read = try await figures([(suffix, file)], ["2330": .listed])
        #expect(read.figures["2330"]?.institutional == nil && read.figures["2330"]?.margin == nil)
        let dataset: MarketDataset = suffix.contains("T86") ? .institutional : .margin
        #expect(problems(read.problems, dataset).isEmpty)
    }

    /// MI_MARGN (main site): the per-stock table is the second; `前日餘額` and `今日餘額` repeat,
    /// margin first, then short; `註記` is a code with a trailing space.
    @Test func marginBalancesOfTWSE() async throws {
        let read = try await figures(
            [("/rwd/zh/marginTrading/MI_MARGN", "twse-rwd-MI_MARGN-ALL.excerpt.json")],
            ["2330": .listed, "00400A": .listed])
        let margin = try #require(read.figures["2330"]?.margin)
        #expect(margin.marginBalance == 30_664 && margin.marginChange == -168)
        #expect(margin.shortBalance == 130 && margin.shortChange == -100)
        #expect(read.figures["00400A"]?.margin?.marginBalance == 10_971)
        #expect(read.figures["00400A"]?.margin?.shortChange == -12)
    }

    /// BWIBBU_ALL: a loss-making company's P/E is `""`, which is no P/E (not 0).
    @Test func valuationOfTWSE() async throws {
        let read = try await figures(
            [("/exchangeReport/BWIBBU_ALL", "twse-BWIBBU_ALL.excerpt.json")],
            ["1101": .listed, "2330": .listed])
        #expect(
            read.figures["1101"]?.valuation
                == TaiwanValuation(priceEarnings: nil, dividendYield: 3.52, priceBook: 0.72))
        #expect(
            read.figures["2330"]?.valuation
                == TaiwanValuation(priceEarnings: 32.47, dividendYield: 0.91, priceBook: 10.63))
    }

    /// The TPEx ratios: no P/E is `N/A`; a P/E can be in the hundreds; names with `*` and `-KY`.
    @Test(arguments: [
        "tpex-mainboard_peratio_analysis.excerpt.json",
        "tpex-mainboard_peratio_analysis.2026-09-21.excerpt.json",
    ])
    func valuationOfTPEx(file: String) async throws {
        let read = try await figures(
            [("/tpex_mainboard_peratio_analysis", file)],
            ["1240": .otc, "1569": .otc, "2064": .otc, "3086": .otc])
        #expect(problems(read.problems, .valuation).isEmpty)
        #expect(read.figures["1240"]?.valuation?.priceEarnings != nil)
        if file.contains("2026-09-21") {
            #expect(
                read.figures["1569"]?.valuation
                    == TaiwanValuation(priceEarnings: nil, dividendYield: 0, priceBook: 2.96))
            #expect(read.figures["2064"]?.valuation?.priceEarnings == 587.5)
            #expect(read.figures["3086"]?.valuation?.priceBook == 26.27)
        } else {
            #expect(
                read.figures["1240"]?.valuation
                    == TaiwanValuation(priceEarnings: 11.82, dividendYield: 6.34, priceBook: 1.57))
        }
    }

    /// The monthly revenue of both exchanges (the same Chinese keys): a ROC year and month
    /// (`11506`), revenue in NT$ thousands, percents at full precision, signed.
    @Test func monthlyRevenueOfBothExchanges() async throws {
        let read = try await figures(
            [
                ("/opendata/t187ap05_L", "twse-t187ap05_L.excerpt.json"),
                ("/mopsfin_t187ap05_O", "tpex-mopsfin_t187ap05_O.excerpt.json"),
            ], ["1101": .listed, "1108": .listed, "1240": .otc])
        #expect(
            read.figures["1101"]?.revenue
                == TaiwanMonthlyRevenue(
                    month: CalendarDay(iso: "2026-06-01")!, revenue: 13_382_706_000,
                    monthOverMonth: 6.110785011084273, yearOverYear: 32.39878166305348))
        #expect(read.figures["1108"]?.revenue?.yearOverYear == -26.577034099306168)
        #expect(read.figures["1240"]?.revenue?.revenue == 270_176_000)
        #expect(read.figures["1240"]?.revenue?.monthOverMonth == 10.685681277218109)
    }

    /// The attention list of the main site: `編號` a JSON number, the reason's markup (with `/`
    /// escaped as `\u002f`) removed, a dotted ROC day, warrants listed too.
    @Test func attentionOfTWSE() async throws {
        let read = try await figures(
            [("/rwd/announcement/notice", "twse-rwd-announcement-notice.json")],
            ["2104": .listed, "039457": .listed, "2330": .listed])
        let flag = try #require(read.figures["2104"]?.flag(.attention))
        #expect(flag.reason.hasSuffix("放大為5.27倍﹝第十二款﹞。") && !flag.reason.contains("<"))
        #expect(flag.announced == CalendarDay(iso: "2026-07-31"))
        #expect(read.figures["039457"]?.flag(.attention) != nil)
        #expect(read.figures["2330"] == nil)
    }

    /// The disposition list of TWSE: a stock listed twice keeps the later announcement; the
    /// period is two slashed ROC days joined by a full-width `～`.
    @Test func dispositionOfTWSE() async throws {
        let read = try await figures(
            [("/announcement/punish", "twse-announcement-punish.json")], ["3167": .listed, "7610": .listed])
        let flag = try #require(read.figures["3167"]?.flag(.disposition))
        #expect(flag.announced == CalendarDay(iso: "2026-07-30") && flag.reason == "連續三次 (第二次處置)")
        #expect(flag.period == CalendarDay(iso: "2026-07-31")!...CalendarDay(iso: "2026-08-13")!)
        #expect(read.figures["7610"]?.flag(.disposition)?.announced == CalendarDay(iso: "2026-07-29"))
    }

    /// TPEx's institutional keys have stray spaces: the foreign total is read under its key with
    /// a space inside, and `Dealers -TotalSell` (121286 for 6147) never stands in for
    /// `Dealers-TotalSell` (674846), so the dealers' net is 356585 − 674846.
    @Test func institutionalTradesOfTPEx() async throws {
        let read = try await figures(
            [("/tpex_3insti_daily_trading", "tpex-3insti_daily_trading.excerpt.json")],
            ["6147": .otc, "00679B": .otc])
        #expect(
            read.figures["6147"]?.institutional
                == TaiwanInstitutionalTrades(
                    foreign: -4_173_281, investmentTrust: 1_408_703, dealers: -318_261, total: -3_082_839))
        #expect(read.figures["00679B"]?.institutional?.total != nil)
    }

    /// TPEx margin balances, in lots, with the day before's.
    @Test func marginBalancesOfTPEx() async throws {
        let read = try await figures(
            [("/tpex_mainboard_margin_balance", "tpex-mainboard_margin_balance.excerpt.json")], ["6147": .otc]
        )
        let margin = try #require(read.figures["6147"]?.margin)
        #expect(margin.marginBalance == 29_023 && margin.marginChange == -2_530)
        #expect(margin.shortBalance == 115 && margin.shortChange == -16)
    }

    /// TPEx attention and disposition: a compact ROC period joined by an ASCII `~`; the
    /// convertible bonds (5-digit codes) are no stock's.
    @Test func attentionAndDispositionOfTPEx() async throws {
        let read = try await figures(
            [
                ("/tpex_trading_warning_information", "tpex-trading_warning_information.excerpt.json"),
                ("/tpex_disposal_information", "tpex-disposal_information.excerpt.json"),
            ], ["2061": .otc, "3624": .otc, "3167": .otc])
        #expect(read.figures["2061"]?.flag(.attention)?.reason.hasSuffix("（第十三款)") == true)
        let flag = try #require(read.figures["3624"]?.flag(.disposition))
        #expect(flag.period == CalendarDay(iso: "2026-08-03")!...CalendarDay(iso: "2026-08-14")!)
        #expect(flag.announced == CalendarDay(iso: "2026-07-31"))
        #expect(read.figures["3167"] == nil, "31672 is a bond, not 3167")
    }
}
