import Foundation
import MarketData
import TestHTTPServer
import Testing

/// The benchmark rides in a spark call already made, and the holdings keep a year of closes.
@Suite struct BenchmarkFetchTests {
    let server: TestHTTPServer
    init() throws { server = try TestSupport.server() }

    private func fetch(_ request: MarketDataRequest) async throws -> MarketSnapshot {
        try await TestSupport.service(server).fetch(request)
    }

    /// A fixture symbol that is not one of `stocks`.
    private func outsider(_ stocks: [String]) throws -> String {
        try #require(
            FixtureStock.universe.first { $0.quoteType != "NONE" && !stocks.contains($0.symbol) }?.symbol)
    }

    private var watchlist: MarketDataRequest { TestSupport.benchmarkRequest }

    @Test func theBenchmarkCostsNoRequestForThe30By15By15Watchlist() async throws {
        let without = try await fetch(watchlist)
        let countWithout = server.totalRequestCount
        #expect(without.benchmark == nil)
        server.resetCounts()
        var request = watchlist
        request.benchmark = try outsider(BenchmarkWatchlist.stocks)
        let with = try await fetch(request)
        #expect(server.totalRequestCount == countWithout, "\(server.requestCounts)")
        // 28 for prices and directories, 2 ex-dividend schedules, 12 lists of Taiwan daily figures.
        #expect(server.totalRequestCount <= 42)
        #expect(
            MarketDataService.plannedRequestCount(for: request)
                == MarketDataService.plannedRequestCount(for: watchlist))
        #expect(with.benchmark?.symbol == request.benchmark)
        #expect(with.sparklines[try #require(request.benchmark)] == nil, "not one of the watchlist's stocks")
        #expect(with.sparklines.count == without.sparklines.count)
    }

    /// Twenty stocks fill their spark call: the benchmark rides with the Taiwan companies instead.
    @Test func withTheStocksCallsFullTheBenchmarkRidesWithTaiwan() async throws {
        let stocks = Array(BenchmarkWatchlist.stocks.prefix(20))
        let plain = MarketDataRequest(stocks: stocks, taiwan: ["2330", "6488"])
        _ = try await fetch(plain)
        let sparkCalls = server.requestCount(pathSuffix: "/v7/finance/spark")
        server.resetCounts()
        var request = plain
        request.benchmark = try outsider(stocks)
        let snapshot = try await fetch(request)
        #expect(server.requestCount(pathSuffix: "/v7/finance/spark") == sparkCalls)
        #expect(snapshot.benchmark?.symbol == request.benchmark)
        #expect(snapshot.taiwanHistories.count == 2)
    }

    /// The benchmark and the symbols asked whole keep a year of closes; the others only the bars
    /// their figures read, which give the same returns.
    @Test func theYearIsKeptWholeOnlyWhereAsked() async throws {
        let request = MarketDataRequest(
            stocks: ["AAPL", "MSFT"], taiwan: ["2330"], benchmark: "^GSPC", wholeYear: ["AAPL", "2330"])
        let snapshot = try await fetch(request)
        func span(_ sparkline: Sparkline?) -> Double {
            guard let first = sparkline?.timestamps.first, let last = sparkline?.timestamps.last else {
                return 0
            }
            return last.timeIntervalSince(first) / 86_400
        }
        #expect(span(snapshot.sparklines["AAPL"]) >= 365)
        #expect(span(snapshot.taiwanHistories["2330"]) >= 365)
        #expect(span(snapshot.benchmark) >= 365)
        let msft = try #require(snapshot.sparklines["MSFT"])
        #expect(msft.closes.count < 60, "only the bars read: \(msft.closes.count)")
        let whole = try #require(snapshot.sparklines["AAPL"])
        #expect(PriceHistory(whole).returns == PriceHistory(whole.keepingBarsRead()).returns)
        #expect(PriceHistory(whole).yearRange == PriceHistory(whole.keepingBarsRead()).yearRange)
    }
}
