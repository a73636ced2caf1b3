import MarketData

/// A Taiwan stock's fields, each declared once, amounts in NT$.
public enum TaiwanField {
    /// `code`: the company code.
    public static let code = Field<TaiwanSource>.text("code") { $0.code }
    /// `name`: the short name.
    public static let name = Field<TaiwanSource>.text("name") { $0.name }
    /// `company_name`: the full name.
    public static let companyName = Field<TaiwanSource>.text("company_name") {
        $0.company?.companyName
    }
    /// `market`: listed, OTC or emerging.
    public static let market = Field<TaiwanSource>.text("market", .taiwanBoard) {
        ($0.company?.market ?? $0.quote?.market)?.rawValue
    }
    /// `industry`: its English name (the CSV's), shown in the catalog's words.
    public static let industry = Field<TaiwanSource>.text("industry", .taiwanIndustry) {
        $0.company?.industry
    }
    /// `capital`: paid-in capital.
    public static let capital = Field<TaiwanSource>.number(
        "capital", .wholeNumber(.currency)
    ) { $0.company?.paidInCapital }
    /// `close`: the day's close (an emerging company's average), with the day's change; missing
    /// with a reason on a day without trades.
    public static let close = Field<TaiwanSource>(
        "close", .price, change: changePercent, per: .day, role: .price
    ) { source in
        guard source.quote != nil else { return .unknown }
        return source.close.map(FieldValue.number) ?? .missing(reason: .noTrades)
    }
    /// `change`: the day's change, or the exchange's note in its place.
    public static let change = Field<TaiwanSource>("change", .signedPriceOrNote) { source in
        if let change = source.quote?.change { return FieldValue(change) }
        return .missing(reason: source.quote?.changeNote.map(Gap.Reason.exchangeNote))
    }
    /// `open`.
    public static let open = Field<TaiwanSource>.number("open", .tradedPrice) { $0.quote?.open }
    /// `high`.
    public static let high = Field<TaiwanSource>.number("high", .tradedPrice) { $0.quote?.high }
    /// `low`.
    public static let low = Field<TaiwanSource>.number("low", .tradedPrice) { $0.quote?.low }
    /// `volume`: shares traded.
    public static let volume = Field<TaiwanSource>.number("volume", .abbreviatedCount) {
        $0.quote?.volume.map(Double.init)
    }
    /// `trade_value`.
    public static let tradeValue = Field<TaiwanSource>.number(
        "trade_value", .abbreviatedAmount
    ) {
        $0.quote?.tradeValue
    }
    /// `date`: the trading day the quote is of.
    public static let date = Field<TaiwanSource>.day("date", role: .tradingDay) {
        $0.quote?.date
    }
    /// `change_percent`.
    public static let changePercent = Field<TaiwanSource>.number(
        "change_percent", .percentChange, role: .dayChange
    ) { $0.quote?.changePercent }
    /// `transactions`: trades made.
    public static let transactions = Field<TaiwanSource>.number(
        "transactions", .wholeNumber(.count)
    ) { $0.quote?.transactions.map(Double.init) }
    /// `price_basis`: whether the day's price is a close (`close`) or an emerging company's
    /// average (`average`).
    public static let priceBasis = Field<TaiwanSource>.text("price_basis", .priceBasis) { source in
        guard let quote = source.quote, quote.traded else { return nil }
        return quote.isAveragePrice ? "average" : "close"
    }
    /// `week52_low`: the lowest close of the last year.
    public static let week52Low = Field<TaiwanSource>.number(
        "week52_low", .price, role: .yearLow
    ) { $0.history?.yearRange?.lowerBound }
    /// `week52_high`: the highest close of the last year.
    public static let week52High = Field<TaiwanSource>.number(
        "week52_high", .price, role: .yearHigh
    ) { $0.history?.yearRange?.upperBound }
}
