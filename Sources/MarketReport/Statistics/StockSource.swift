import MarketData

/// What a stock's fields are read from: the watchlist symbol, its Yahoo Finance quote and daily
/// closes, the watchlist's position, and the gaps found while fetching them.
public struct StockSource: PerformanceReporting {
    /// The symbol as the watchlist has it.
    public var symbol: String
    /// The quote, when one was fetched.
    public var quote: StockQuote?
    /// The daily closes, when fetched.
    public var history: PriceHistory?
    /// The watchlist's position.
    public var position: Position?
    /// The watchlist entry's group.
    public var group: String?
    /// Why some of the stock's data is missing.
    public var gaps: [Gap]

    /// A source for `symbol`.
    public init(
        symbol: String, quote: StockQuote?, history: PriceHistory? = nil, position: Position? = nil,
        gaps: [Gap] = []
    ) {
        self.symbol = symbol
        self.quote = quote
        self.history = history
        self.position = position
        self.gaps = gaps
    }

    /// Returns from the daily closes.
    public var returns: PeriodReturns { history?.returns ?? PeriodReturns() }
}

extension StockSource {
    /// A stock's fields (``StockField``) and where each appears.
    public static let declaration = AssetDeclaration<StockSource>(
        labels: "stock",
        [
            StockField.symbol, StockField.name, StockField.currency, StockField.price, StockField.change,
            StockField.changePercent, StockField.previousClose, StockField.open, StockField.dayHigh,
            StockField.dayLow, StockField.volume, StockField.marketCap, StockField.peRatio, StockField.eps,
            StockField.week52Low, StockField.week52High, StockField.marketState, StockField.marketTime,
            .status,
            StockField.averageVolume3m, StockField.dividendYield, StockField.postMarketPrice,
            StockField.postMarketChangePercent, StockField.exchange,
        ] + Field.periodReturns + Field.positionFields,
        headline: (price: StockField.price, change: StockField.changePercent),
        overview: [StockField.price, StockField.change, StockField.marketCap, StockField.volume],
        additional: [
            StockField.open, StockField.dayHigh, StockField.dayLow, StockField.previousClose,
            StockField.week52High,
            StockField.week52Low, StockField.averageVolume3m, StockField.peRatio, StockField.eps,
            StockField.dividendYield, StockField.postMarketPrice, StockField.marketState, StockField.exchange,
            StockField.marketTime,
        ],
        returns: Field.periodReturns, holding: Field.cardPositionFields,
        range: (low: StockField.week52Low, high: StockField.week52High),
        table: [
            .symbol, .name, .field(StockField.price),
            .change(StockField.changePercent),
            .change(.return1w), .change(.return1m),
            .roomy(.change(.return3m)),
            .roomy(.change(.returnYTD)), .change(.return1y),
            .secondary(.field(StockField.marketCap)), .roomy(.field(StockField.volume)),
            .asOf(StockField.marketTime),
            .secondary(.status),
        ],
        csv: [
            StockField.symbol, StockField.name, StockField.currency, StockField.price, StockField.change,
            StockField.changePercent, StockField.previousClose, StockField.open, StockField.dayHigh,
            StockField.dayLow, StockField.volume, StockField.marketCap, StockField.peRatio, StockField.eps,
            StockField.week52Low, StockField.week52High, StockField.marketState, StockField.marketTime,
            .status,
        ] + Field.periodReturns + Field.positionFields + [.group])
}

extension StockQuote {
    /// Whether the quote is an index (`^GSPC`), whose value is points, not money.
    public var isIndex: Bool { quoteType?.uppercased() == "INDEX" }

    /// The currency the prices are in: the quote's, `nil` for an index.
    public var priceCurrency: String? { isIndex ? nil : currency }
}
