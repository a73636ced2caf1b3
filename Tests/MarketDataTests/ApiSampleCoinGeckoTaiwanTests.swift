import Foundation
import MarketData
import SharedFolder
import Testing

/// CoinGecko and Taiwan samples through the real clients.
@Suite(
    .enabled(
        if: SharedFolder.has(SharedFolder.apiSamples),
        Comment(rawValue: SharedFolder.absent(SharedFolder.apiSamples))))
struct ApiSampleCoinGeckoTaiwanTests {
    private func sample(_ name: String) throws -> Data {
        try Data(contentsOf: SharedFolder.url(SharedFolder.apiSamples).appendingPathComponent(name))
    }

    private func ids(in body: Data) throws -> [String] {
        let rows = try JSONSerialization.jsonObject(with: body) as? [[String: Any]] ?? []
        return rows.compactMap { $0["id"] as? String }
    }

    @Test(arguments: [
        "coingecko/markets-ok.json", "coingecko/markets-top100-2023-01-08.json",
        "coingecko/markets-edge-cases.json",
        "coingecko/markets-course-preview-bitcoin.json",
    ])
    func marketsDecodeEveryRow(file: String) async throws {
        let body = try sample(file)
        let stub = RoutedStub()
        stub.on("/coins/markets", body: body)
        let client = CoinGeckoClient(transport: stub, baseURL: URL(string: "https://cg.test/api/v3")!)
        let ids = try ids(in: body)
        let batch = await client.markets(ids: ids + ["no-such-coin"])
        #expect(Set(batch.values.keys) == Set(ids))
        #expect(batch.problems.map(\.symbol) == ["no-such-coin"])
        #expect(batch.problems.map(\.reason) == [.notFound])
        if let bittorrent = batch.values["bittorrent"] { #expect(bittorrent.currentPrice == 6.31917e-7) }
        if let nulls = batch.values["constructed-all-nulls"] {
            #expect(nulls.currentPrice == nil && nulls.marketCapRank == nil && nulls.sparkline7d.isEmpty)
        }
        if file.hasSuffix("markets-ok.json") {
            #expect(batch.values["bitcoin"]?.sparkline7d.count == 3)
            #expect(batch.values["ethereum"]?.maxSupply == nil)
            #expect(batch.values["bitcoin"]?.lastUpdated != nil)
        }
    }

    @Test(arguments: [
        ("coingecko/coin-detail-bitcoin.json", "bitcoin", 10, "SHA-256"),
        ("coingecko/coin-detail-ethereum.json", "ethereum", 0, "Ethash"),
        ("coingecko/coin-detail-usd-coin.json", "usd-coin", 0, nil),
    ])
    func detailsDecode(file: String, id: String, blockTime: Int, hashing: String?) async throws {
        let body = try sample(file)
        let stub = RoutedStub()
        stub.on("/coins/\(id)", body: body)
        let detail = try await CoinGeckoClient(transport: stub, baseURL: URL(string: "https://cg.test")!)
            .detail(id: id)
        #expect(detail.blockTimeInMinutes == Double(blockTime))
        #expect(detail.hashingAlgorithm == hashing)
        #expect(detail.homepage?.hasPrefix("http") == true)
        #expect(detail.description?.isEmpty == false)
    }

    @Test(arguments: ["coingecko/coin-not-found-404.json", "coingecko/coin-not-found-404-legacy.json"])
    func unknownCoinIsNotFound(file: String) async throws {
        let body = try sample(file)
        let stub = RoutedStub()
        stub.on("/coins/nope", status: 404, body: body)
        let batch = await CoinGeckoClient(transport: stub, baseURL: URL(string: "https://cg.test")!).details(
            ids: ["nope"])
        #expect(batch.problems.map(\.reason) == [.notFound])
        #expect(batch.problems.first?.dataset == .coinDetail)
    }

    @Test func rateLimitBodyIsATypedError() async throws {
        let body = try sample("coingecko/rate-limited-429.json")
        let stub = RoutedStub()
        stub.on("/coins/bitcoin", status: 429, body: body, headers: ["retry-after": "119"])
        let client = CoinGeckoClient(transport: stub, baseURL: URL(string: "https://cg.test")!)
        await #expect(throws: ProviderError.self) { try await client.detail(id: "bitcoin") }
        let batch = await client.details(ids: ["bitcoin"])
        #expect(batch.problems.map(\.reason) == [.rateLimited(retryAfter: 119)])
    }

    private func taiwanClient(_ stub: RoutedStub) -> TaiwanExchangeClient {
        stub.fallbackStatus = 200
        stub.fallbackBody = "[]"
        return TaiwanExchangeClient(
            transport: stub, twseBaseURL: URL(string: "https://twse.test/v1")!,
            tpexBaseURL: URL(string: "https://tpex.test/openapi/v1")!)
    }

    @Test func directoriesMergeWithTheirMarkets() async throws {
        let listed = try sample("taiwan/twse-t187ap03_L.json")
        let otc = try sample("taiwan/tpex-t187ap03_O.json")
        let emerging = try sample("taiwan/tpex-t187ap03_R.json")
        let stub = RoutedStub()
        stub.on("/opendata/t187ap03_L", body: listed)
        stub.on("/mopsfin_t187ap03_O", body: otc)
        stub.on("/mopsfin_t187ap03_R", body: emerging)
        let directory = await taiwanClient(stub).directory()
        #expect(directory.failures.isEmpty)
        #expect(directory.companies.count == 16 + 14 + 10)
        #expect(directory.companies.map(\.code) == directory.companies.map(\.code).sorted())
        let tsmc = try #require(directory.company(code: "2330"))
        #expect(tsmc.market == .listed && tsmc.name == "台積電" && tsmc.industry == "Semiconductor")
        #expect(tsmc.reportDate?.description == "2026-07-09")
        #expect(tsmc.listedOn?.description == "1994-09-05")
        #expect(tsmc.paidInCapital == 259_323_700_670)
        #expect(directory.company(code: "6488")?.market == .otc)
        #expect(directory.company(code: "1260")?.market == .emerging)
        #expect(directory.company(code: "1240")?.englishName == "MORNSUN")
    }

    @Test(arguments: [
        "taiwan/twse-STOCK_DAY_ALL.json", "taiwan/twse-STOCK_DAY_ALL.legacy-2025-04-no-Date.json",
    ])
    func listedDailyQuotesDecode(file: String) async throws {
        let body = try sample(file)
        let stub = RoutedStub()
        stub.on("/exchangeReport/STOCK_DAY_ALL", body: body)
        let (quotes, failures) = await taiwanClient(stub).dailyQuotes()
        #expect(failures.isEmpty)
        let tsmc = try #require(quotes["2330"])
        #expect(tsmc.close != nil && tsmc.volume != nil && tsmc.transactions != nil)
        #expect((tsmc.date == nil) == file.contains("legacy"))
        if file.contains("legacy") {
            #expect(quotes["00625K"]?.close == nil && quotes["00625K"]?.traded == false)
        }
        if !file.contains("legacy") { #expect(tsmc.date?.description == "2026-07-08") }
    }

    @Test func otcDailyQuotesKeepNotesAndPlaceholders() async throws {
        let body = try sample("taiwan/tpex-daily-close-quotes.json")
        let stub = RoutedStub()
        stub.on("/tpex_mainboard_daily_close_quotes", body: body)
        let (quotes, _) = await taiwanClient(stub).dailyQuotes()
        #expect(quotes.count == 17)
        #expect(quotes["00697B"]?.changeNote == "除息" && quotes["00697B"]?.change == nil)
        #expect(quotes["020035"]?.close == nil && quotes["020035"]?.change == nil)
        #expect(quotes["6488"]?.change == -13 && quotes["6488"]?.market == .otc)
        #expect(quotes["00411A"]?.change == 0.09)
        #expect(quotes["6488"]?.date?.description == "2026-09-21")
    }

    @Test func htmlPageIsNotJSON() async throws {
        let body = try sample("taiwan/isin-C_public-strMode2.constructed.html")
        let stub = RoutedStub()
        stub.on("/opendata/t187ap03_L", body: body, headers: ["content-type": "text/html"])
        let directory = await taiwanClient(stub).directory()
        #expect(directory.failures[.listed]?.reason == "bad response")
        #expect(directory.failures[.listed]?.description.contains("not JSON") == true)
    }
}
