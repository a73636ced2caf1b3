import Foundation
import MarketData
import Testing

@testable import MarketReport

/// history.csv: recording a day, back-filling the year before, and the file's text.
@Suite struct ValueHistoryTests {
    static let today = CalendarDay(year: 2026, month: 12, day: 1)!  // a Tuesday

    static func day(_ month: Int, _ day: Int, year: Int = 2026) -> CalendarDay {
        CalendarDay(year: year, month: month, day: day)!
    }

    /// A holding worth `valueBase` today at `price`, with closes on `days`.
    static func held(
        _ id: String, kind: AssetKind = .stock, currency: String = "USD", group: String? = nil,
        valueBase: Double, price: Double, closes: [(CalendarDay, Double)]?, rates: RateHistory? = nil
    ) -> HeldAsset {
        HeldAsset(
            kind: kind, id: id, currency: currency, group: group, valueBase: valueBase, price: price,
            returns: PeriodReturns(),
            history: closes.map { PriceHistory(days: $0.map(\.0), closes: $0.map(\.1)) }, rates: rates)
    }

    /// Yen at 0.5 dollars today, 0.625 at 26 November's close and 0.75 at 30 November's: no rate
    /// before 26 November, and none on 27 November (a day the rate has no bar).
    static let yen = RateHistory(
        today: 0.5,
        closes: PriceHistory(days: [day(11, 26), day(11, 30)], closes: [0.625, 0.75]))

    static func recorded(_ date: CalendarDay, _ total: Double, currency: String = "USD") -> HistoryRow {
        HistoryRow(date: date, baseCurrency: currency, total: total, dayChange: 1, gain: 2, source: .recorded)
    }

    /// Thursday 26 November to Tuesday 1 December: no bar on the weekend.
    static let week: [(CalendarDay, Double)] = [
        (day(11, 26), 10), (day(11, 27), 11), (day(11, 30), 12), (day(12, 1), 13),
    ]

    @Test func aWeekendHasNoBackfilledRowAndEachTradingDayHasOne() {
        let apple = Self.held("AAPL", valueBase: 1_300, price: 13, closes: Self.week)
        let history = ValueHistory().backfilling(from: [apple], baseCurrency: "USD", today: Self.today)
        #expect(history.rows.map(\.date) == [Self.day(11, 26), Self.day(11, 27), Self.day(11, 30)])
        #expect(history.rows.map(\.total) == [1_000, 1_100, 1_200])
        #expect(history.rows.map(\.dayChange) == [nil, 100, 100])
        #expect(history.rows.allSatisfy { $0.source == .backfilled && $0.gain == nil })
        #expect(history.rows.first?.parts == ["value_stocks": 1_000, "currency_USD": 1_000])
    }

    /// A day one market closed and the other traded: the closed one's last close carries over; a
    /// day both were closed has no row.
    @Test func aHolidayCarriesTheLastCloseOver() {
        let newYork = Self.held(
            "AAPL", valueBase: 1_300, price: 13, closes: [(Self.day(11, 25), 10), (Self.day(11, 27), 12)])
        let tokyo = Self.held(
            "7203.T", currency: "JPY", valueBase: 200, price: 2,
            closes: [(Self.day(11, 25), 1), (Self.day(11, 26), 3)])
        let history = ValueHistory().backfilling(
            from: [newYork, tokyo], baseCurrency: "USD", today: Self.today)
        #expect(history.rows.map(\.date) == [Self.day(11, 25), Self.day(11, 26), Self.day(11, 27)])
        // 26 November, Thanksgiving in New York: AAPL at 25 November's close, Tokyo at its own.
        #expect(history.rows[1].total == 1_000 + 300)
        #expect(history.rows[1].parts["currency_JPY"] == 300)
        #expect(history.rows[2].total == 1_200 + 300)
    }

    /// Only today's quantity is known: a holding bought in the middle of the year counts on every
    /// day its closes reach, and one listed after a day is left out of that day.
    @Test func todaysQuantityAppliesToEveryDayTheClosesReach() {
        let old = Self.held(
            "OLD", valueBase: 100, price: 10, closes: [(Self.day(11, 25), 10), (Self.day(11, 27), 10)])
        let listedLater = Self.held("NEW", valueBase: 50, price: 5, closes: [(Self.day(11, 27), 4)])
        let history = ValueHistory().backfilling(
            from: [old, listedLater], baseCurrency: "USD", today: Self.today)
        #expect(history.rows.map(\.total) == [100, 140])
    }

    /// A holding without today's rate has no value in the base currency, so it is in no day: the
    /// back-filled days stay comparable with the recorded total, which leaves it out too.
    @Test func aMissingRateLeavesTheHoldingOutOfEveryDay() throws {
        var quote = StockQuote(symbol: "SAP.DE")
        quote.currency = "EUR"
        quote.price = 200
        var dollar = StockQuote(symbol: "AAPL")
        dollar.currency = "USD"
        dollar.price = 13
        let times = Self.week.map { Date(timeIntervalSince1970: Double($0.0.dayNumber) * 86_400 + 72_000) }
        let closes = Self.week.map { Optional($0.1) }
        let snapshot = MarketSnapshot(
            quotes: ["SAP.DE": quote, "AAPL": dollar],
            sparklines: [
                "SAP.DE": Sparkline(symbol: "SAP.DE", timestamps: times, closes: closes),
                "AAPL": Sparkline(symbol: "AAPL", timestamps: times, closes: closes),
            ], fetchedAt: Date(timeIntervalSince1970: 1_796_169_600))
        let watchlist = try Watchlist(
            json: Data(
                #"{"stocks": [{"symbol": "SAP.DE", "quantity": 1}, {"symbol": "AAPL", "quantity": 100}]}"#
                    .utf8),
            file: "w.json")
        let model = ReportModelBuilder(snapshot: snapshot, timeZone: .gmt).build(
            watchlist, date: "2026-12-01")
        #expect(model.portfolio.missingRates == ["EUR"])
        let held = try #require(model.performance?.held)
        #expect(held.map(\.id) == ["AAPL"])
        let history = ValueHistory().backfilling(from: held, baseCurrency: "USD", today: Self.today)
        #expect(history.rows.map(\.total) == [1_000, 1_100, 1_200])
    }

    /// A holding in another currency converts at each day's rate: the rate's last close on or
    /// before the day, so a day without a rate bar takes the one before, and today's rate before
    /// the first close. The price never moves here: only the rate does.
    @Test func eachDayConvertsAtThatDaysRateAndADayWithoutOneAtTheRateBefore() {
        let toyota = Self.held(
            "7203.T", currency: "JPY", valueBase: 200, price: 2,
            closes: [
                (Self.day(11, 25), 2), (Self.day(11, 26), 2), (Self.day(11, 27), 2), (Self.day(11, 30), 2),
            ],
            rates: Self.yen)
        let history = ValueHistory().backfilling(from: [toyota], baseCurrency: "USD", today: Self.today)
        #expect(
            history.rows.map(\.date) == [
                Self.day(11, 25), Self.day(11, 26), Self.day(11, 27), Self.day(11, 30),
            ])
        #expect(history.rows.map(\.total) == [200, 250, 250, 300])
        #expect(history.rows.map { $0.parts["currency_JPY"] } == [200, 250, 250, 300])
    }

    /// Two bitcoins at $100, updated at noon today: 25 % up over 7 days, and a sparkline of 49
    /// hourly prices from $50 to $98.
    static func bitcoin(group: String? = nil) throws -> HeldAsset {
        var market = CoinMarket(id: "bitcoin")
        market.currentPrice = 100
        market.lastUpdated = Date(timeIntervalSince1970: Double(today.dayNumber) * 86_400 + 43_200)
        market.priceChangePercentage7d = 25
        market.sparkline7d = (0...48).map { 50 + Double($0) }
        return HeldAsset(
            kind: .coin, id: "bitcoin", currency: "USD", group: group, valueBase: 200, price: 100,
            returns: PeriodReturns(), history: nil, estimate: try #require(CoinPriceEstimate(market: market)))
    }

    /// A coin counts on the stocks' days at its estimated price at each day's close; one without
    /// any earlier price is left out, as a stock without a close is.
    @Test func aCoinCountsAtItsEstimatedPrices() throws {
        let apple = Self.held("AAPL", valueBase: 1_300, price: 13, closes: Self.week)
        let coin = try Self.bitcoin(group: "Crypto")
        let unknown = HeldAsset(
            kind: .coin, id: "dogecoin", currency: "USD", group: nil, valueBase: 50, price: 1,
            returns: PeriodReturns(), history: nil)
        let history = ValueHistory().backfilling(
            from: [apple, coin, unknown], baseCurrency: "USD", today: Self.today)
        #expect(history.rows.map(\.date) == [Self.day(11, 26), Self.day(11, 27), Self.day(11, 30)])
        // Two coins: 30 November at the hour nearest its close (86), 27 November between the 7-day
        // price (80) and the sparkline's first hour (50), 26 November likewise.
        let coins = [
            2 * 80 * pow(50.0 / 80, 60.0 / 120), 2 * 80 * pow(50.0 / 80, 84.0 / 120), 2 * 86.0,
        ].map(HistoryRow.cents)
        #expect(history.rows.map { $0.parts["value_coins"] } == coins)
        #expect(history.rows.map(\.total) == zip([1_000.0, 1_100, 1_200], coins).map { $0 + $1 })
        #expect(history.rows[2].parts["group_Crypto"] == 172)
    }

    /// With coins the only holdings there are no trading days to follow: every day from the
    /// coin's oldest estimated price is back-computed, the weekend too, and a recorded day is not.
    @Test func coinsAloneFillEveryDayFromTheirOldestPrice() throws {
        let coin = try Self.bitcoin()
        let estimate = try #require(coin.estimate)
        let history = ValueHistory(rows: [Self.recorded(Self.day(11, 30), 180)]).backfilling(
            from: [coin], baseCurrency: "USD", today: Self.today)
        let filled = history.rows.filter { $0.source == .backfilled }
        #expect(filled.first?.date == estimate.firstDay)
        #expect(filled.map(\.date).contains(Self.day(11, 28)), "a Saturday")
        #expect(!filled.map(\.date).contains(Self.day(11, 30)), "recorded")
        #expect(filled.last?.date == Self.day(11, 29))
        #expect(filled.allSatisfy { $0.total == coin.value(on: $0.date).map(HistoryRow.cents) })
    }

    @Test func aRerunOnTheSameDayReplacesItsRow() {
        let first = ValueHistory().recording(Self.recorded(Self.today, 100))
        let again = first.recording(Self.recorded(Self.today, 120)).recording(
            Self.recorded(Self.day(11, 30), 90))
        #expect(again.rows.map(\.date) == [Self.day(11, 30), Self.today])
        #expect(again.rows.map(\.total) == [90, 120])
    }

    /// Another base currency starts its own section; the earlier one is kept as it was.
    @Test func aChangedBaseCurrencyStartsANewSection() throws {
        let apple = Self.held("AAPL", valueBase: 1_300, price: 13, closes: Self.week)
        let dollars = ValueHistory().recording(Self.recorded(Self.today, 1_300))
            .backfilling(from: [apple], baseCurrency: "USD", today: Self.today)
        let inEuros = Self.held("AAPL", valueBase: 1_200, price: 13, closes: Self.week)
        let both = dollars.recording(Self.recorded(Self.day(12, 2), 1_210, currency: "EUR"))
            .backfilling(from: [inEuros], baseCurrency: "EUR", today: Self.day(12, 2))
        #expect(both.rows(in: "USD") == dollars.rows)
        #expect(
            both.rows.map(\.baseCurrency) == Array(repeating: "USD", count: 4)
                + Array(repeating: "EUR", count: 5))
        #expect(both.rows(in: "EUR").map(\.date).last == Self.day(12, 2))
        let read = try ValueHistory(csv: Data(both.csvText.utf8))
        #expect(read == both)
    }

    /// While fewer than 30 days are recorded, back-filled days are made again from the current
    /// holdings, so an asset added to the watchlist counts on them; recorded days stay as written.
    @Test func anAddedAssetIsInTheBackfilledDaysNotTheRecordedOnes() {
        let apple = Self.held("AAPL", valueBase: 1_300, price: 13, closes: Self.week)
        let before = ValueHistory().recording(Self.recorded(Self.day(11, 30), 1_200))
            .backfilling(from: [apple], baseCurrency: "USD", today: Self.day(11, 30))
        let added = Self.held("MSFT", group: "Tech", valueBase: 260, price: 13, closes: Self.week)
        let after = before.recording(Self.recorded(Self.today, 1_800))
            .backfilling(from: [apple, added], baseCurrency: "USD", today: Self.today)
        #expect(after.rows.map(\.total) == [1_000 + 200, 1_100 + 220, 1_200, 1_800])
        #expect(after.rows.map(\.source) == [.backfilled, .backfilled, .recorded, .recorded])
        #expect(after.rows[0].parts["group_Tech"] == 200)
    }

    /// Each back-computed day keeps the benchmark's close that day (its last one before a day it
    /// did not trade), in its own points, in a column after the groups; the file reads it back.
    @Test func eachDayKeepsTheBenchmarksClose() throws {
        let apple = Self.held("AAPL", group: "Tech", valueBase: 1_300, price: 13, closes: Self.week)
        let index = ValueHistory.Benchmark(
            symbol: "^GSPC",
            closes: PriceHistory(days: [Self.day(11, 26), Self.day(11, 30)], closes: [6_000, 6_100.5]))
        let history = ValueHistory().backfilling(
            from: [apple], baseCurrency: "USD", today: Self.today, benchmark: index)
        #expect(history.rows.map { $0.parts["benchmark_^GSPC"] } == [6_000, 6_000, 6_100.5])
        let text = history.csvText
        #expect(text.contains(",group_Tech,benchmark_^GSPC\r\n"))
        #expect(text.contains("\r\n2026-11-27,USD,1100,100,,backfilled,1100,1100,1100,6000\r\n"))
        #expect(try ValueHistory(csv: Data(text.utf8)) == history)
    }

    @Test func thirtyRecordedDaysStopTheBackfill() {
        var history = ValueHistory()
        for offset in 1...30 {
            history = history.recording(Self.recorded(Self.today.adding(days: -offset * 2), 1))
        }
        let apple = Self.held("AAPL", valueBase: 1_300, price: 13, closes: Self.week)
        #expect(history.backfilling(from: [apple], baseCurrency: "USD", today: Self.today) == history)
    }

    @Test func theFileReadsBackAsWrittenToTheCent() throws {
        let row = HistoryRow(
            date: Self.today, baseCurrency: "USD", total: 1_234.567, dayChange: 1, gain: 2, source: .recorded,
            parts: ["group_=SUM(A1)": 10.004, "value_stocks": 1_234.567, "currency_USD": 1_234.567])
        let history = ValueHistory(rows: [row])
        let text = history.csvText
        // A group's name follows its column's prefix, so no name starts a header field.
        #expect(
            text.hasPrefix(
                "\u{FEFF}date,base_currency,total,day_change,gain,source,value_stocks,currency_USD,group_=SUM(A1)\r\n"
            ))
        #expect(text.contains("\r\n2026-12-01,USD,1234.57,1,2,recorded,1234.57,1234.57,10\r\n"))
        let read = try ValueHistory(csv: Data(text.utf8))
        #expect(read.rows.first?.parts["group_=SUM(A1)"] == 10)
        #expect(read.rows.first?.total == 1_234.57)
    }

    @Test(arguments: [
        (
            "date,total\r\n",
            "history.csv:1: the header must start with date,base_currency,total,day_change,gain,source"
        ),
        (
            "date,base_currency,total,day_change,gain,source,colour\r\n",
            "history.csv:1: unknown column \"colour\""
        ),
        (
            "date,base_currency,total,day_change,gain,source\r\n2026-13-01,USD,1,,,recorded\r\n",
            "history.csv:2: \"2026-13-01\" is not a date (YYYY-MM-DD)"
        ),
        (
            "date,base_currency,total,day_change,gain,source\r\n2026-12-01,USD,1,,,guessed\r\n",
            "history.csv:2: source \"guessed\" is neither recorded nor backfilled"
        ),
        (
            "date,base_currency,total,day_change,gain,source\r\n2026-12-01,USD,lots,,,recorded\r\n",
            "history.csv:2: \"lots\" in total is not a number"
        ),
        (
            "date,base_currency,total,day_change,gain,source\r\n2026-12-01,USD,1\r\n",
            "history.csv:2: 3 fields where the header has 6"
        ),
    ])
    func aBrokenFileNamesItsLine(text: String, message: String) {
        #expect(throws: HistoryFileError.self) { try ValueHistory(csv: Data(text.utf8)) }
        do {
            _ = try ValueHistory(csv: Data(text.utf8))
        } catch {
            #expect(error.description == message)
        }
    }
}
