import Foundation
import Testing

/// `market-report search --taiwan` through the built binary, against the fake TWSE and TPEx.
@Suite struct BinaryTaiwanSearchTests {
    private let run: ProviderRun

    init() throws {
        run = try ProviderRun("binary-taiwan-search")
    }

    private static let tsmc = """
        CODE  NAME    COMPANY                       MARKET  INDUSTRY                  CAPITAL  WATCHLIST
        2330  台積電  台灣積體電路製造股份有限公司  Listed  Semiconductor  NT$259,325,000,000

        """

    @Test(arguments: ["2330", "台積", "Taiwan Semiconductor", "taiwan SEMICONDUCTOR", "２３３０"])
    func findsTSMCByCodeNameOrEnglishName(query: String) throws {
        try run.expect(["search", "--taiwan", query], stdout: Self.tsmc)
    }

    @Test func resultsSpanTheThreeMarketsSortedByCode() throws {
        let result = try run.run(["search", "--taiwan", "co., ltd."])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let rows = result.stdout.split(separator: "\n").dropFirst()
        let codes = rows.map { String($0.prefix(4)) }
        #expect(codes == ["2317", "2330", "2412", "2882", "3008", "6488", "7796", "7812"])
        let markets = Set(rows.map { $0.split(separator: " ", omittingEmptySubsequences: true)[3] })
        #expect(markets == ["Listed", "OTC", "Emerging"])
    }

    @Test func marketNarrowsTheSearch() throws {
        let result = try run.run(["search", "--taiwan", "semiconductor", "--market", "otc"])
        #expect(result.status == 0)
        #expect(
            result.stdout.split(separator: "\n").dropFirst().map { String($0.prefix(4)) } == ["3105", "5347"])
        try run.expect(
            ["search", "--taiwan", "2330", "--market", "emerging"], stdout: "No symbols found for \"2330\"\n")
    }

    @Test func watchlistColumnAndJSON() throws {
        try run.folder.write(#"{"taiwan": ["7796"]}"#, to: "watchlist.json")
        try run.expect(
            ["search", "--taiwan", "dawnlight", "--json"],
            stdout: """
                [
                  {
                    "code": "7796",
                    "name": "晨曦生技",
                    "companyName": "晨曦生物科技股份有限公司",
                    "englishName": "Dawnlight Biotech Co., Ltd.",
                    "market": "emerging",
                    "industry": "Biotechnology and Medical Care",
                    "paidInCapital": 812000000,
                    "onWatchlist": true
                  }
                ]

                """)
    }

    @Test func oneDirectoryDownIsAWarning() throws {
        run.providers.server.inject(.serverError, pathSuffix: "mopsfin_t187ap03_R", times: .max)
        let result = try run.run(["search", "--taiwan", "2330"])
        #expect(result.status == 0)
        #expect(result.stdout == Self.tsmc)
        #expect(
            result.stderr
                == "warning: the Emerging company directory could not be fetched (http 500), "
                + "results may be incomplete\n")
    }
}
