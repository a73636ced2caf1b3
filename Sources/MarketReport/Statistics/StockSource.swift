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
    /// Why some of the stock's data is missing.
    public var gaps: [String]

    /// A source for `symbol`.
    public init(
        symbol: String, quote: StockQuote?, history: PriceHistory? = nil, position: Position? = nil,
        gaps: [String] = []
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
    /// A stock's fields: prices in the quote's own currency (`GBp` in pence), market cap and EPS in
    /// its main unit (pounds), as Yahoo sends them; an index's figures are points, without a currency.
    public static let declaration = AssetDeclaration<StockSource>(
        [
            .text("symbol", "Symbol") { $0.symbol },
            .text("name", "Name") { $0.quote?.name },
            .text("currency", "Currency") { $0.quote?.priceCurrency },
            .number("price", "Price", .price, change: "change_percent", per: "1D") {
                $0.quote?.price
            },
            .number("change", "Change", .signedPrice) { $0.quote?.change },
            .number("change_percent", "Change %", .percentChange) { $0.quote?.changePercent },
            .number("previous_close", "Previous Close", .price) { $0.quote?.previousClose },
            .number("open", "Open", .price) { $0.quote?.open },
            .number("day_high", "Day High", .price) { $0.quote?.dayHigh },
            .number("day_low", "Day Low", .price) { $0.quote?.dayLow },
            .number("volume", "Volume", .abbreviatedCount) { $0.quote?.volume.map(Double.init) },
            .number("market_cap", "Market Cap", .majorAbbreviatedAmount) { $0.quote?.marketCap },
            .number("pe_ratio", "P/E", .ratio) { $0.quote?.trailingPE },
            .number("eps", "EPS", .majorPrice) { $0.quote?.eps },
            .number("week52_low", "52W Low", .price) { $0.quote?.fiftyTwoWeekLow },
            .number("week52_high", "52W High", .price) { $0.quote?.fiftyTwoWeekHigh },
            .text("market_state", "Market State", .marketState) { $0.quote?.marketState },
            .instant("market_time", "Quote Time") { $0.quote?.marketTime },
            .status,
            .number("average_volume_3m", "Avg Volume (3M)", .abbreviatedCount) {
                $0.quote?.averageVolume3Month.map(Double.init)
            },
            .number("dividend_yield", "Dividend Yield (trailing)", .percent) {
                $0.quote?.trailingAnnualDividendYield.map { $0 * 100 }
            },
            .number(
                "post_market_price", "Post-Market", .price, change: "post_market_change_percent",
                per: "post-market"
            ) {
                $0.quote?.postMarketPrice
            },
            .number("post_market_change_percent", "Post-Market Change %", .percentChange) { source in
                source.quote?.postMarketPrice == nil ? nil : source.quote?.postMarketChangePercent
            },
            .text("exchange", "Exchange") { $0.quote.flatMap { $0.fullExchangeName ?? $0.exchange } },
        ] + Field.periodReturns + Field.positionFields,
        headline: (price: "price", change: "change_percent"),
        overview: ["price", "change", "market_cap", "volume"],
        additional: [
            "open", "day_high", "day_low", "previous_close", "week52_high", "week52_low", "average_volume_3m",
            "pe_ratio", "eps", "dividend_yield", "post_market_price", "market_state", "exchange",
            "market_time",
        ],
        returns: PeriodReturns.keys, holding: Position.cardKeys,
        range: (low: "week52_low", high: "week52_high"),
        table: [
            .symbol("Symbol"), .name, .field("price"), .change("change_percent", title: "Change %"),
            .change("return_1w", title: "1W"), .change("return_1m", title: "1M"),
            .roomy(.change("return_3m", title: "3M")),
            .roomy(.change("return_ytd", title: "YTD")), .change("return_1y", title: "1Y"),
            .secondary(.field("market_cap")), .roomy(.field("volume")), .asOf("market_time"),
            .secondary(.status),
        ],
        csv: [
            "symbol", "name", "currency", "price", "change", "change_percent", "previous_close", "open",
            "day_high", "day_low", "volume", "market_cap", "pe_ratio", "eps", "week52_low", "week52_high",
            "market_state", "market_time", "status",
        ] + PeriodReturns.keys + Position.csvKeys)
}

extension StockQuote {
    /// Whether the quote is an index (`^GSPC`), whose value is points, not money.
    public var isIndex: Bool { quoteType?.uppercased() == "INDEX" }

    /// The currency the prices are in: the quote's, `nil` for an index.
    public var priceCurrency: String? { isIndex ? nil : currency }
}
