/// One company of the test server's Taiwan universe, with its latest trading day.
public struct FixtureTaiwanCompany: Sendable {
    /// `listed`, `otc` or `emerging`.
    public enum Market: String, Sendable { case listed, otc, emerging }

    /// The company code.
    public var code: String
    /// The short name.
    public var name: String
    /// The full registered name.
    public var companyName: String
    /// The English name or abbreviation.
    public var englishName: String
    /// The market.
    public var market: Market
    /// The industry code.
    public var industry: String
    /// Paid-in capital in NT$.
    public var capital: Int64
    /// Opening, high, low and close prices; `nil` when untraded that day.
    public var prices: (open: Double, high: Double, low: Double, close: Double)?
    /// The change text as the exchange prints it (`"-3.5000"`, `"+1.50"`, `"除息 "`).
    public var change: String
    /// Shares traded.
    public var volume: Int64

    /// The companies: 10 listed (2330 台積電 first), 4 OTC, 2 emerging (7796 traded at an average
    /// price, 7812 untraded); one OTC row is ex-dividend.
    public static let universe: [FixtureTaiwanCompany] = [
        row(
            .listed, "2330", "台積電", "台灣積體電路製造股份有限公司", "Taiwan Semiconductor Manufacturing Co., Ltd.", "24",
            259_325_000_000, (1040, 1050, 1035, 1045), "25.0000", 31_234_567),
        row(
            .listed, "2317", "鴻海", "鴻海精密工業股份有限公司", "Hon Hai Precision Industry Co., Ltd.", "31",
            138_630_000_000, (182, 185.5, 181, 184.5), "2.5000", 45_678_901),
        row(
            .listed, "2454", "聯發科", "聯發科技股份有限公司", "MediaTek Inc.", "24", 16_010_000_000,
            (1320, 1345, 1315, 1340), "-5.0000", 4_567_890),
        row(
            .listed, "2412", "中華電", "中華電信股份有限公司", "Chunghwa Telecom Co., Ltd.", "27", 77_574_000_000,
            (125, 125.5, 124.5, 125), "0.0000", 8_901_234),
        row(
            .listed, "2882", "國泰金", "國泰金融控股股份有限公司", "Cathay Financial Holding Co., Ltd.", "17",
            146_700_000_000, (66.1, 66.8, 65.9, 66.5), "0.4000", 23_456_789),
        row(
            .listed, "2303", "聯電", "聯華電子股份有限公司", "United Microelectronics Corp.", "24", 125_100_000_000,
            (47.2, 47.6, 46.8, 47.05), "-0.1500", 34_567_890),
        row(
            .listed, "1301", "台塑", "台灣塑膠工業股份有限公司", "Formosa Plastics Corp.", "03", 63_657_000_000,
            (41.5, 41.9, 41.2, 41.45), "-0.3500", 12_345_678),
        row(
            .listed, "2002", "中鋼", "中國鋼鐵股份有限公司", "China Steel Corp.", "10", 157_731_000_000,
            (22.1, 22.3, 21.95, 22.2), "0.1000", 29_876_543),
        row(
            .listed, "2308", "台達電", "台達電子工業股份有限公司", "Delta Electronics, Inc.", "28", 25_975_000_000,
            (402, 410, 400.5, 408), "6.0000", 6_789_012),
        row(
            .listed, "3008", "大立光", "大立光電股份有限公司", "Largan Precision Co., Ltd.", "26", 1_341_000_000, nil,
            "0.0000", 0),
        row(
            .otc, "6488", "環球晶", "環球晶圓股份有限公司", "GlobalWafers Co., Ltd.", "24", 4_781_000_000,
            (388, 395, 386.5, 392.5), "+4.50", 2_345_678),
        row(
            .otc, "5347", "世界", "世界先進積體電路股份有限公司", "Vanguard International Semiconductor Corp.", "24",
            16_409_000_000, (98.2, 99.5, 97.8, 99.1), "+0.90", 8_765_432),
        row(
            .otc, "8069", "元太", "元太科技工業股份有限公司", "E Ink Holdings Inc.", "26", 11_405_000_000,
            (262, 265, 258, 259.5), "除息 ", 3_456_789),
        row(
            .otc, "3105", "穩懋", "穩懋半導體股份有限公司", "WIN Semiconductors Corp.", "24", 4_239_000_000, nil, "--- ", 0
        ),
        row(
            .emerging, "7796", "晨曦生技", "晨曦生物科技股份有限公司", "Dawnlight Biotech Co., Ltd.", "22", 812_000_000,
            (88, 90.5, 87.2, 89.35), "1.15", 152_000),
        emerging("7812", "雲嶺茶業", "雲嶺茶業股份有限公司", "Cloudridge Tea Co., Ltd.", "33", 356_000_000),
    ]

    private static func row(
        _ market: Market, _ code: String, _ name: String, _ full: String, _ english: String,
        _ industry: String,
        _ capital: Int64, _ prices: (Double, Double, Double, Double)?, _ change: String, _ volume: Int64
    ) -> FixtureTaiwanCompany {
        FixtureTaiwanCompany(
            code: code, name: name, companyName: full, englishName: english, market: market,
            industry: industry,
            capital: capital, prices: prices, change: change, volume: volume)
    }

    private static func emerging(
        _ code: String, _ name: String, _ full: String, _ english: String, _ industry: String,
        _ capital: Int64
    ) -> FixtureTaiwanCompany {
        row(.emerging, code, name, full, english, industry, capital, nil, "", 0)
    }
}
