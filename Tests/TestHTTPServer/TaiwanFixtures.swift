/// TWSE and TPEx open-data answers in the real shapes (every value a string), built from
/// ``FixtureTaiwanCompany/universe``.
public enum TaiwanFixtures {
    /// The ROC date of the data (`1141202` = 2025-12-02).
    public static let rocDate = "1141202"

    private static func companies(_ market: FixtureTaiwanCompany.Market) -> [FixtureTaiwanCompany] {
        FixtureTaiwanCompany.universe.filter { $0.market == market }
    }

    /// TWSE `opendata/t187ap03_L`: Chinese keys.
    public static func listedDirectory() -> String {
        JSONText.array(
            companies(.listed).map { c in
                .object([
                    ("出表日期", .string(rocDate)), ("公司代號", .string(c.code)), ("公司名稱", .string(c.companyName)),
                    ("公司簡稱", .string(c.name)), ("外國企業註冊地國", "－ "), ("產業別", .string(c.industry)),
                    ("住址", "台北市信義區市府路1號"), ("董事長", "王大明"), ("成立日期", "19870221"), ("上市日期", "19940905"),
                    ("普通股每股面額", "新台幣                 10.0000元"), ("實收資本額", .string(String(c.capital))),
                    ("英文簡稱", .string(c.englishName)), ("網址", .string("https://\(c.code).example.tw")),
                    ("已發行普通股數或TDR原股發行股數", .string(String(c.capital / 10))),
                ])
            }
        ).rendered
    }

    /// TPEx `mopsfin_t187ap03_O` (OTC) or `_R` (emerging): English keys, some with dots.
    public static func tpexDirectory(_ market: FixtureTaiwanCompany.Market) -> String {
        JSONText.array(
            companies(market).map { c in
                .object([
                    ("Date", .string(rocDate)), ("SecuritiesCompanyCode", .string(c.code)),
                    ("CompanyName", .string(c.companyName)),
                    ("CompanyAbbreviation", .string(c.name)), ("Registration", "－ "),
                    ("SecuritiesIndustryCode", .string(c.industry)),
                    ("Chairman", "李小華"), ("DateOfIncorporation", "19980101"),
                    ("DateOfListing", market == .otc ? "20150610" : "20230315"),
                    ("Paidin.Capital.NTDollars", .string(String(c.capital))), ("PrivateStock.shares", "0"),
                    ("Symbol", .string(c.englishName + "\u{3000}")),
                    ("WebAddress", .string("https://\(c.code).example.tw")),
                    ("IssueShares", .string(String(c.capital / 10))),
                ])
            }
        ).rendered
    }

    private static func price(_ value: Double?) -> String {
        guard let value else { return "" }
        let cents = Int64((value * 100).rounded())
        let fraction = String(cents % 100)
        return "\(cents / 100)." + (fraction.count == 1 ? "0" + fraction : fraction)
    }

    /// TWSE `exchangeReport/STOCK_DAY_ALL`, with the ETF 0050 first; untraded rows show zeros.
    public static func listedQuotes() -> String {
        let etf: JSONText = .object([
            ("Date", .string(rocDate)), ("Code", "0050"), ("Name", "元大台灣50"), ("TradeVolume", "96508356"),
            ("TradeValue", "19207933035"), ("OpeningPrice", "198.40"), ("HighestPrice", "199.60"),
            ("LowestPrice", "197.05"), ("ClosingPrice", "199.05"), ("Change", "1.1500"),
            ("Transaction", "163316"),
        ])
        let rows = companies(.listed).map { c -> JSONText in
            let p = c.prices
            return .object([
                ("Date", .string(rocDate)), ("Code", .string(c.code)), ("Name", .string(c.name)),
                ("TradeVolume", .string(String(c.volume))),
                ("TradeValue", .string(String(Int64(Double(c.volume) * (p?.close ?? 0))))),
                ("OpeningPrice", .string(price(p?.open ?? 0))),
                ("HighestPrice", .string(price(p?.high ?? 0))),
                ("LowestPrice", .string(price(p?.low ?? 0))), ("ClosingPrice", .string(price(p?.close ?? 0))),
                ("Change", .string(c.change)), ("Transaction", .string(String(c.volume / 900))),
            ])
        }
        return JSONText.array([etf] + rows).rendered
    }

    /// TPEx `tpex_mainboard_daily_close_quotes`: `+` for gains, a trailing space otherwise,
    /// `" ---"` / `"---"` for untraded rows, and the API's own spelling `LatesAskPrice`.
    public static func otcQuotes() -> String {
        JSONText.array(companies(.otc).map(otcRow)).rendered
    }

    private static func otcRow(_ c: FixtureTaiwanCompany) -> JSONText {
        let close: Double = c.prices?.close ?? 10
        let traded: Double = c.prices?.close ?? 0
        let text = { (value: Double?, placeholder: String) -> JSONText in
            .string(value.map(price) ?? placeholder)
        }
        let pairs: [(String, JSONText)] = [
            ("Date", .string(rocDate)), ("SecuritiesCompanyCode", .string(c.code)),
            ("CompanyName", .string(c.name)),
            ("Close", text(c.prices?.close, " ---")), ("Change", .string(c.change)),
            ("Open", text(c.prices?.open, "---")), ("High", text(c.prices?.high, "---")),
            ("Low", text(c.prices?.low, "---")), ("Average", .string(price(close))),
            ("TradingShares", .string(String(c.volume))),
            ("TransactionAmount", .string(String(Int64(Double(c.volume) * traded)))),
            ("TransactionNumber", .string(String(c.volume / 700))), ("LatestBidPrice", .string(price(close))),
            ("LatesAskPrice", .string(price(close + 0.5))), ("Capitals", .string(String(c.capital / 10))),
            ("NextReferencePrice", .string(price(close))),
        ]
        return .object(pairs)
    }

    /// TPEx `tpex_esb_latest_statistics`: the emerging board's day, priced at the weighted
    /// `Average` against `PreviousAveragePrice`; an untraded company has empty prices.
    public static func emergingQuotes() -> String {
        JSONText.array(
            companies(.emerging).map { c in
                let average = c.prices?.close
                let previous = average.map { $0 - (Double(c.change) ?? 0) }
                return .object([
                    ("Date", .string(rocDate)), ("Time", "14:30:00"),
                    ("SecuritiesCompanyCode", .string(c.code)),
                    ("CompanyName", .string(c.name)),
                    ("PreviousAveragePrice", .string(previous.map(price) ?? "")),
                    ("Average", .string(average.map(price) ?? "")),
                    ("LatestPrice", .string(c.prices.map { price($0.low) } ?? "")),
                    ("Highest", .string(c.prices.map { price($0.high) } ?? "")),
                    ("Lowest", .string(c.prices.map { price($0.low) } ?? "")),
                    ("TransactionVolume", .string(String(c.volume))),
                ])
            }
        ).rendered
    }

    /// The HTML page TWSE sometimes sends with HTTP 200 instead of JSON.
    public static let securityPage =
        "<!DOCTYPE html><html><head><title>Security check</title></head><body><p>The requested URL was rejected.</p></body></html>"
}
