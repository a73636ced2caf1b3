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
    /// The exchanges' other daily figures (institutional trades, margin, valuation, revenue,
    /// flags), when any were published for the stock.
    public var figures: TaiwanDailyFigures?
    /// The watchlist's position.
    public var position: Position?
    /// The watchlist entry's group.
    public var group: String?
    /// Why some of the company's data is missing.
    public var gaps: [Gap]

    /// A source for the company `code`.
    public init(
        code: String, company: TaiwanCompany?, quote: TaiwanDailyQuote?, history: PriceHistory? = nil,
        figures: TaiwanDailyFigures? = nil, position: Position? = nil, gaps: [Gap] = []
    ) {
        self.code = code
        self.company = company
        self.quote = quote
        self.history = history
        self.figures = figures
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

    /// A Taiwan stock's fields (``TaiwanField``) and where each appears.
    public static let declaration = AssetDeclaration<TaiwanSource>(
        labels: "taiwan",
        [
            TaiwanField.code, TaiwanField.name, TaiwanField.companyName, TaiwanField.market,
            TaiwanField.industry,
            TaiwanField.capital, TaiwanField.close, TaiwanField.change, TaiwanField.open, TaiwanField.high,
            TaiwanField.low, TaiwanField.volume, TaiwanField.tradeValue, TaiwanField.date, .status,
            TaiwanField.changePercent, TaiwanField.transactions, TaiwanField.priceBasis,
            TaiwanField.week52Low,
            TaiwanField.week52High,
        ] + Field.periodReturns + Field.positionFields + TaiwanField.dailyFigures,
        headline: (price: TaiwanField.close, change: TaiwanField.changePercent),
        overview: [TaiwanField.close, TaiwanField.change, TaiwanField.volume, TaiwanField.tradeValue],
        additional: [
            TaiwanField.priceBasis, TaiwanField.open, TaiwanField.high, TaiwanField.low,
            TaiwanField.transactions,
            TaiwanField.market, TaiwanField.industry, TaiwanField.companyName, TaiwanField.capital,
            TaiwanField.date,
        ] + TaiwanField.cardFigures,
        returns: Field.periodReturns, holding: Field.cardPositionFields,
        range: (low: TaiwanField.week52Low, high: TaiwanField.week52High),
        table: [
            .symbol, .name, .secondary(.field(TaiwanField.market)), .field(TaiwanField.close),
            .change(TaiwanField.changePercent), .change(.return1w),
            .change(.return1m), .roomy(.change(.return3m)),
            .roomy(.change(.returnYTD)), .change(.return1y),
            .roomy(.field(TaiwanField.volume)), .asOf(TaiwanField.date), .secondary(.status),
        ],
        csv: [
            TaiwanField.code, TaiwanField.name, TaiwanField.companyName, TaiwanField.market,
            TaiwanField.industry,
            TaiwanField.capital, TaiwanField.close, TaiwanField.change, TaiwanField.open, TaiwanField.high,
            TaiwanField.low, TaiwanField.volume, TaiwanField.tradeValue, TaiwanField.date, .status,
        ] + Field.periodReturns + Field.positionFields + [TaiwanField.week52Low, TaiwanField.week52High]
            + TaiwanField.dailyFigures + [.group])
}
