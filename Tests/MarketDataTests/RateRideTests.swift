import Foundation
import TestHTTPServer
import Testing

@testable import MarketData

/// The exchange rates' daily closes ride in the room the last spark call leaves: no request of
/// their own, and each bar on its own day whatever the season.
@Suite struct RateRideTests {
    let server: TestHTTPServer
    init() throws { server = try TestSupport.server() }

    private func fetch(_ request: MarketDataRequest) async throws -> MarketSnapshot {
        try await TestSupport.service(server).fetch(request)
    }

    /// The symbols of every spark call made, in the order asked.
    private var sparked: [[String]] {
        server.requests.filter { $0.path.hasSuffix("/v7/finance/spark") }.map {
            ($0.query["symbols"] ?? "").split(separator: ",").map(String.init)
        }
    }

    @Test func ratesRideInTheStocksCallAtNoRequestOfTheirOwn() async throws {
        let stocks = ["AAPL", "7203.T", "VOD.L"]
        let request = MarketDataRequest(
            stocks: stocks, rates: MarketDataRequest.Rates(base: "USD", stocks: stocks, currencies: ["TWD"]),
            benchmark: "^GSPC")
        let snapshot = try await fetch(request)
        #expect(sparked == [stocks + ["^GSPC", "GBPUSD=X", "JPYUSD=X", "TWDUSD=X"]])
        #expect(server.totalRequestCount == MarketDataService.plannedRequestCount(for: request))
        #expect(Set(snapshot.rateHistories.keys) == ["GBP", "JPY", "TWD"])
        #expect(snapshot.sparklines.keys.sorted() == stocks.sorted(), "rates are not stocks")
        let jpy = try #require(snapshot.rateHistories["JPY"])
        let today = try #require(snapshot.exchangeRates["JPY"]?.rate)
        #expect(jpy.values.last == today)
        #expect(jpy.timestamps.count > 250, "a year of weekdays, kept whole")
    }

    /// Yahoo stamps a rate's bar at midnight in London: 23:00 UTC the day before in summer time,
    /// while `gmtoffset` is that of the day fetched (0 in winter). Every bar is a weekday.
    @Test func everyRateBarFallsOnItsOwnWeekdayInSummerAndWinter() async throws {
        let request = MarketDataRequest(
            stocks: ["AAPL"], rates: MarketDataRequest.Rates(base: "USD", currencies: ["EUR"]))
        let snapshot = try await fetch(request)
        let eur = try #require(snapshot.rateHistories["EUR"])
        let days = PriceHistory(eur).days
        #expect(days.count == eur.timestamps.count, "no two bars on one day")
        #expect(days.allSatisfy { !$0.isWeekend }, "\(days.filter(\.isWeekend).prefix(3))")
        let summer = try #require(eur.timestamps.first { Calendar.utc.component(.hour, from: $0) == 23 })
        let day = PriceHistory.day(of: summer, in: eur)
        #expect(
            day == CalendarDay(Date(timeInterval: 3_600, since: summer), in: TimeZone(identifier: "UTC")!))
    }

    /// Twenty stocks fill their spark call: the rates ride in the Taiwan companies' call, after
    /// the benchmark; with no room anywhere they are not asked and cost nothing.
    @Test func ratesGoWhereThereIsRoomAndNowhereElse() async throws {
        let twenty = Array(BenchmarkWatchlist.stocks.prefix(20))
        let rates = MarketDataRequest.Rates(base: "EUR", stocks: twenty, currencies: ["TWD"])
        var request = MarketDataRequest(stocks: twenty, taiwan: ["2330", "6488"], benchmark: "^GSPC")
        _ = try await fetch(request)
        let withoutRates = server.totalRequestCount
        server.resetCounts()
        request.rates = rates
        #expect(MarketDataService.ratesWithStocks(request).isEmpty)
        let snapshot = try await fetch(request)
        let taiwanCall = try #require(sparked.first { $0.contains("2330.TW") })
        #expect(taiwanCall.suffix(3) == ["^GSPC", "TWDEUR=X", "USDEUR=X"])
        #expect(Set(snapshot.rateHistories.keys) == ["TWD", "USD"])
        #expect(server.totalRequestCount == withoutRates, "\(server.requestCounts)")

        let alone = MarketDataRequest(stocks: twenty, rates: rates)
        #expect(MarketDataService.ratesWithStocks(alone).isEmpty)
        server.resetCounts()
        let none = try await fetch(alone)
        #expect(none.rateHistories.isEmpty)
        #expect(server.totalRequestCount == MarketDataService.plannedRequestCount(for: alone))
    }

    /// The 30/15/15 watchlist in euros: its rates ride in the stocks' second call at no cost.
    @Test func theThirtyByFifteenByFifteenWatchlistGetsItsRatesForNothing() async throws {
        let request = TestSupport.benchmarkRequest
        let snapshot = try await fetch(request)
        #expect(server.totalRequestCount <= 42, "\(server.requestCounts)")
        #expect(!snapshot.rateHistories.isEmpty)
        #expect(Set(snapshot.rateHistories.keys) == Set(snapshot.exchangeRates.keys))
        #expect(sparked.allSatisfy { $0.count <= YahooFinanceClient.sparkChunkSize })
    }
}

extension CalendarDay {
    /// Whether the day is a Saturday or a Sunday (day 0, 1 January 1970, was a Thursday).
    fileprivate var isWeekend: Bool { [0, 6].contains((dayNumber + 4) % 7) }
}

extension Calendar {
    /// The Gregorian calendar in UTC.
    fileprivate static var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }
}
