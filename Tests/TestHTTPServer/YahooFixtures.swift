import Foundation

/// Yahoo Finance answers in the real shapes, built from ``FixtureStock/universe``.
public enum YahooFixtures {
    /// The market time of every quote (2025-12-02 21:00 UTC).
    public static let marketTime: Int64 = 1_764_709_200

    /// The fixture stock for a symbol (any case); a traded listed (`CODE.TW`) or OTC (`CODE.TWO`)
    /// company of the Taiwan universe is charted too.
    public static func stock(_ symbol: String) -> FixtureStock? {
        FixtureStock.universe.first { $0.symbol.uppercased() == symbol.uppercased() } ?? taiwanStock(symbol)
    }

    private static func taiwanStock(_ symbol: String) -> FixtureStock? {
        let parts = symbol.uppercased().split(separator: ".")
        guard parts.count == 2,
            let company = FixtureTaiwanCompany.universe.first(where: { $0.code == parts[0] }),
            let prices = company.prices,
            (company.market == .listed && parts[1] == "TW") || (company.market == .otc && parts[1] == "TWO")
        else { return nil }
        let change = Double(company.change.trimmingCharacters(in: .whitespaces)) ?? 0
        return FixtureStock(
            symbol: symbol.uppercased(), shortName: company.englishName, longName: company.englishName,
            currency: "TWD", exchange: company.market == .listed ? "TAI" : "TWO",
            fullExchangeName: company.market == .listed ? "Taiwan" : "Taipei Exchange", quoteType: "EQUITY",
            price: prices.close, changePercent: change / (prices.close - change) * 100,
            volume: company.volume,
            marketCap: nil, trailingPE: nil, timeZone: "Asia/Taipei")
    }

    /// Exchange rates: US dollars per unit; pairs between two of these are answered, others left out.
    public static let dollarsPerUnit: [String: Double] = [
        "USD": 1, "EUR": 1.08, "GBP": 1.27, "JPY": 0.0066, "TWD": 0.031,
    ]

    /// The currencies and today's rate of an exchange-rate symbol such as `JPYUSD=X`, when both
    /// currencies are known.
    static func rate(_ symbol: String) -> (from: String, to: String, rate: Double)? {
        let text = symbol.uppercased()
        let from = String(text.prefix(3)), to = String(text.dropFirst(3).prefix(3))
        guard text.count == 8, text.hasSuffix("=X"), let fromDollars = dollarsPerUnit[from],
            let toDollars = dollarsPerUnit[to]
        else { return nil }
        return (from, to, fromDollars / toDollars)
    }

    /// The quote item of an exchange-rate symbol such as `JPYUSD=X`, when both currencies are known.
    static func rateObject(_ symbol: String) -> JSONText? {
        guard let pair = rate(symbol) else { return nil }
        return .object([
            ("quoteType", "CURRENCY"), ("currency", .string(pair.to)),
            ("shortName", .string("\(pair.from)/\(pair.to)")),
            ("regularMarketPrice", .double(pair.rate)), ("regularMarketTime", .number(String(marketTime))),
            ("symbol", .string(symbol.uppercased())),
        ])
    }

    /// `quoteResponse` for a comma-separated list; unknown symbols are left out, as Yahoo does.
    public static func quote(symbols: String) -> String {
        let items = symbols.split(separator: ",").compactMap { symbol in
            rateObject(String(symbol)) ?? stock(String(symbol)).map(quoteObject)
        }
        return JSONText.object([("quoteResponse", .object([("result", .array(items)), ("error", nil)]))])
            .rendered
    }

    static func quoteObject(_ s: FixtureStock) -> JSONText {
        if s.quoteType == "NONE" {
            return .object([
                ("language", "en-US"), ("region", "US"), ("quoteType", "NONE"), ("triggerable", false),
                ("tradeable", false), ("symbol", .string(s.symbol)),
            ])
        }
        let r = { (value: Double) in JSONText.double((value * 100).rounded() / 100) }
        var pairs: [(String, JSONText)] = [
            ("language", "en-US"), ("region", "US"), ("quoteType", .string(s.quoteType)),
            ("currency", .string(s.currency)), ("shortName", .string(s.shortName)),
            ("longName", .string(s.longName)),
            ("marketState", "POST"), ("exchange", .string(s.exchange)),
            ("fullExchangeName", .string(s.fullExchangeName)),
            ("exchangeTimezoneName", .string(s.timeZone)), ("regularMarketPrice", .double(s.price)),
            ("regularMarketChange", .double(s.change)),
            ("regularMarketChangePercent", .double(s.changePercent)),
            ("regularMarketTime", .number(String(marketTime))),
            ("regularMarketPreviousClose", .double(s.previousClose)),
            ("regularMarketOpen", r(s.previousClose * 1.002)),
            ("regularMarketDayHigh", r(max(s.price, s.previousClose) * 1.01)),
            ("regularMarketDayLow", r(min(s.price, s.previousClose) * 0.99)),
            ("regularMarketVolume", .number(String(s.volume))),
            ("averageDailyVolume3Month", .number(String(s.volume * 11 / 10))),
            ("fiftyTwoWeekHigh", r(s.price * 1.25)), ("fiftyTwoWeekLow", r(s.price * 0.7)),
            ("marketCap", s.marketCap.map { .number(String(Int64($0))) } ?? nil),
            ("trailingPE", .double(s.trailingPE)),
            ("epsTrailingTwelveMonths", s.trailingPE.map { r(s.price / $0) } ?? nil),
            ("trailingAnnualDividendYield", .double(s.trailingPE == nil ? nil : 0.0065)),
        ]
        if s.symbol == "AAPL" {
            pairs += [
                ("postMarketPrice", 232.1), ("postMarketChange", 0.68), ("postMarketChangePercent", 0.2938),
            ]
        }
        pairs.append(("symbol", .string(s.symbol)))
        return .object(pairs)
    }

    /// How many daily bars a chart has: one a day (weekends too) for 400 days.
    public static let barCount = 400

    /// Daily closes, the last one the price; `7203.T` has a hole (a null close) 12 bars back.
    public static func closes(_ s: FixtureStock) -> [Double?] {
        let seed = Double(s.symbol.unicodeScalars.reduce(0) { $0 + Int($1.value) })
        let last = barCount - 1
        return (0..<barCount).map { index -> Double? in
            if s.symbol == "7203.T", index == last - 12 { return nil }
            if index == last { return s.price }
            let wave = sin(seed + Double(index) * 0.7) * 0.03 + Double(index - last) * 0.002 / 30
            return (s.price * (1 + wave) * 100).rounded() / 100
        }
    }

    /// One bar a day, the last at ``marketTime``.
    public static func timestamps() -> [Int64] {
        (0..<barCount).map { marketTime - Int64(barCount - 1 - $0) * 86_400 }
    }

    static func chartObject(_ s: FixtureStock) -> JSONText {
        let meta: JSONText = .object([
            ("currency", .string(s.currency)), ("symbol", .string(s.symbol)),
            ("exchangeName", .string(s.exchange)),
            ("instrumentType", .string(s.quoteType)), ("regularMarketPrice", .double(s.price)),
            ("chartPreviousClose", .double(closes(s).first.flatMap { $0 })), ("dataGranularity", "1d"),
            ("range", "2y"),
        ])
        let closes = JSONText.array(closes(s).map { JSONText.double($0) })
        return .object([
            ("meta", meta), ("timestamp", .array(timestamps().map { .number(String($0)) })),
            ("indicators", .object([("quote", .array([.object([("close", closes)])]))])),
        ])
    }

    /// The weekdays of a rate's daily bars: the 400 days up to ``marketTime``'s, each stamped at
    /// midnight in London, as Yahoo stamps them (23:00 UTC the day before in summer time).
    public static func rateTimestamps() -> [Int64] {
        var london = Calendar(identifier: .gregorian)
        london.timeZone = TimeZone(identifier: "Europe/London")!
        let last = london.startOfDay(for: Date(timeIntervalSince1970: TimeInterval(marketTime)))
        return (0..<barCount).reversed().compactMap { back in
            let day = london.date(byAdding: .day, value: -back, to: last)!
            return london.isDateInWeekend(day) ? nil : Int64(day.timeIntervalSince1970)
        }
    }

    /// A rate's close `back` bars before the last: today's rate, 0.01 % higher for each bar back.
    public static func rateClose(_ rate: Double, back: Int) -> Double { rate * (1 + 0.0001 * Double(back)) }

    /// The spark item of an exchange-rate symbol such as `JPYUSD=X`, when both currencies are known.
    static func rateSparkItem(_ symbol: String) -> JSONText? {
        guard let pair = rate(symbol) else { return nil }
        let stamps = rateTimestamps()
        let closes = stamps.indices.map { JSONText.double(rateClose(pair.rate, back: stamps.count - 1 - $0)) }
        let meta: JSONText = .object([
            ("currency", .string(pair.to)), ("symbol", .string(symbol.uppercased())), ("exchangeName", "CCY"),
            ("instrumentType", "CURRENCY"), ("gmtoffset", 0), ("timezone", "GMT"),
            ("exchangeTimezoneName", "Europe/London"), ("regularMarketPrice", .double(pair.rate)),
            ("dataGranularity", "1d"), ("range", "2y"),
        ])
        let chart: JSONText = .object([
            ("meta", meta), ("timestamp", .array(stamps.map { .number(String($0)) })),
            ("indicators", .object([("quote", .array([.object([("close", .array(closes))])]))])),
        ])
        return .object([("symbol", .string(symbol.uppercased())), ("response", .array([chart]))])
    }

    /// `spark` for up to 20 symbols (stocks and rates; unknown ones left out); more than 20 is
    /// Yahoo's 400.
    public static func spark(symbols: String) -> ServerResponse {
        let list = symbols.split(separator: ",").map(String.init)
        guard list.count <= 20 else {
            return .json(
                #"{"spark":{"result":null,"error":{"code":"Bad Request","description":"Number of symbols needs to be less than or equal to 20"}}}"#,
                status: 400)
        }
        let items = list.compactMap { symbol in
            rateSparkItem(symbol)
                ?? stock(symbol).flatMap { s in
                    s.quoteType == "NONE"
                        ? nil
                        : JSONText.object([
                            ("symbol", .string(s.symbol)), ("response", .array([chartObject(s)])),
                        ])
                }
        }
        return .json(
            JSONText.object([("spark", .object([("result", .array(items)), ("error", nil)]))]).rendered)
    }

    /// `chart` for one symbol, or the 404 Yahoo sends for unknown ones.
    public static func chart(symbol: String) -> ServerResponse {
        guard let s = stock(symbol), s.quoteType != "NONE" else {
            return .json(
                #"{"chart":{"result":null,"error":{"code":"Not Found","description":"No data found, symbol may be delisted"}}}"#,
                status: 404)
        }
        return .json(
            JSONText.object([("chart", .object([("result", .array([chartObject(s)])), ("error", nil)]))])
                .rendered)
    }

    /// Search rows matching `query` in symbol or name, plus an option row and a row without a symbol.
    public static func search(query: String) -> String {
        let q = query.lowercased()
        var rows: [JSONText] = FixtureStock.universe
            .filter {
                !q.isEmpty && $0.quoteType != "NONE"
                    && ($0.symbol.lowercased().contains(q) || $0.longName.lowercased().contains(q))
            }
            .map { s in
                .object([
                    ("exchange", .string(s.exchange)), ("shortname", .string(s.shortName)),
                    ("quoteType", .string(s.quoteType)),
                    ("symbol", .string(s.symbol)), ("index", "quotes"), ("score", 20_000),
                    ("longname", .string(s.longName)),
                    ("exchDisp", .string(s.fullExchangeName)), ("isYahooFinance", true),
                ])
            }
        if let first = rows.first, case .object(let pairs) = first,
            let symbol = pairs.first(where: { $0.0 == "symbol" })?.1,
            case .string(let text) = symbol
        {
            rows.append(
                .object([
                    ("exchange", "OPR"), ("shortname", .string("\(text) Jun 2026 200.000 call")),
                    ("quoteType", "OPTION"),
                    ("symbol", .string("\(text)260619C00200000")), ("isYahooFinance", true),
                ]))
        }
        rows.append(
            .object([("index", "a1b2c3"), ("name", .string(query + " Labs")), ("isYahooFinance", false)]))
        return JSONText.object([
            ("count", .number(String(rows.count))), ("quotes", .array(rows)), ("news", .array([])),
        ]).rendered
    }

    /// Yahoo's 401 for a missing or stale crumb.
    public static let invalidCrumbBody =
        #"{"finance":{"result":null,"error":{"code":"Unauthorized","description":"Invalid Crumb"}}}"#
}
