import Foundation
import MarketData
import Templating
import Testing

@testable import MarketReport

/// The HTML page as a reader finds their way around it: the header's links, every row, mover
/// and gap linking to a card, which assets have a card on a large page, and the labels.
@Suite struct DashboardPageTests {
    func page(_ model: ReportModel, allCards: Bool = false) throws -> String {
        let files = try ReportTemplates().render(model, formats: [.html], strict: true, allCards: allCards)
        return String(decoding: try #require(files.first).contents, as: UTF8.self)
    }

    /// The first capture of every match of `pattern` in `text`.
    func captures(_ pattern: String, in text: String) throws -> [String] {
        try text.matches(of: Regex(pattern)).map { String($0.output[1].substring ?? "") }
    }

    func cards(in html: String) throws -> Set<String> {
        Set(try captures(#"<article class="card[^"]*" id="([^"]+)""#, in: html))
    }

    @Test func everyRowMoverAndGapLinksToItsCard() throws {
        let model = try ReportModelBuilderTests().build()
        let html = try page(model)
        let cards = try cards(in: html)
        #expect(cards.count == model.allAssets.count)
        let rows = try captures(##"<th scope="row"><a href="#([^"]+)">"##, in: html)
        #expect(rows.count == model.allAssets.count)
        #expect(Set(rows) == cards)
        let gaps = try captures(##"<li><a href="#([^"]+)"><strong>"##, in: html)
        #expect(gaps.count == model.gaps.count)
        #expect(Set(gaps).isSubset(of: cards))
        let movers = try captures(##"<li><a href="#([^"]+)"[^>]*>[^<]+</a> <span class="symbol">"##, in: html)
        #expect(movers.count == model.gainers.count + model.losers.count)
        #expect(Set(movers).isSubset(of: cards))
    }

    @Test func theHeaderLinksToEachSectionWithItsCountAndBackToTheTop() throws {
        let html = try page(try ReportModelBuilderTests().build())
        for link in [
            ##"<a href="#summary">Summary</a>"##, ##"<a href="#movers">Movers</a>"##,
            ##"<a href="#stocks">Stocks <span class="count">3</span></a>"##,
            ##"<a href="#coins">Coins <span class="count">2</span></a>"##,
            ##"<a href="#taiwan">Taiwan stocks <span class="count">1</span></a>"##,
            ##"<a href="#gaps">Gaps <span class="count">3</span></a>"##, ##"<a href="#top">"##,
        ] {
            #expect(html.contains(link), "no \(link)")
        }
        for target in ["top", "summary", "movers", "stocks", "coins", "taiwan", "gaps"] {
            #expect(html.contains(#" id="\#(target)""#), "no target \(target)")
        }
    }

    @Test func everyChangeSaysWhatItMeasuresAndTaiwanNamesAreTraditionalChinese() throws {
        let html = try page(try ReportModelBuilderTests().build())
        #expect(
            html.contains(
                #"<dt>Gain</dt><dd>+$500.00 <span class="chg up"><span class="per">P/L</span> ▲ +25.00%"#
            ))
        #expect(
            html.contains(
                #"<span class="price">$250.00</span> <span class="chg up"><span class="per">1D</span> ▲ +1.01%"#
            ))
        #expect(
            html.contains(
                #"<span class="price">$61,408.00</span> <span class="chg down"><span class="per">24h</span> ▼ -1.97%"#
            ))
        #expect(html.contains(#"<h3><span lang="zh-Hant">台積電</span> <span class="symbol">2330</span></h3>"#))
        #expect(html.contains(#"<span class="sub" lang="zh-Hant">台積電</span></th>"#))
        #expect(!html.contains(#"lang="zh-Hant">Apple"#))
    }

    @Test func taiwanNamesSinceThePreviousReportAndInTheCardsStatisticsAreTraditionalChinese() throws {
        var model = try ReportModelBuilderTests().build()
        let previous = PreviousReport(
            date: try #require(CalendarDay(iso: "2026-11-30")),
            assets: model.allAssets.map {
                PreviousReport.Asset(kind: $0.kind, id: $0.id, currency: "USD", numbers: ["price": 99])
            })
        model.sincePrevious = ReportComparison(previous: previous, model: model)
        let html = try page(model)
        #expect(html.contains(#"2330<span class="sub" lang="zh-Hant">台積電</span></th><td class="opt">"#))
        #expect(html.contains(#"<dt>Company Name</dt><dd lang="zh-Hant">台灣積體電路製造股份有限公司</dd>"#))
        #expect(!html.contains(#"<span class="sub" lang="zh-Hant">Apple"#))
        let statistics = try captures(#"<dd lang="([^"]+)">"#, in: html)
        #expect(statistics == ["zh-Hant"], "only the company's full name is in Han characters")
    }

    @Test func aMissingDayIsAGapInTheSparklineAndItsRangeIsWritten() throws {
        let html = try page(try ReportModelBuilderTests().build())
        // AAPL's closes are 240, unknown, 250: two dots, not a line across the missing day.
        #expect(html.contains(#"<path vector-effect="non-scaling-stroke" d="M0,30h0M120,2h0"/>"#))
        #expect(html.contains(#"<span>High $250.00</span> <span>Low $240.00</span>"#))
    }

    /// A watchlist of `count` stocks, `S0`...: one held, one with a note, one gainer, one loser,
    /// one never found; every other stock unchanged.
    func largeModel(count: Int) throws -> ReportModel {
        var quotes: [String: StockQuote] = [:]
        for index in 0..<count {
            var quote = StockQuote(symbol: "S\(index)")
            quote.longName = "Stock \(index)"
            quote.currency = "USD"
            quote.price = 100
            quote.changePercent = index == 10 ? 2 : index == 20 ? -3 : 0
            quotes[quote.symbol] = quote
        }
        var entries = (0..<count).map { #""S\#($0)""# }
        entries[5] = #"{"symbol": "S5", "quantity": 2}"#
        entries[7] = #"{"symbol": "S7", "note": "watch"}"#
        entries.append(#""GONE""#)
        let snapshot = MarketSnapshot(
            quotes: quotes,
            problems: [FetchProblem(symbol: "GONE", dataset: .quote, provider: .yahoo, reason: .notFound)],
            fetchedAt: Date(timeIntervalSince1970: 1_764_633_600))
        let watchlist = try Watchlist(
            json: Data(#"{"stocks": [\#(entries.joined(separator: ", "))]}"#.utf8), file: "watchlist.json")
        return ReportModelBuilder(snapshot: snapshot, timeZone: TimeZone(identifier: "UTC")!)
            .build(watchlist, date: "2026-12-01")
    }

    /// Past the limit the page's "Since the previous report" lists the changes of the assets
    /// with a card and says where the others are; report.md, and `--all-cards`, list them all.
    @Test func pastTheLimitThePageListsTheChangesOfTheCardedAssets() throws {
        var model = try largeModel(count: ReportViewModel.allCardsLimit)
        let previous = PreviousReport(
            date: CalendarDay(iso: "2026-11-30")!,
            assets: model.allAssets.map {
                PreviousReport.Asset(kind: $0.kind, id: $0.id, currency: "USD", numbers: ["price": 99])
            })
        model.sincePrevious = ReportComparison(previous: previous, model: model)
        let changes = try #require(model.sincePrevious?.changes.count)
        // A row of the since tables: the asset's class follows its name cell. The largest moves
        // come first, then the folded full list.
        let sinceRow = #"</span></th><td class="opt">Stocks</td>"#
        let largest = ReportViewModel.largestChangeCount
        let html = try page(model)
        #expect(html.components(separatedBy: sinceRow).count - 1 == largest + 5)
        #expect(
            html.contains(
                "Changes for the 5 of \(changes) assets with a card: holdings, movers, notes and gaps."))
        #expect(!html.contains(#"S150<span class="sub">Stock 150</span></th><td class="opt">"#))
        let full = try page(model, allCards: true)
        #expect(full.components(separatedBy: sinceRow).count - 1 == largest + changes)
        #expect(!full.contains("Changes for the"))
        let files = try ReportTemplates().render(model, formats: [.md], strict: true)
        let markdown = String(decoding: try #require(files.first).contents, as: UTF8.self)
        #expect(markdown.contains("\n| Stock 150 (S150) | Stocks | $99.00 | $100.00 |"))
    }

    @Test func pastTheLimitOnlyHoldingsMoversNotesAndGapsHaveCards() throws {
        let model = try largeModel(count: ReportViewModel.allCardsLimit)
        #expect(model.allAssets.count > ReportViewModel.allCardsLimit)
        let html = try page(model)
        #expect(try cards(in: html) == ["stock-s5", "stock-s7", "stock-s10", "stock-s20", "stock-gone"])
        #expect(html.contains("Cards for 5 of \(model.allAssets.count): holdings, movers, notes and gaps."))
        // Every asset keeps its row; only those with a card link to it.
        #expect(
            try captures(#"<th scope="row">(?:<a [^>]+>)?(S\d+|GONE)"#, in: html).count
                == model.allAssets.count)
        #expect(try captures(##"<th scope="row"><a href="#([^"]+)""##, in: html).count == 5)
        #expect(html.contains(#"<th scope="row">S0<span class="sub">Stock 0</span></th>"#))
        let all = try page(model, allCards: true)
        #expect(try cards(in: all).count == model.allAssets.count)
        #expect(!all.contains("Cards for"))
    }

    @Test func upToTheLimitEveryAssetHasACard() throws {
        let model = try largeModel(count: ReportViewModel.allCardsLimit - 1)
        #expect(model.allAssets.count == ReportViewModel.allCardsLimit)
        let html = try page(model)
        #expect(try cards(in: html).count == model.allAssets.count)
        #expect(
            try headers(in: html) == [
                [
                    "Symbol", "Price", "Change %", "1W", "1M", "3M", "YTD", "1Y",
                    "Market Cap", "Volume", "As of", "Status", "Holding value",
                ]
            ])
    }

    @Test func eachRowNamesItsAssetOnceAndSaysOnlyAStatusThatIsNotOk() throws {
        let model = try ReportModelBuilderTests().build()
        let html = try page(model)
        #expect(!html.contains(">Name</th>"))
        #expect(!html.contains(#"<td class=" opt sec">ok</td>"#))
        #expect(html.contains(#"<span class="sub">Apple Inc.</span></th><td class="num">"#))
        // Rows follow one another with no text between them.
        #expect(!html.contains("</tr>\n<tr>"))
        let withGaps = model.allAssets.filter { !$0.gaps.isEmpty && $0.price != nil }
        #expect(!withGaps.isEmpty)
        for asset in withGaps {
            #expect(html.contains(#"<td class=" opt sec">\#(asset.status)</td>"#), "\(asset.symbol)")
        }
        try expectEveryRowFillsItsHeader(html)
    }

    @Test func pastTheLimitTheTablesLeaveThePeriodReturnsToTheCardsAndFiles() throws {
        let model = try largeModel(count: ReportViewModel.allCardsLimit)
        let html = try page(model)
        #expect(
            try headers(in: html) == [
                [
                    "Symbol", "Price", "Change %", "Market Cap", "Volume", "As of",
                    "Status", "Holding value",
                ]
            ])
        #expect(html.contains("Every asset&#39;s period returns are in report.md and the CSV file."))
        try expectEveryRowFillsItsHeader(html)
        try expectEveryRowFillsItsHeader(try page(model, allCards: true))
        let markdown = try ReportTemplates().render(model, formats: [.md], strict: true)
        #expect(String(decoding: try #require(markdown.first).contents, as: UTF8.self).contains(" 1W | 1M |"))
    }

    /// Each table's header texts.
    /// Below a desktop's width the `As of` column, and no other, goes: its header and every cell.
    @Test func onlyTheAsOfColumnIsLeftToTheCardsBelowADesktopsWidth() throws {
        let html = try page(try ReportModelBuilderTests().build())
        #expect(
            try captures(#"<th scope="col" class="[^"]*\bwide\b[^"]*">([^<]+)</th>"#, in: html) == [
                "As of", "As of", "As of",
            ])
        let rows = try captures(#"(<tr><th scope="row">.*?</tr>)"#, in: html)
        #expect(!rows.isEmpty)
        for row in rows {
            #expect(try captures(#"<td class="([^"]*)""#, in: row).filter { $0.contains("wide") }.count == 1)
        }
        #expect(html.contains(".wide { display: none; }"))
    }

    /// Below a large screen's width (78rem) the middle periods and the volume go too, header and
    /// cells, so that a 1,024 px screen holds each table: 3M, YTD and Volume of stocks and Taiwan
    /// stocks, none of the coins, whose table is narrower.
    @Test func theMiddlePeriodsAndTheVolumeAreLeftToTheCardsBelowALargeScreensWidth() throws {
        let html = try page(try ReportModelBuilderTests().build())
        #expect(
            try captures(#"<th scope="col" class="[^"]*\broomy\b[^"]*">([^<]+)</th>"#, in: html) == [
                "3M", "YTD", "Volume", "3M", "YTD", "Volume",
            ])
        let rows = try captures(#"(<tr><th scope="row">.*?</tr>)"#, in: html)
        let roomyCells = try rows.map { row in
            try captures(#"<td class="([^"]*)""#, in: row).filter { $0.contains("roomy") }.count
        }
        #expect(Set(roomyCells) == [0, 3])
        #expect(html.contains("@media (max-width: 78rem) {\n  .roomy { display: none; }"))
    }

    /// Below a tablet's width (52rem) the market cap, the rank, the market and the status go too,
    /// header and cells, so that a 641 px screen holds each table; print keeps them.
    @Test func theMarketCapRankMarketAndStatusAreLeftToTheCardsBelowATabletsWidth() throws {
        let html = try page(try ReportModelBuilderTests().build())
        #expect(
            try captures(#"<th scope="col" class="[^"]*\bsec\b[^"]*">([^<]+)</th>"#, in: html) == [
                "Market Cap", "Status", "Market Cap", "Rank", "Status", "Market", "Status",
            ])
        let rows = try captures(#"(<tr><th scope="row">.*?</tr>)"#, in: html)
        let secondaryCells = try rows.map { row in
            try captures(#"<td class="([^"]*)""#, in: row).filter { $0.contains("sec") }.count
        }
        #expect(Set(secondaryCells) == [2, 3])
        #expect(
            html.contains(
                "@media screen and (max-width: 52rem) {\n  th, td { padding: 0.3rem 0.2rem; }\n  .sec { display: none; }\n}"
            ))
    }

    func headers(in html: String) throws -> [[String]] {
        try captures(#"<thead>\n(<tr>.*</tr>)"#, in: html).map { try captures(#">([^<]+)</th>"#, in: $0) }
    }

    /// Every row of every table has one cell per header.
    func expectEveryRowFillsItsHeader(_ html: String) throws {
        let columns = try headers(in: html).map(\.count)
        let bodies = try captures(#"<tbody>\n(.*)\n</tbody>"#, in: html)
        #expect(bodies.count == columns.count)
        for (body, count) in zip(bodies, columns) {
            for row in try captures(#"<tr>(.*?)</tr>"#, in: body) {
                #expect(
                    row.components(separatedBy: "<td").count + row.components(separatedBy: "<th").count - 2
                        == count)
            }
        }
    }

    /// A row's `dashboardCells` are its `cells` of the `inDashboard` columns, and each cell's
    /// `classes` are the classes its flags spell out: on a page with the returns in its tables and
    /// on one past the limit, without them.
    @Test(arguments: [false, true])
    func dashboardCellsAndClassesAgreeWithTheCellsFlags(large: Bool) throws {
        let model =
            try large ? largeModel(count: ReportViewModel.allCardsLimit) : ReportModelBuilderTests().build()
        let flags =
            "{{#numeric}}num{{/numeric}}{{#isChange}} chg {{direction}}{{/isChange}}"
            + "{{#optional}} opt{{/optional}}{{#wide}} wide{{/wide}}{{#roomy}} roomy{{/roomy}}"
            + "{{#secondary}} sec{{/secondary}}"
        let library = try TemplateLibrary(templates: [
            "flags.txt.mustache":
                "{{#sections}}{{#rows}}{{#cells}}{{#inDashboard}}\(flags)|{{value}};{{/inDashboard}}{{/cells}}\n"
                + "{{/rows}}{{/sections}}",
            "keys.txt.mustache":
                "{{#sections}}{{#rows}}{{#dashboardCells}}{{classes}}|{{value}};{{/dashboardCells}}\n"
                + "{{/rows}}{{/sections}}",
        ])
        let value = ReportViewModel(model: model, labels: .english).value
        let fromFlags = try library.render(name: "flags.txt.mustache", value: value, strict: true)
        let fromKeys = try library.render(name: "keys.txt.mustache", value: value, strict: true)
        #expect(fromKeys == fromFlags)
        #expect(fromKeys.contains("num chg up|"))
        // A stock's row: every column but the name, and past the limit not the five returns either.
        let stockRow = try #require(fromKeys.split(separator: "\n").first)
        #expect(stockRow.filter { $0 == ";" }.count == (large ? 7 : 12), "\(stockRow)")
    }
}
