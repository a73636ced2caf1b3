/// One stock of the test server's market universe.
public struct FixtureStock: Sendable {
    /// The Yahoo symbol.
    public var symbol: String
    /// The short name.
    public var shortName: String
    /// The long name.
    public var longName: String
    /// The quote currency (`GBp` for London).
    public var currency: String
    /// The exchange code.
    public var exchange: String
    /// The exchange display name.
    public var fullExchangeName: String
    /// `EQUITY`, `ETF`, `INDEX`, or `NONE` for a delisted stub.
    public var quoteType: String
    /// The last price.
    public var price: Double
    /// The change in percent.
    public var changePercent: Double
    /// Shares traded today.
    public var volume: Int64
    /// Market capitalisation (`nil` for indexes).
    public var marketCap: Double?
    /// Trailing P/E (`nil` when losing money).
    public var trailingPE: Double?
    /// The exchange time zone.
    public var timeZone: String

    /// The change from the previous close, rounded to 4 decimals.
    public var change: Double { ((price - previousClose) * 10_000).rounded() / 10_000 }
    /// The previous close implied by price and change.
    public var previousClose: Double { (price / (1 + changePercent / 100) * 100).rounded() / 100 }
}

extension FixtureStock {
    static func equity(
        _ symbol: String, _ name: String, _ long: String, _ currency: String = "USD",
        _ exchange: String = "NMS",
        _ fullExchange: String = "NasdaqGS", price: Double, pct: Double, volume: Int64, cap: Double?,
        pe: Double?,
        type: String = "EQUITY", tz: String = "America/New_York"
    ) -> FixtureStock {
        FixtureStock(
            symbol: symbol, shortName: name, longName: long, currency: currency, exchange: exchange,
            fullExchangeName: fullExchange, quoteType: type, price: price, changePercent: pct, volume: volume,
            marketCap: cap, trailingPE: pe, timeZone: tz)
    }

    /// The stocks: 31 trading symbols across US, Tokyo, London (pence), Frankfurt and Taiwan, an
    /// ETF, an index with a volume above 2^32, and the delisted stub `OLDCO`.
    public static let universe: [FixtureStock] = [
        .equity(
            "AAPL", "Apple Inc.", "Apple Inc.", price: 231.42, pct: 1.27, volume: 48_123_456, cap: 3.49e12,
            pe: 35.1),
        .equity(
            "MSFT", "Microsoft Corporation", "Microsoft Corporation", price: 428.15, pct: -0.42,
            volume: 19_876_543, cap: 3.18e12, pe: 36.4),
        .equity(
            "TSLA", "Tesla, Inc.", "Tesla, Inc.", price: 251.3, pct: -3.85, volume: 98_765_432, cap: 8.02e11,
            pe: 68.9),
        .equity(
            "GOOGL", "Alphabet Inc.", "Alphabet Inc.", price: 171.86, pct: 0.58, volume: 23_456_789,
            cap: 2.11e12, pe: 24.3),
        .equity(
            "AMZN", "Amazon.com, Inc.", "Amazon.com, Inc.", price: 198.04, pct: 2.11, volume: 41_234_567,
            cap: 2.08e12, pe: 47.2),
        .equity(
            "NVDA", "NVIDIA Corporation", "NVIDIA Corporation", price: 138.07, pct: 4.02, volume: 312_456_789,
            cap: 3.38e12, pe: 54.6),
        .equity(
            "META", "Meta Platforms, Inc.", "Meta Platforms, Inc.", price: 567.36, pct: -1.09,
            volume: 12_345_678, cap: 1.43e12, pe: 28.9),
        .equity(
            "NFLX", "Netflix, Inc.", "Netflix, Inc.", price: 712.45, pct: 0.33, volume: 3_456_789,
            cap: 3.05e11, pe: 41.7),
        .equity(
            "AMD", "Advanced Micro Devices, Inc.", "Advanced Micro Devices, Inc.", price: 152.6, pct: -2.47,
            volume: 45_678_901, cap: 2.47e11, pe: nil),
        .equity(
            "INTC", "Intel Corporation", "Intel Corporation", price: 22.89, pct: -0.87, volume: 67_890_123,
            cap: 9.87e10, pe: nil),
        .equity(
            "JPM", "JPMorgan Chase & Co.", "JPMorgan Chase & Co.", "USD", "NYQ", "NYSE", price: 212.35,
            pct: 0.74, volume: 8_901_234, cap: 6.03e11, pe: 11.8),
        .equity(
            "V", "Visa Inc.", "Visa Inc.", "USD", "NYQ", "NYSE", price: 289.9, pct: 0.15, volume: 5_678_901,
            cap: 5.62e11, pe: 29.8),
        .equity(
            "KO", "Coca-Cola Company (The)", "The Coca-Cola Company", "USD", "NYQ", "NYSE", price: 64.32,
            pct: -0.28, volume: 11_234_567, cap: 2.77e11, pe: 25.7),
        .equity(
            "PEP", "PepsiCo, Inc.", "PepsiCo, Inc.", price: 165.48, pct: 0.05, volume: 4_567_890,
            cap: 2.27e11, pe: 24.4),
        .equity(
            "DIS", "Walt Disney Company (The)", "The Walt Disney Company", "USD", "NYQ", "NYSE", price: 96.71,
            pct: 1.84, volume: 9_012_345, cap: 1.75e11, pe: 35.6),
        .equity(
            "BA", "Boeing Company (The)", "The Boeing Company", "USD", "NYQ", "NYSE", price: 155.02,
            pct: -5.12, volume: 14_567_890, cap: 9.53e10, pe: nil),
        .equity(
            "NKE", "Nike, Inc.", "NIKE, Inc.", "USD", "NYQ", "NYSE", price: 78.43, pct: 0.0,
            volume: 10_123_456, cap: 1.17e11, pe: 22.5),
        .equity(
            "ORCL", "Oracle Corporation", "Oracle Corporation", "USD", "NYQ", "NYSE", price: 168.92,
            pct: 2.96, volume: 7_890_123, cap: 4.68e11, pe: 43.6),
        .equity(
            "IBM", "International Business Machines", "International Business Machines Corporation", "USD",
            "NYQ", "NYSE", price: 214.67, pct: -0.61, volume: 3_210_987, cap: 1.98e11, pe: 24.1),
        .equity(
            "CSCO", "Cisco Systems, Inc.", "Cisco Systems, Inc.", price: 53.21, pct: 0.42, volume: 15_432_109,
            cap: 2.13e11, pe: 22.9),
        .equity(
            "ADBE", "Adobe Inc.", "Adobe Inc.", price: 503.88, pct: -1.35, volume: 2_987_654, cap: 2.23e11,
            pe: 42.3),
        .equity(
            "CRM", "Salesforce, Inc.", "Salesforce, Inc.", "USD", "NYQ", "NYSE", price: 281.5, pct: 1.02,
            volume: 5_432_109, cap: 2.69e11, pe: 47.5),
        .equity(
            "PYPL", "PayPal Holdings, Inc.", "PayPal Holdings, Inc.", price: 78.99, pct: 3.48,
            volume: 13_579_246, cap: 7.93e10, pe: 19.2),
        .equity(
            "UBER", "Uber Technologies, Inc.", "Uber Technologies, Inc.", "USD", "NYQ", "NYSE", price: 76.12,
            pct: -2.2, volume: 18_642_097, cap: 1.6e11, pe: 38.2),
        .equity(
            "SPY", "SPDR S&P 500", "SPDR S&P 500 ETF Trust", "USD", "PCX", "NYSEArca", price: 583.17,
            pct: 0.51, volume: 52_468_013, cap: nil, pe: 27.1, type: "ETF"),
        .equity(
            "7203.T", "TOYOTA MOTOR CORP", "Toyota Motor Corporation", "JPY", "JPX", "Tokyo", price: 2745.5,
            pct: 1.12, volume: 25_678_900, cap: 4.36e13, pe: 7.4, tz: "Asia/Tokyo"),
        .equity(
            "6758.T", "SONY GROUP CORPORATION", "Sony Group Corporation", "JPY", "JPX", "Tokyo",
            price: 3012.0, pct: -0.66, volume: 9_876_500, cap: 1.86e13, pe: 19.3, tz: "Asia/Tokyo"),
        .equity(
            "VOD.L", "VODAFONE GROUP PLC", "Vodafone Group Public Limited Company", "GBp", "LSE", "LSE",
            price: 72.36, pct: 0.89, volume: 61_234_567, cap: 1.87e10, pe: nil, tz: "Europe/London"),
        .equity(
            "HSBA.L", "HSBC HOLDINGS PLC", "HSBC Holdings plc", "GBp", "LSE", "LSE", price: 715.2, pct: -0.35,
            volume: 23_456_780, cap: 1.29e11, pe: 8.1, tz: "Europe/London"),
        .equity(
            "SAP.DE", "SAP SE", "SAP SE", "EUR", "GER", "XETRA", price: 221.45, pct: 1.58, volume: 1_876_543,
            cap: 2.58e11, pe: 52.8, tz: "Europe/Berlin"),
        .equity(
            "2330.TW", "TAIWAN SEMICONDUCTOR MANUFACTURING",
            "Taiwan Semiconductor Manufacturing Company Limited", "TWD", "TAI", "Taiwan", price: 1045.0,
            pct: 2.45, volume: 31_234_567, cap: 2.71e13, pe: 26.6, tz: "Asia/Taipei"),
        .equity(
            "^GSPC", "S&P 500", "S&P 500", "USD", "SNP", "SNP", price: 5998.74, pct: 0.48,
            volume: 5_123_456_789, cap: nil, pe: nil, type: "INDEX"),
        .equity("OLDCO", "", "", price: 0, pct: 0, volume: 0, cap: nil, pe: nil, type: "NONE"),
        // A London listing quoted in US dollars, not the pence its suffix suggests.
        .equity(
            "SMSN.IL", "SAMSUNG ELECTRONICS CO GDR", "Samsung Electronics Co., Ltd.", "USD", "IOB", "IOB",
            price: 1312.0, pct: 0.77, volume: 2_345, cap: nil, pe: 14.2, tz: "Europe/London"),
    ]
}
