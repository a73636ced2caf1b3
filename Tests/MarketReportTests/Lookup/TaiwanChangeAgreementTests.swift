import Foundation
import MarketData
import Testing

@testable import MarketReport

/// `quote --taiwan` and the report read a Taiwan stock's change in percent from the same quote
/// the same way, whatever the exchange sent.
@Suite struct TaiwanChangeAgreementTests {
    @Test(arguments: [
        (1_090.0 as Double?, 15.0 as Double?), (100, -5), (100, 0), (5, 5), (1, 5), (0, 0), (0, -5), (nil, 1),
        (10, nil), (Double.nan, 1), (10, Double.infinity), (-3, -4),
    ])
    func quoteAndReportAgree(close: Double?, change: Double?) throws {
        var quote = TaiwanDailyQuote(code: "2330", market: .listed)
        quote.close = close
        quote.change = change
        var fetched = TaiwanFetchResult()
        fetched.quotes["2330"] = quote
        let row = try #require(QuoteLookup.taiwanRows(["2330"], fetched).first)

        let snapshot = MarketSnapshot(
            taiwanQuotes: ["2330": quote], fetchedAt: Date(timeIntervalSince1970: 0))
        let watchlist = try Watchlist(json: Data(#"{"taiwan": ["2330"]}"#.utf8), file: "watchlist.json")
        let report = ReportModelBuilder(snapshot: snapshot, timeZone: TimeZone(identifier: "UTC")!)
            .build(watchlist, date: "2026-12-01").taiwan[0]

        #expect(row.changePercent == report.changePercent)
        #expect(row.price == report.price)
        if let close, let change, close > 0, close - change > 0, change.isFinite {
            #expect(report.changePercent == change / (close - change) * 100)
        } else {
            #expect(report.changePercent == nil)
        }
    }
}
