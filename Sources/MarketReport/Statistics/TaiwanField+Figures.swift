import MarketData

extension TaiwanField {
    /// `foreign_net`: shares foreign and mainland investors (foreign dealers included) bought
    /// less those they sold that day (外資).
    public static let foreignNet = Field<TaiwanSource>.number("foreign_net", .signedWholeNumber(.count)) {
        $0.figures?.institutional?.foreign.map(Double.init)
    }
    /// `trust_net`: investment trusts' net buying in shares (投信).
    public static let trustNet = Field<TaiwanSource>.number("trust_net", .signedWholeNumber(.count)) {
        $0.figures?.institutional?.investmentTrust.map(Double.init)
    }
    /// `dealer_net`: dealers' net buying in shares, own account and hedging (自營商).
    public static let dealerNet = Field<TaiwanSource>.number("dealer_net", .signedWholeNumber(.count)) {
        $0.figures?.institutional?.dealers.map(Double.init)
    }
    /// `institutional_net`: the three together (三大法人).
    public static let institutionalNet = Field<TaiwanSource>.number(
        "institutional_net", .signedWholeNumber(.count)
    ) { $0.figures?.institutional?.total.map(Double.init) }
    /// `margin_balance`: the margin purchase balance in lots of 1,000 shares (融資餘額).
    public static let marginBalance = Field<TaiwanSource>.number("margin_balance", .wholeNumber(.count)) {
        $0.figures?.margin?.marginBalance.map(Double.init)
    }
    /// `margin_change`: the day's change of the margin purchase balance, in lots.
    public static let marginChange = Field<TaiwanSource>.number("margin_change", .signedWholeNumber(.count)) {
        $0.figures?.margin?.marginChange.map(Double.init)
    }
    /// `short_balance`: the short sale balance in lots (融券餘額).
    public static let shortBalance = Field<TaiwanSource>.number("short_balance", .wholeNumber(.count)) {
        $0.figures?.margin?.shortBalance.map(Double.init)
    }
    /// `short_change`: the day's change of the short sale balance, in lots.
    public static let shortChange = Field<TaiwanSource>.number("short_change", .signedWholeNumber(.count)) {
        $0.figures?.margin?.shortChange.map(Double.init)
    }
    /// `pe_ratio`: price to earnings (本益比); none for a company without earnings.
    public static let priceEarnings = Field<TaiwanSource>.number("pe_ratio", .ratio) {
        $0.figures?.valuation?.priceEarnings
    }
    /// `dividend_yield`: in percent (殖利率).
    public static let dividendYield = Field<TaiwanSource>.number("dividend_yield", .percent) {
        $0.figures?.valuation?.dividendYield
    }
    /// `pb_ratio`: price to book value (股價淨值比).
    public static let priceBook = Field<TaiwanSource>.number("pb_ratio", .ratio) {
        $0.figures?.valuation?.priceBook
    }
    /// `revenue_month`: the month of the latest monthly revenue, `YYYY-MM`.
    public static let revenueMonth = Field<TaiwanSource>.text("revenue_month") { source in
        source.figures?.revenue.map { String($0.month.description.prefix(7)) }
    }
    /// `revenue`: the month's revenue (月營收).
    public static let revenue = Field<TaiwanSource>.number("revenue", .abbreviatedAmount) {
        $0.figures?.revenue?.revenue
    }
    /// `revenue_mom`: the change from the month before, in percent.
    public static let revenueMonthOverMonth = Field<TaiwanSource>.number("revenue_mom", .percentChange) {
        $0.figures?.revenue?.monthOverMonth
    }
    /// `revenue_yoy`: the change from the same month a year before, in percent.
    public static let revenueYearOverYear = Field<TaiwanSource>.number("revenue_yoy", .percentChange) {
        $0.figures?.revenue?.yearOverYear
    }
    /// `attention`: the reason the stock is on the attention list (注意股票), empty when it is not.
    public static let attention = Field<TaiwanSource>.text("attention") {
        $0.figures?.flag(.attention)?.reason
    }
    /// `attention_date`: the day the attention was announced.
    public static let attentionDate = Field<TaiwanSource>.day("attention_date") {
        $0.figures?.flag(.attention)?.announced
    }
    /// `disposition`: the reason the stock is under disposition (處置股票), empty when it is not.
    public static let disposition = Field<TaiwanSource>.text("disposition") {
        $0.figures?.flag(.disposition)?.reason
    }
    /// `disposition_period`: the first and last day of the disposition, an ISO 8601 interval
    /// (`2026-07-31/2026-08-13`).
    public static let dispositionPeriod = Field<TaiwanSource>.text("disposition_period") { source in
        source.figures?.flag(.disposition)?.period.map { "\($0.lowerBound)/\($0.upperBound)" }
    }

    /// The card's figures: net buying, margin, valuation and revenue (the flags are badges).
    public static let cardFigures = [
        foreignNet, trustNet, dealerNet, institutionalNet, marginBalance, marginChange, shortBalance,
        shortChange,
        priceEarnings, dividendYield, priceBook, revenue, revenueMonth, revenueMonthOverMonth,
        revenueYearOverYear,
    ]

    /// Every daily figure, in the order of their CSV columns (after the contract's).
    public static let dailyFigures = [
        foreignNet, trustNet, dealerNet, institutionalNet, marginBalance, marginChange, shortBalance,
        shortChange,
        priceEarnings, dividendYield, priceBook, revenueMonth, revenue, revenueMonthOverMonth,
        revenueYearOverYear,
        attention, attentionDate, disposition, dispositionPeriod,
    ]
}
