import MarketData

/// A stock's fields, each declared once: prices in the quote's own currency (`GBp` in pence),
/// market cap and EPS in its main unit (pounds), as Yahoo sends them; an index's figures are
/// points, without a currency.
public enum StockField {
    /// `symbol`: the symbol as the watchlist has it.
    public static let symbol = Field<StockSource>.text("symbol") { $0.symbol }
    /// `name`: the quote's name.
    public static let name = Field<StockSource>.text("name") { $0.quote?.name }
    /// `currency`: the currency the prices are in; none for an index.
    public static let currency = Field<StockSource>.text("currency") { $0.quote?.priceCurrency }
    /// `price`: the latest price, with the day's change.
    public static let price = Field<StockSource>.number(
        "price", .price, change: changePercent, per: .day, role: .price
    ) { $0.quote?.price }
    /// `change`: the day's change of the price.
    public static let change = Field<StockSource>.number("change", .signedPrice) {
        $0.quote?.change
    }
    /// `change_percent`: the day's change in percent.
    public static let changePercent = Field<StockSource>.number(
        "change_percent", .percentChange, role: .dayChange
    ) { $0.quote?.changePercent }
    /// `previous_close`.
    public static let previousClose = Field<StockSource>.number("previous_close", .price) {
        $0.quote?.previousClose
    }
    /// `open`.
    public static let open = Field<StockSource>.number("open", .price) { $0.quote?.open }
    /// `day_high`.
    public static let dayHigh = Field<StockSource>.number("day_high", .price) {
        $0.quote?.dayHigh
    }
    /// `day_low`.
    public static let dayLow = Field<StockSource>.number("day_low", .price) { $0.quote?.dayLow }
    /// `volume`: shares traded today.
    public static let volume = Field<StockSource>.number("volume", .abbreviatedCount) {
        $0.quote?.volume.map(Double.init)
    }
    /// `market_cap`, in the currency's main unit.
    public static let marketCap = Field<StockSource>.number(
        "market_cap", .majorAbbreviatedAmount
    ) {
        $0.quote?.marketCap
    }
    /// `pe_ratio`: trailing price to earnings.
    public static let peRatio = Field<StockSource>.number("pe_ratio", .ratio) { $0.quote?.trailingPE }
    /// `eps`: earnings per share, in the currency's main unit.
    public static let eps = Field<StockSource>.number("eps", .majorPrice) { $0.quote?.eps }
    /// `week52_low`.
    public static let week52Low = Field<StockSource>.number("week52_low", .price, role: .yearLow) {
        $0.quote?.fiftyTwoWeekLow
    }
    /// `week52_high`.
    public static let week52High = Field<StockSource>.number(
        "week52_high", .price, role: .yearHigh
    ) { $0.quote?.fiftyTwoWeekHigh }
    /// `market_state`: pre-market, regular, post-market or closed.
    public static let marketState = Field<StockSource>.text("market_state", .marketState) {
        $0.quote?.marketState
    }
    /// `market_time`: when the quote is from.
    public static let marketTime = Field<StockSource>.instant("market_time", role: .quoteTime) {
        $0.quote?.marketTime
    }
    /// `average_volume_3m`.
    public static let averageVolume3m = Field<StockSource>.number(
        "average_volume_3m", .abbreviatedCount
    ) { $0.quote?.averageVolume3Month.map(Double.init) }
    /// `dividend_yield`: trailing, in percent.
    public static let dividendYield = Field<StockSource>.number(
        "dividend_yield", .percent
    ) { $0.quote?.trailingAnnualDividendYield.map { $0 * 100 } }
    /// `post_market_price`, with its change.
    public static let postMarketPrice = Field<StockSource>.number(
        "post_market_price", .price, change: postMarketChangePercent, per: .postMarket
    ) { $0.quote?.postMarketPrice }
    /// `post_market_change_percent`: known only with a post-market price.
    public static let postMarketChangePercent = Field<StockSource>.number(
        "post_market_change_percent", .percentChange
    ) { source in
        source.quote?.postMarketPrice == nil ? nil : source.quote?.postMarketChangePercent
    }
    /// `exchange`: the exchange's full name, else its code.
    public static let exchange = Field<StockSource>.text("exchange") {
        $0.quote.flatMap { $0.fullExchangeName ?? $0.exchange }
    }
}
