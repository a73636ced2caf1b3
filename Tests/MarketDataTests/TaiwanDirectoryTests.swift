import MarketData
import Testing

@Suite struct TaiwanDirectoryTests {
    /// Codes in no order, one listed on two markets, as the three directories merge them.
    private let directory = TaiwanDirectory(companies: [
        TaiwanCompany(code: "6488", market: .otc),
        TaiwanCompany(code: "2330", market: .listed),
        TaiwanCompany(code: "1260", market: .emerging),
        TaiwanCompany(code: "2330", market: .emerging),
        TaiwanCompany(code: "00878", market: .listed),
        TaiwanCompany(code: "9999A", market: .otc),
    ])

    @Test func findsEveryCodeAsAScanOfTheDirectoryWould() {
        for code in ["00878", "1260", "2330", "6488", "9999A"] {
            let found = directory.company(code: code)
            #expect(found?.code == code)
            #expect(found?.market == directory.companies.first { $0.code == code }?.market)
        }
        #expect(directory.company(code: "2330")?.market == .listed, "the first market listing it")
    }

    @Test func aCodeNotListedIsNil() {
        for code in ["", "0000", "1259", "2331", "99999", "2330 ", "２３３０"] {
            #expect(directory.company(code: code) == nil, "\(code)")
        }
        #expect(TaiwanDirectory(companies: []).company(code: "2330") == nil)
    }
}
