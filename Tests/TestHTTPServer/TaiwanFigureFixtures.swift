/// The exchanges' lists of daily figures in their real shapes, built from
/// ``FixtureTaiwanCompany/universe``: TWSE's main-site tables (positional rows, thousands
/// separators, padded names, answered only for the fixture's trading day) and both exchanges'
/// OpenAPI arrays (every value a string, TPEx's keys with stray spaces, `N/A` and `""` for no P/E).
public enum TaiwanFigureFixtures {
    /// The trading day TWSE's dated lists answer for (`date=20251202`).
    public static let siteDate = "20251202"
    /// TWSE's answer for a day without data.
    public static let noData = #"{"stat":"很抱歉，沒有符合條件的資料!","total":0}"#

    private static func companies(_ market: FixtureTaiwanCompany.Market) -> [FixtureTaiwanCompany] {
        FixtureTaiwanCompany.universe.filter { $0.market == market }
    }

    /// A whole number from the code, for figures that differ from stock to stock.
    public static func seed(_ code: String, _ salt: Int) -> Int64 {
        Int64(code.unicodeScalars.reduce(salt) { ($0 * 31 + Int($1.value)) % 1_000_003 })
    }

    /// `1234567` as `1,234,567`, `-89` as `-89`.
    public static func grouped(_ value: Int64) -> String {
        let digits = String(value.magnitude)
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return (value < 0 ? "-" : "") + text
    }

    /// The net buying of a company: foreign, foreign dealers, trust, dealers (own, hedging).
    public static func trades(_ code: String) -> (
        foreign: Int64, foreignDealers: Int64, trust: Int64, own: Int64, hedge: Int64
    ) {
        (
            seed(code, 1) * 37 - 18_000_000, seed(code, 2) % 5 == 0 ? 12_000 : 0,
            seed(code, 3) * 3 - 1_500_000,
            seed(code, 4) - 500_000, seed(code, 5) % 200_000 - 100_000
        )
    }

    /// Margin (previous, today) and short (previous, today) balances in lots.
    public static func margin(_ code: String) -> (Int64, Int64, Int64, Int64) {
        let previous = seed(code, 6) % 40_000 + 1_000
        let short = seed(code, 7) % 3_000
        return (previous, previous + seed(code, 8) % 900 - 450, short, short + seed(code, 9) % 200 - 100)
    }

    /// TWSE `rwd/zh/fund/T86` for `date` (ALLBUT0999): 19 columns, sorted by the total.
    public static func listedInstitutional(date: String?) -> String {
        guard date == siteDate else { return noData }
        let fields: [JSONText] = [
            "證券代號", "證券名稱", "外陸資買進股數(不含外資自營商)", "外陸資賣出股數(不含外資自營商)", "外陸資買賣超股數(不含外資自營商)",
            "外資自營商買進股數", "外資自營商賣出股數", "外資自營商買賣超股數", "投信買進股數", "投信賣出股數", "投信買賣超股數", "自營商買賣超股數",
            "自營商買進股數(自行買賣)", "自營商賣出股數(自行買賣)", "自營商買賣超股數(自行買賣)", "自營商買進股數(避險)", "自營商賣出股數(避險)",
            "自營商買賣超股數(避險)", "三大法人買賣超股數",
        ]
        let rows = companies(.listed).map { c -> (Int64, JSONText) in
            let t = trades(c.code)
            let total = t.foreign + t.foreignDealers + t.trust + t.own + t.hedge
            let pair = { (net: Int64) -> [JSONText] in
                let sold = 2_000_000 + net.magnitude % 7 * 1_000
                return [
                    .string(grouped(Int64(sold) + net)), .string(grouped(Int64(sold))), .string(grouped(net)),
                ]
            }
            let cells: [JSONText] =
                [.string(c.code), .string(c.name + String(repeating: " ", count: 12 - c.name.count))]
                + pair(t.foreign) + pair(t.foreignDealers) + pair(t.trust) + [
                    .string(grouped(t.own + t.hedge))
                ]
                + pair(t.own) + pair(t.hedge) + [.string(grouped(total))]
            return (total, .array(cells))
        }
        return JSONText.object([
            ("stat", "OK"), ("date", .string(siteDate)), ("title", "114年12月02日 三大法人買賣超日報"),
            ("fields", .array(fields)), ("data", .array(rows.sorted { $0.0 > $1.0 }.map(\.1))),
            ("total", .number(String(rows.count))),
        ]).rendered
    }

    /// TWSE `rwd/zh/marginTrading/MI_MARGN` for `date` (ALL): the market total, then the
    /// per-stock table whose balance columns repeat for margin and short.
    public static func listedMargin(date: String?) -> String {
        guard date == siteDate else { return #"{"stat":"很抱歉，沒有符合條件的資料","total":0}"# }
        let summary: JSONText = .object([
            ("title", "114年12月02日 信用交易統計"),
            ("fields", .array(["項目", "買進", "賣出", "現金(券)償還", "前日餘額", "今日餘額"])),
            (
                "data",
                .array([.array(["融資(交易單位)", "410,406", "461,293", "12,548", "8,764,867", "8,701,432"])])
            ),
        ])
        let rows = companies(.listed).map { c -> JSONText in
            let (previous, today, shortPrevious, short) = margin(c.code)
            return .array([
                .string(c.code), .string(c.name), "1,013", "1,170", "11", .string(grouped(previous)),
                .string(grouped(today)),
                "6,483,092", "123", "23", "0", .string(grouped(shortPrevious)), .string(grouped(short)),
                "6,483,092", "17",
                c.code == "2303" ? "X " : " ",
            ])
        }
        let table: JSONText = .object([
            ("title", "114年12月02日 融資融券彙總 (全部)"),
            (
                "fields",
                .array([
                    "代號", "名稱", "買進", "賣出", "現金償還", "前日餘額", "今日餘額", "次一營業日限額", "買進", "賣出", "現券償還",
                    "前日餘額", "今日餘額", "次一營業日限額", "資券互抵", "註記",
                ])
            ),
            ("data", .array(rows)),
        ])
        return JSONText.object([
            ("stat", "OK"), ("date", .string(siteDate)), ("tables", .array([summary, table])),
        ]).rendered
    }

    /// TWSE `rwd/announcement/notice` for `date`: 2454 on the attention list, its reason with
    /// TWSE's markup, and a warrant.
    public static func listedAttention(date: String?) -> String {
        guard date == siteDate else {
            return JSONText.object([("stat", "OK"), ("data", .array([]))]).rendered
        }
        return JSONText.object([
            ("stat", "OK"), ("title", "公布注意有價證券資訊"),
            ("fields", .array(["編號", "證券代號", "證券名稱", "累計次數", "注意交易資訊", "日期", "收盤價", "本益比"])),
            (
                "data",
                .array([
                    .array([
                        1, "039457", "宏達電統一6A購02", "1", "最近六個營業日累積收盤價漲幅達33.56%﹝第一款﹞。", "114.12.02", "0.72",
                        "-----",
                    ]),
                    .array([
                        2, "2454", "聯發科", "1", "最近六個營業日累積收盤價漲幅達27.10%<font color='#FF0000'>﹝第一款﹞</font>。",
                        "114.12.02",
                        "1340.00", "21.35",
                    ]),
                ])
            ),
        ]).rendered
    }

    /// TWSE `announcement/punish`: 2303 under disposition, listed twice (the later row wins).
    public static func listedDisposition() -> String {
        JSONText.array([
            .object([
                ("Number", "1"), ("Date", "1141120"), ("Code", "2303"), ("Name", "聯電"),
                ("NumberOfAnnouncement", "1"),
                ("ReasonsOfDisposition", "連續三次"), ("DispositionPeriod", "114/11/21～114/12/04"),
                ("DispositionMeasures", "第一次處置"), ("Detail", "１處置原因：…\n"), ("LinkInformation", ""),
            ]),
            .object([
                ("Number", "1"), ("Date", "1141201"), ("Code", "2303"), ("Name", "聯電"),
                ("NumberOfAnnouncement", "2"),
                ("ReasonsOfDisposition", "連續五次"), ("DispositionPeriod", "114/12/02～114/12/15"),
                ("DispositionMeasures", "第二次處置"), ("Detail", "１處置原因：…\n"), ("LinkInformation", ""),
            ]),
        ]).rendered
    }

    /// TWSE `BWIBBU_ALL`: 2317 without a P/E (`""`); 3008, untraded, not listed.
    public static func listedValuation() -> String {
        JSONText.array(
            companies(.listed).filter { $0.code != "3008" }.map { c in
                .object([
                    ("Date", .string(TaiwanFixtures.rocDate)), ("Code", .string(c.code)),
                    ("Name", .string(c.name)),
                    ("PEratio", .string(c.code == "2317" ? "" : ratio(seed(c.code, 10) % 4_000 + 500))),
                    ("DividendYield", .string(ratio(seed(c.code, 11) % 700))),
                    ("PBratio", .string(ratio(seed(c.code, 12) % 900 + 60))),
                ])
            }
        ).rendered
    }

    /// TPEx `tpex_mainboard_peratio_analysis`: 8069 without a P/E (`N/A`).
    public static func otcValuation() -> String {
        JSONText.array(
            companies(.otc).map { c in
                .object([
                    ("Date", .string(TaiwanFixtures.rocDate)), ("SecuritiesCompanyCode", .string(c.code)),
                    ("CompanyName", .string(c.name)),
                    (
                        "PriceEarningRatio",
                        .string(c.code == "8069" ? "N/A" : ratio(seed(c.code, 10) % 4_000 + 500))
                    ),
                    ("DividendPerShare", "3.50000000"),
                    ("YieldRatio", .string(ratio(seed(c.code, 11) % 700))),
                    ("PriceBookRatio", .string(ratio(seed(c.code, 12) % 900 + 60))),
                ])
            }
        ).rendered
    }

    /// `opendata/t187ap05_L` or `mopsfin_t187ap05_O` (the same Chinese keys): November 2025.
    public static func revenue(_ market: FixtureTaiwanCompany.Market) -> String {
        JSONText.array(
            companies(market).map { c in
                let now = seed(c.code, 13) * 40 + 100_000
                let before = seed(c.code, 14) * 40 + 100_000
                let lastYear = seed(c.code, 15) * 40 + 100_000
                return .object([
                    ("出表日期", .string(TaiwanFixtures.rocDate)), ("資料年月", "11411"), ("公司代號", .string(c.code)),
                    ("公司名稱", .string(c.name)), ("產業別", "半導體業"), ("營業收入-當月營收", .string(String(now))),
                    ("營業收入-上月營收", .string(String(before))), ("營業收入-去年當月營收", .string(String(lastYear))),
                    ("營業收入-上月比較增減(%)", .string(String(Double(now - before) / Double(before) * 100))),
                    ("營業收入-去年同月增減(%)", .string(String(Double(now - lastYear) / Double(lastYear) * 100))),
                    ("累計營業收入-當月累計營收", .string(String(now * 11))),
                    ("累計營業收入-去年累計營收", .string(String(lastYear * 11))),
                    ("累計營業收入-前期比較增減(%)", "1.5436229900730476"), ("備註", "-"),
                ])
            }
        ).rendered
    }

    /// TPEx `tpex_3insti_daily_trading`: the keys exactly as TPEx spells them, spaces included,
    /// and `Dealers -TotalSell` different from `Dealers-TotalSell`.
    public static func otcInstitutional() -> String {
        JSONText.array(
            companies(.otc).map { c in
                let t = trades(c.code)
                let foreign = t.foreign + t.foreignDealers
                let dealers = t.own + t.hedge
                let sold: Int64 = 3_000_000
                return .object([
                    ("Date", .string(TaiwanFixtures.rocDate)), ("SecuritiesCompanyCode", .string(c.code)),
                    ("CompanyName", .string(c.name)),
                    (
                        "Foreign Investors include Mainland Area Investors (Foreign Dealers excluded)-Total Buy",
                        .string(String(sold + t.foreign))
                    ),
                    (
                        " Foreign Investors include Mainland Area Investors (Foreign Dealers excluded)-Total Sell",
                        .string(String(sold))
                    ),
                    (
                        "Foreign Investors include Mainland Area Investors (Foreign Dealers excluded)-Difference",
                        .string(String(t.foreign))
                    ),
                    ("Foreign Dealers-Total Buy", .string(String(t.foreignDealers))),
                    ("Foreign Dealers-TotalSell", "0"),
                    ("ForeignDealers-Difference", .string(String(t.foreignDealers))),
                    (
                        "ForeignInvestorsIncludeMainlandAreaInvestors-TotalBuy",
                        .string(String(sold + foreign))
                    ),
                    ("ForeignInvestorsIncludeMainlandAreaInvestors-TotalSell", .string(String(sold))),
                    ("ForeignInvestorsInclude MainlandAreaInvestors-Difference", .string(String(foreign))),
                    ("SecuritiesInvestmentTrustCompanies-TotalBuy", .string(String(sold + t.trust))),
                    ("SecuritiesInvestmentTrustCompanies-TotalSell", .string(String(sold))),
                    ("SecuritiesInvestmentTrustCompanies-Difference", .string(String(t.trust))),
                    ("Dealers-TotalBuy", .string(String(sold + dealers))),
                    ("Dealers-TotalSell", .string(String(sold))),
                    ("Dealers-Difference", .string(String(dealers))), ("Dealers -TotalSell", "121286"),
                    ("TotalDifference", .string(String(foreign + t.trust + dealers))),
                ])
            }
        ).rendered
    }

    /// TPEx `tpex_mainboard_margin_balance`: balances in lots, a `Note` with inner spaces.
    public static func otcMargin() -> String {
        JSONText.array(
            companies(.otc).map { c in
                let (previous, today, shortPrevious, short) = margin(c.code)
                return .object([
                    ("Date", .string(TaiwanFixtures.rocDate)), ("SecuritiesCompanyCode", .string(c.code)),
                    ("CompanyName", .string(c.name)),
                    ("MarginPurchaseBalancePreviousDay", .string(String(previous))),
                    ("MarginPurchase", "1754"), ("MarginSales", "4205"), ("CashRedemption", "79"),
                    ("MarginPurchaseBalance", .string(String(today))),
                    ("MarginPurchaseUtilizationRate", "15.59"),
                    ("ShortSaleBalancePreviousDay", .string(String(shortPrevious))), ("ShortSale", "12"),
                    ("ShortConvering", "28"), ("StockRedemption", "0"),
                    ("ShortSaleBalance", .string(String(short))),
                    ("ShortSaleUtilizationRate", "0.0"), ("Offsetting", "3"), ("Note", "11   A"),
                ])
            }
        ).rendered
    }

    /// TPEx `tpex_trading_warning_information`: 5347 on the attention list.
    public static func otcAttention() -> String {
        JSONText.array([
            .object([
                ("Date", .string(TaiwanFixtures.rocDate)), ("SecuritiesCompanyCode", "5347"),
                ("CompanyName", "世界"),
                ("TradingInformation", "最近六個營業日(含當日)累積之最後成交價漲幅達28.03%(第一款)"), ("ClosePrice", "99.10"),
                ("PriceEarningRatio", "N/A"),
            ])
        ]).rendered
    }

    /// TPEx `tpex_disposal_information`: 6488 under disposition, and a convertible bond.
    public static func otcDisposition() -> String {
        JSONText.array([
            .object([
                ("Date", "1141201"), ("SecuritiesCompanyCode", "6488"), ("CompanyName", "環球晶"),
                ("DispositionPeriod", "1141202~1141215"), ("DispositionReasons", "因連續3個營業日達本中心作業要點第四條第一項第一款"),
                ("DisposalCondition", "…"),
            ]),
            .object([
                ("Date", "1141201"), ("SecuritiesCompanyCode", "64881"), ("CompanyName", "環球晶一"),
                ("DispositionPeriod", "1141202~1141215"), ("DispositionReasons", "因連續3個營業日"),
                ("DisposalCondition", "…"),
            ]),
        ]).rendered
    }

    /// Hundredths as a two-decimal string: `1234` as `12.34`.
    private static func ratio(_ hundredths: Int64) -> String {
        let fraction = String(hundredths % 100)
        return "\(hundredths / 100)." + (fraction.count == 1 ? "0" + fraction : fraction)
    }
}
