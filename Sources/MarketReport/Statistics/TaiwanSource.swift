import MarketData

/// What a Taiwan stock's fields are read from: the company code, its directory row and daily
/// quote from TWSE or TPEx, its daily closes from Yahoo, the watchlist's position, and the gaps
/// found while fetching them.
public struct TaiwanSource: PerformanceReporting {
    /// The company code (`2330`).
    public var code: String
    /// The directory row, when the company was found.
    public var company: TaiwanCompany?
    /// The latest daily quote, when one was fetched.
    public var quote: TaiwanDailyQuote?
    /// The daily closes (Yahoo `CODE.TW` or `CODE.TWO`), when fetched.
    public var history: PriceHistory?
    /// The watchlist's position.
    public var position: Position?
    /// Why some of the company's data is missing.
    public var gaps: [String]

    /// A source for the company `code`.
    public init(
        code: String, company: TaiwanCompany?, quote: TaiwanDailyQuote?, history: PriceHistory? = nil,
        position: Position? = nil, gaps: [String] = []
    ) {
        self.code = code
        self.company = company
        self.quote = quote
        self.history = history
        self.position = position
        self.gaps = gaps
    }

    /// Returns from the daily closes.
    public var returns: PeriodReturns { history?.returns ?? PeriodReturns() }

    /// The short name, else the code.
    public var name: String { company?.name ?? quote?.name ?? code }

    /// The closing price of a day the stock traded.
    public var close: Double? { quote?.traded == true ? quote?.close : nil }
}

extension TaiwanSource {
    /// The currency of the Taiwan exchanges' amounts.
    public static let currency = "TWD"

    /// A Taiwan stock's fields, amounts in NT$.
    public static let declaration = AssetDeclaration<TaiwanSource>(
        [
            .text("code", "Code") { $0.code },
            .text("name", "Name") { $0.name },
            .text("company_name", "Company Name") { $0.company?.companyName },
            .text("market", "Market", .taiwanBoard) { ($0.company?.market ?? $0.quote?.market)?.rawValue },
            .text("industry", "Industry") { $0.company?.industry },
            .number("capital", "Paid-in Capital (NT$)", .wholeNumber(.currency)) {
                $0.company?.paidInCapital
            },
            Field("close", "Close", .price, change: "change_percent", per: "1D") { source in
                guard source.quote != nil else { return .unknown }
                return source.close.map(FieldValue.number) ?? .missing(reason: ReportModelBuilder.noTrades)
            },
            Field("change", "Change", .signedPriceOrNote) { source in
                if let change = source.quote?.change { return FieldValue(change) }
                return .missing(reason: source.quote?.changeNoteText)
            },
            .number("open", "Open", .tradedPrice) { $0.quote?.open },
            .number("high", "High", .tradedPrice) { $0.quote?.high },
            .number("low", "Low", .tradedPrice) { $0.quote?.low },
            .number("volume", "Volume", .abbreviatedCount) { $0.quote?.volume.map(Double.init) },
            .number("trade_value", "Trade Value", .abbreviatedAmount) { $0.quote?.tradeValue },
            .day("date", "Trading Day") { $0.quote?.date },
            .status,
            .number("change_percent", "Change %", .percentChange) { $0.quote?.changePercent },
            .number("transactions", "Transactions", .wholeNumber(.count)) {
                $0.quote?.transactions.map(Double.init)
            },
            .text("price_basis", "Day Price") { source in
                guard let quote = source.quote, quote.traded else { return nil }
                return quote.isAveragePrice ? "Average (emerging board, no closing auction)" : "Close"
            },
            .number("week52_low", "52W Low (close)", .price) { $0.history?.yearRange?.lowerBound },
            .number("week52_high", "52W High (close)", .price) { $0.history?.yearRange?.upperBound },
        ] + Field.periodReturns + Field.positionFields,
        headline: (price: "close", change: "change_percent"),
        overview: ["close", "change", "volume", "trade_value"],
        additional: [
            "price_basis", "open", "high", "low", "transactions", "market", "industry", "company_name",
            "capital",
            "date",
        ],
        returns: PeriodReturns.keys, holding: Position.cardKeys,
        range: (low: "week52_low", high: "week52_high"),
        table: [
            .symbol("Code"), .name, .secondary(.field("market")), .field("close"),
            .change("change_percent", title: "Change %"), .change("return_1w", title: "1W"),
            .change("return_1m", title: "1M"), .roomy(.change("return_3m", title: "3M")),
            .roomy(.change("return_ytd", title: "YTD")), .change("return_1y", title: "1Y"),
            .roomy(.field("volume")), .asOf("date"), .secondary(.status),
        ],
        csv: [
            "code", "name", "company_name", "market", "industry", "capital", "close", "change", "open",
            "high",
            "low", "volume", "trade_value", "date", "status",
        ] + PeriodReturns.keys + Position.csvKeys + ["week52_low", "week52_high"])
}

extension TaiwanDailyQuote {
    /// The exchange's note in place of the change, with its meaning: `除息 (ex-dividend)`,
    /// `除權 (ex-rights)`, `除權息 (ex-rights and dividend)`; another note as sent.
    public var changeNoteText: String? {
        guard let note = changeNote else { return nil }
        let meanings = ["除息": "ex-dividend", "除權": "ex-rights", "除權息": "ex-rights and dividend"]
        return meanings[note].map { "\(note) (\($0))" } ?? note
    }
}
