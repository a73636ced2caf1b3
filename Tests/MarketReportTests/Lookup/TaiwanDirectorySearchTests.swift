import MarketData
import MarketReport
import Testing

@Suite struct TaiwanDirectorySearchTests {
    private static func company(
        _ code: String, _ market: TaiwanMarket, _ name: String, _ full: String, _ english: String
    ) -> TaiwanCompany {
        var company = TaiwanCompany(code: code, market: market)
        company.name = name
        company.companyName = full
        company.englishName = english
        return company
    }

    /// Deliberately out of code order, one company without names.
    private let search = TaiwanDirectorySearch(companies: [
        company("6488", .otc, "環球晶", "環球晶圓股份有限公司", "GlobalWafers Co., Ltd."),
        company("2330", .listed, "台積電", "台灣積體電路製造股份有限公司", "Taiwan Semiconductor Manufacturing Co., Ltd."),
        company("7796", .emerging, "晨曦生技", "晨曦生物科技股份有限公司", "Dawnlight Biotech Co., Ltd."),
        company("2303", .listed, "聯電", "聯華電子股份有限公司", "United Microelectronics Corp."),
        TaiwanCompany(code: "9910", market: .listed),
    ])

    private func codes(_ query: String, market: TaiwanMarket? = nil) -> [String] {
        search.matches(query, market: market).map(\.code)
    }

    @Test func matchesEachSearchedField() {
        #expect(codes("2330") == ["2330"])
        #expect(codes("台積") == ["2330"])
        #expect(codes("積體電路製造") == ["2330"])
        #expect(codes("Taiwan Semiconductor") == ["2330"])
        #expect(codes("99") == ["9910"])
    }

    @Test func latinLettersIgnoreCaseAndFullWidthFormsFold() {
        #expect(codes("taiwan SEMICONDUCTOR") == ["2330"])
        #expect(codes("ＧＬＯＢＡＬ") == ["6488"])
        #expect(codes("２３３０") == ["2330"])
        #expect(codes("  united micro ") == ["2303"])
    }

    @Test func resultsAreSortedByCodeAcrossMarkets() {
        #expect(codes("股份有限公司") == ["2303", "2330", "6488", "7796"])
        #expect(codes("co., ltd.") == ["2330", "6488", "7796"])
    }

    @Test func marketNarrowsTheResults() {
        #expect(codes("co., ltd.", market: .otc) == ["6488"])
        #expect(codes("co., ltd.", market: .emerging) == ["7796"])
        #expect(codes("2330", market: .otc) == [])
    }

    @Test func blankOrUnknownQueriesMatchNothing() {
        #expect(codes("") == [])
        #expect(codes("   ") == [])
        #expect(codes("zzz") == [])
        #expect(codes("台積電x") == [])
    }

    @Test func sameCodeOnTwoMarketsKeepsBoth() {
        let twice = TaiwanDirectorySearch(companies: [
            Self.company("1234", .otc, "甲", "甲公司", "Alpha"),
            Self.company("1234", .listed, "甲", "甲公司", "Alpha"),
        ])
        #expect(twice.matches("alpha").map(\.market) == [.listed, .otc])
    }
}
