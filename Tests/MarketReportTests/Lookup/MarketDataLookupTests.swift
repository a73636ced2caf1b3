import Foundation
import MarketData
import MarketReport
import TestHTTPServer
import Testing

/// The symbol validator and the quote lookup against the fixture providers.
@Suite struct MarketDataLookupTests {
    private let server: TestHTTPServer
    private let service: MarketDataService

    init() throws {
        server = TestHTTPServer()
        try server.start()
        let endpoints = MarketDataEndpoints(
            yahoo: server.yahooURL, yahooCookie: server.yahooCookieURL, coinGecko: server.coinGeckoURL,
            twse: server.twseURL, tpex: server.tpexURL, twseSite: server.twseSiteURL)
        service = try MarketDataService.make(
            TransportStack.Options(
                limits: .standard.withRequestDeadline(2), retry: RetryPolicy(maxAttempts: 1)),
            endpoints: endpoints)
    }

    @Test func validatorKnowsEveryKind() async {
        let validator = MarketDataSymbolValidator(service: service)
        #expect(await validator.check("aapl", kind: .stock) == .exists(name: "Apple Inc."))
        #expect(await validator.check("NOPE", kind: .stock) == .notFound)
        #expect(await validator.check("OLDCO", kind: .stock) == .notFound)
        #expect(await validator.check("Bitcoin", kind: .coin) == .exists(name: "Bitcoin"))
        #expect(await validator.check("nocoin", kind: .coin) == .notFound)
        #expect(await validator.check("2330", kind: .taiwan) == .exists(name: "台積電"))
        #expect(await validator.check("0050", kind: .taiwan) == .exists(name: "元大台灣50"))
        #expect(await validator.check("9999", kind: .taiwan) == .notFound)
    }

    @Test func providerFailuresAreNotChecked() async {
        server.inject(.serverError, pathSuffix: "v7/finance/quote", times: .max)
        server.inject(.rateLimited(retryAfter: "1"), pathSuffix: "coins/markets", times: .max)
        let validator = MarketDataSymbolValidator(service: service)
        #expect(await validator.check("AAPL", kind: .stock) == .notChecked(reason: "http 500"))
        #expect(await validator.check("bitcoin", kind: .coin) == .notChecked(reason: "rate limited"))
        server.stop()
        #expect(await validator.check("2330", kind: .taiwan) == .notChecked(reason: "network unreachable"))
    }

    @Test func quoteRowsKeepTheOrderGivenAndSayWhatIsMissing() async {
        let lookup = QuoteLookup(service: service)
        let stocks = await lookup.rows(for: ["msft", "NOPE", "MSFT", "AAPL"], kind: .stock)
        #expect(stocks.map(\.symbol) == ["MSFT", "NOPE", "AAPL"])
        #expect(stocks.map(\.status) == ["ok", "not found", "ok"])
        #expect(stocks[2].price == 231.42 && stocks[2].currency == "USD" && stocks[2].changePercent == 1.27)
        #expect(!stocks[1].isFound)

        let taiwan = await lookup.rows(for: ["2330", "7796", "3008"], kind: .taiwan)
        #expect(taiwan[0].price == 1045 && taiwan[0].change == 25 && taiwan[0].currency == "TWD")
        #expect(taiwan[1].price == 89.35 && taiwan[1].change == 1.15 && taiwan[1].status == "ok")
        #expect(taiwan[2].name == "大立光" && taiwan[2].price == nil && taiwan[2].status == "no data")

        let coins = await lookup.rows(for: ["Ethereum"], kind: .coin)
        #expect(
            coins.map(\.symbol) == ["ethereum"] && coins[0].price == 3612.55 && coins[0].currency == "USD")
    }

    /// `quote` prints an index's points without a currency and a London price in pence, as sent.
    @Test func quoteRowsOfAnIndexHaveNoCurrency() async {
        let rows = await QuoteLookup(service: service).rows(for: ["^GSPC", "HSBA.L"], kind: .stock)
        #expect(rows[0].price == 5998.74 && rows[0].currency == nil)
        #expect(rows[1].price == 715.2 && rows[1].currency == "GBp")
    }
}
