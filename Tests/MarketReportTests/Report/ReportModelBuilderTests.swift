import Foundation
import MarketData
import Testing

@testable import MarketReport

@Suite struct ReportModelBuilderTests {
    let fetchedAt = Date(timeIntervalSince1970: 1_764_633_600)  // 2025-12-02 00:00 UTC

    func watchlist(_ json: String) throws -> Watchlist {
        try Watchlist(json: Data(json.utf8), file: "watchlist.json")
    }

    func snapshot() -> MarketSnapshot {
        var apple = StockQuote(symbol: "AAPL")
        apple.longName = "Apple Inc."
        apple.currency = "USD"
        apple.price = 250
        apple.change = 2.5
        apple.changePercent = 1.01
        apple.volume = 5_000_000_000
        var vodafone = StockQuote(symbol: "VOD.L")
        vodafone.shortName = "Vodafone"
        vodafone.currency = "GBp"
        vodafone.price = 72.5
        vodafone.changePercent = -2.25
        var bitcoin = CoinMarket(id: "bitcoin")
        bitcoin.name = "Bitcoin"
        bitcoin.symbol = "btc"
        bitcoin.currentPrice = 61_408
        bitcoin.priceChangePercentage24h = -1.97
        bitcoin.sparkline7d = [60_000, 61_000, 61_408]
        var detail = CoinDetail(id: "bitcoin")
        detail.blockTimeInMinutes = 10
        detail.hashingAlgorithm = "SHA-256"
        var tsmc = TaiwanCompany(code: "2330", market: .listed)
        tsmc.name = "台積電"
        tsmc.companyName = "台灣積體電路製造股份有限公司"
        tsmc.paidInCapital = 259_303_804_580
        var tsmcQuote = TaiwanDailyQuote(code: "2330", market: .listed)
        tsmcQuote.close = 1_090
        tsmcQuote.change = 15
        tsmcQuote.date = CalendarDay(year: 2026, month: 12, day: 1)
        return MarketSnapshot(
            quotes: ["AAPL": apple, "VOD.L": vodafone],
            sparklines: [
                "AAPL": Sparkline(
                    symbol: "AAPL",
                    timestamps: [1_764_340_200, 1_764_599_400, 1_764_685_800].map(
                        Date.init(timeIntervalSince1970:)),
                    closes: [240, nil, 250], utcOffset: -18_000)
            ],
            coinMarkets: ["bitcoin": bitcoin], coinDetails: ["bitcoin": detail],
            taiwanCompanies: ["2330": tsmc], taiwanQuotes: ["2330": tsmcQuote],
            problems: [
                FetchProblem(symbol: "NOPE", dataset: .quote, provider: .yahoo, reason: .notFound),
                FetchProblem(symbol: "VOD.L", dataset: .sparkline, provider: .yahoo, reason: .timeout),
                FetchProblem(
                    symbol: "dogecoin", dataset: .coinMarket, provider: .coinGecko,
                    reason: .rateLimited(retryAfter: 60)),
            ],
            fetchedAt: fetchedAt)
    }

    func build() throws -> ReportModel {
        let list = try watchlist(
            #"{"stocks": [{"symbol": "aapl", "quantity": 10, "cost": 200, "note": "core"}, "VOD.L", "NOPE"],"#
                + #" "coins": ["bitcoin", "dogecoin"], "taiwan": ["2330"]}"#)
        return ReportModelBuilder(snapshot: snapshot(), timeZone: TimeZone(identifier: "UTC")!)
            .build(list, date: "2026-12-01")
    }

    /// An asset's card statistics, overview then additional, as the report shows them.
    func statistics(_ asset: AssetReport) -> [Statistic] {
        let layout = asset.fields.layout
        let context = FieldFormat.Context(
            currency: asset.currency, baseCurrency: usdBase, dates: utcDates, reportDay: nil, labels: .english
        )
        return asset.fields.statistics(at: layout.overview + layout.additional, in: context)
    }

    /// An asset's CSV field as written, before escaping.
    func csv(_ asset: AssetReport, _ column: String) -> String? {
        asset.fields[column]?.rawText(dates: utcDates)
    }

    @Test func keepsWatchlistOrderAndMarksGaps() throws {
        let model = try build()
        #expect(model.stocks.map(\.id) == ["AAPL", "VOD.L", "NOPE"])
        #expect(model.stocks.map(\.status) == ["ok", "sparkline: timeout", "not found"])
        #expect(model.coins.map(\.status) == ["ok", "rate limited"])
        #expect(model.taiwan.map(\.status) == ["ok"])
        #expect(model.gaps.map(\.item) == ["VOD.L", "NOPE", "dogecoin"])
        #expect(model.hasAnyData)
    }

    @Test func mapsStockFieldsInTheirOwnCurrency() throws {
        let model = try build()
        let apple = model.stocks[0]
        #expect(apple.name == "Apple Inc.")
        #expect(statistics(apple).first?.value == "$250.00")
        #expect(apple.history == [240, nil, 250])
        #expect(apple.note == "core")
        #expect(apple.position?.holding.gain == 500)
        let vodafone = model.stocks[1]
        #expect(statistics(vodafone).first?.value == "72.50p")
        #expect(csv(apple, "volume") == "5000000000")
        #expect(csv(apple, "change_percent") == "1.01")
        #expect(csv(apple, "pe_ratio") == "")
        #expect(csv(apple, "symbol") == "AAPL")
        #expect(csv(model.stocks[2], "name") == "")
        #expect(model.stocks[2].name == "NOPE")
        #expect(csv(model.stocks[1], "status") == "sparkline: timeout")
    }

    /// The contract fixes the first columns of each file; more may follow them.
    @Test func csvColumnsStartWithTheContractColumns() {
        let contract = [
            "symbol,name,currency,price,change,change_percent,previous_close,open,day_high,day_low,volume,market_cap,pe_ratio,eps,week52_low,week52_high,market_state,market_time,status",
            "id,symbol,name,price,change_24h,change_percent_24h,market_cap,market_cap_change_percent_24h,rank,volume,high_24h,low_24h,block_time_minutes,hashing_algorithm,last_updated,status",
            "code,name,company_name,market,industry,capital,close,change,open,high,low,volume,trade_value,date,status",
        ]
        for (kind, header) in zip(AssetKind.allCases, contract) {
            let columns = header.split(separator: ",").map(String.init)
            #expect(Array(kind.layout.csvColumns.prefix(columns.count)) == columns, "\(kind)")
        }
    }

    @Test func mapsCoinAndTaiwanDetails() throws {
        let model = try build()
        let bitcoin = model.coins[0]
        #expect(bitcoin.symbol == "BTC")
        #expect(statistics(bitcoin).contains(Statistic(title: "Block Time", value: "10 min")))
        #expect(bitcoin.history.count == 3)
        let dogecoin = model.coins[1]
        #expect(dogecoin.price == nil)
        #expect(statistics(dogecoin).allSatisfy { $0.value == "n/a" })
        let tsmc = model.taiwan[0]
        #expect(tsmc.name == "台積電")
        #expect(csv(tsmc, "date") == "2026-12-01")
        #expect(csv(tsmc, "market") == "listed")
        #expect(csv(bitcoin, "last_updated") == "")
        #expect(abs((tsmc.changePercent ?? 0) - 15.0 / 1_075.0 * 100) < 1e-9)
    }

    /// An untraded Taiwan stock is not `ok`: its status says `no trades`, and so does its gap;
    /// an ex-dividend note in place of the change is kept as the change's gap.
    @Test func untradedAndExDividendTaiwanRowsSayWhy() throws {
        var untraded = TaiwanDailyQuote(code: "00625K", market: .listed)
        untraded.name = "富邦上証+R"
        var exDividend = TaiwanDailyQuote(code: "8069", market: .otc)
        exDividend.close = 259.5
        exDividend.changeNote = "除息"
        let snapshot = MarketSnapshot(
            taiwanQuotes: ["00625K": untraded, "8069": exDividend], fetchedAt: fetchedAt)
        let model = ReportModelBuilder(snapshot: snapshot, timeZone: TimeZone(identifier: "UTC")!)
            .build(try watchlist(#"{"taiwan": ["00625K", "8069"]}"#), date: "2026-12-01")
        #expect(model.taiwan.map(\.status) == ["no trades", "change: 除息"])
        #expect(model.gaps.map(\.gap) == [Gap(.noTrades), Gap(.exchangeNote("除息"))])
        #expect(csv(model.taiwan[0], "close") == "" && csv(model.taiwan[1], "change") == "")
        #expect(statistics(model.taiwan[1])[1] == Statistic(title: "Change", value: "除息 (ex-dividend)"))
    }

    /// "Data as of" names the Taiwan trading day too, which the quotes carry instead of a time;
    /// a Taiwan day before the report's is marked on the card and in the table.
    @Test func dataAsOfIncludesTheTaiwanTradingDay() throws {
        var snapshot = snapshot()
        snapshot.taiwanQuotes["2330"]?.date = CalendarDay(year: 2026, month: 11, day: 28)
        let list = try watchlist(#"{"stocks": ["AAPL"], "taiwan": ["2330"]}"#)
        let model = ReportModelBuilder(snapshot: snapshot, timeZone: TimeZone(identifier: "UTC")!)
            .build(list, date: "2026-12-01")
        #expect(model.taiwanTradingDay?.description == "2026-11-28")
        let files = try ReportTemplates().render(model, formats: [.md, .html], strict: true)
        let markdown = String(
            decoding: try #require(files.first { $0.name == "report.md" }).contents, as: UTF8.self)
        #expect(markdown.contains("- Data as of 2025-12-02 00:00 UTC, Taiwan trading day 2026-11-28\n"))
        #expect(markdown.contains("| 2026-11-28 (stale) |"))
        let html = String(
            decoding: try #require(files.first { $0.name == "index.html" }).contents, as: UTF8.self)
        #expect(html.contains(#"Taiwan trading day <time datetime="2026-11-28">2026-11-28</time>"#))
        #expect(html.contains("<dt>Trading Day</dt><dd>2026-11-28 (stale)</dd>"))
    }

    @Test func moversAreRankedWithTiesInWatchlistOrder() throws {
        let model = try build()
        #expect(model.gainers.map(\.id) == ["2330", "AAPL"])
        #expect(model.losers.map(\.id) == ["VOD.L", "bitcoin"])
        #expect(model.portfolio.subtotals.count == 1)
    }

    /// Of more movers than the summary lists, the largest are kept; equal changes stay in
    /// watchlist order, also where the cut falls among them.
    @Test func onlyTheLargestMoversAreKeptTiesInWatchlistOrder() throws {
        var model = try build()
        model.stocks = try ReportSortTests.stocks(
            [1, 3, 3, -2, 5, 0, 3, 2, nil, 4, 3, -2, -7].enumerated().map { index, change in
                ("S\(index)", "Stock \(index)", change, nil)
            })
        model.coins = []
        model.taiwan = []
        #expect(ReportModel.moverCount == 5)
        #expect(model.gainers.map(\.id) == ["S4", "S9", "S1", "S2", "S6"])
        #expect(model.losers.map(\.id) == ["S12", "S3", "S11"])
    }
}
