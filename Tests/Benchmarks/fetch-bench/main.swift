import Foundation
import MarketData
import TestHTTPServer

/// Fetch benchmark: request counts (cold and warm cache) and cold-fetch time with 200 ms added to
/// every answer, for 30 stocks, 15 coins and 15 Taiwan codes against the local test server, with
/// a holding in each (exchange rates into EUR for every currency held) and two years of daily
/// closes for the stocks and the listed and OTC Taiwan companies.

func endpoints(_ server: TestHTTPServer) -> MarketDataEndpoints {
    MarketDataEndpoints(
        yahoo: server.yahooURL, yahooCookie: server.yahooCookieURL, coinGecko: server.coinGeckoURL,
        twse: server.twseURL, tpex: server.tpexURL, twseSite: server.twseSiteURL)
}

func freshCache() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "fetch-bench-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

func fetch(_ server: TestHTTPServer, cache: URL) async throws -> (MarketSnapshot, TimeInterval) {
    let service = try MarketDataService.make(
        .init(cacheDirectory: cache, limits: .standard.withRequestDeadline(5)), endpoints: endpoints(server))
    let request = MarketDataRequest(
        stocks: BenchmarkWatchlist.stocks, coins: BenchmarkWatchlist.coins, taiwan: BenchmarkWatchlist.taiwan,
        rates: MarketDataRequest.Rates(
            base: "EUR", stocks: BenchmarkWatchlist.stocks, currencies: ["USD", "TWD"]),
        benchmark: benchmark)
    let start = Date()
    let snapshot = await service.fetch(request)
    return (snapshot, Date().timeIntervalSince(start))
}

/// The benchmark compared with: a fixture symbol outside the watchlist, riding in a spark call.
let benchmark = FixtureStock.universe.first {
    $0.quoteType != "NONE" && !BenchmarkWatchlist.stocks.contains($0.symbol)
}?.symbol

func median(_ values: [TimeInterval]) -> TimeInterval {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

let server = TestHTTPServer()
try server.start()

let cache = freshCache()
let (cold, _) = try await fetch(server, cache: cache)
let coldCount = server.totalRequestCount
let coldByPath = server.requestCounts
server.resetCounts()
_ = try await fetch(server, cache: cache)
let warmCount = server.totalRequestCount
print(
    "watchlist: \(BenchmarkWatchlist.stocks.count) stocks, \(BenchmarkWatchlist.coins.count) coins, \(BenchmarkWatchlist.taiwan.count) Taiwan codes, benchmark \(benchmark ?? "none") (\(cold.benchmark == nil ? "missing" : "fetched"))"
)
print("requests, cold cache: \(coldCount) (limit 30)")
for (path, count) in coldByPath.sorted(by: { $0.key < $1.key }) { print("  \(count) \(path)") }
print("requests, warm cache: \(warmCount) (limit 8)")
print(
    "values: \(cold.quotes.count) quotes, \(cold.sparklines.count) sparklines, \(cold.coinMarkets.count) coin markets, \(cold.coinDetails.count) coin details, \(cold.taiwanCompanies.count) Taiwan companies, \(cold.taiwanQuotes.count) Taiwan quotes, \(cold.taiwanHistories.count) Taiwan histories, \(cold.exchangeRates.count) exchange rates; \(cold.problems.count) problems"
)
for problem in cold.problems { print("  problem: \(problem)") }

server.addedLatency = 0.2
var times: [TimeInterval] = []
for _ in 0..<5 {
    let (_, seconds) = try await fetch(server, cache: freshCache())
    times.append(seconds)
}
print(
    "cold fetch with 200 ms per answer: median \(String(format: "%.3f", median(times))) s over \(times.count) runs (limit 3 s); runs: \(times.map { String(format: "%.3f", $0) }.joined(separator: ", "))"
)
server.stop()
