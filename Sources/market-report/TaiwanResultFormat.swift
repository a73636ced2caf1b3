import ArgumentParsing
import JSON
import MarketData
import MarketReport

/// Taiwan directory search results: code, short name, company name, market, industry, paid-in
/// capital (`NT$259,325,000,000`) and whether each is on the watchlist.
struct TaiwanResultFormat: SearchResultFormat {
    let companies: [TaiwanCompany]
    let watchlist: Watchlist

    var isEmpty: Bool { companies.isEmpty }

    var table: TextTable {
        TextTable(
            header: ["CODE", "NAME", "COMPANY", "MARKET", "INDUSTRY", "CAPITAL", "WATCHLIST"],
            alignments: [.left, .left, .left, .left, .left, .right],
            rows: companies.map { company in
                [
                    company.code, company.name ?? "", company.companyName ?? "", company.market.displayName,
                    company.industry ?? company.industryCode ?? "", Self.capital(company.paidInCapital),
                    onWatchlist(company) ? "yes" : "",
                ]
            })
    }

    var jsonObjects: [JSONObject] {
        companies.map { company in
            [
                "code": .string(company.code), "name": .optional(company.name),
                "companyName": .optional(company.companyName), "englishName": .optional(company.englishName),
                "market": .string(company.market.rawValue), "industry": .optional(company.industry),
                "paidInCapital": .optional(company.paidInCapital), "onWatchlist": .bool(onWatchlist(company)),
            ]
        }
    }

    /// Paid-in capital in whole New Taiwan dollars with grouping; empty when unknown.
    static func capital(_ value: Double?) -> String {
        guard let value else { return "" }
        return CurrencyFormat(code: "TWD").symbol + NumberFormatting.integer(value)
    }

    private func onWatchlist(_ company: TaiwanCompany) -> Bool {
        watchlist.contains(company.code, kind: .taiwan)
    }
}
