import Foundation

extension AssetStatistics {
    /// A stock's statistics, prices in the quote's own currency.
    ///
    /// Overview: Price (% change), Change, Market Cap, Volume. Additional: Open, Day High,
    /// Day Low, Previous Close, 52W High, 52W Low, Avg Volume (3M), P/E, EPS, Dividend Yield,
    /// Post-Market (price and % change), Market State, Exchange.
    public init(stock input: StockStatisticsInput) {
        let money = CurrencyFormat(code: input.currency)
        self.init(
            overview: [
                Statistic(
                    title: "Price", value: money.price(input.price), percentageChange: input.changePercent),
                Statistic(title: "Change", value: money.signedPrice(input.change)),
                Statistic(title: "Market Cap", value: money.abbreviated(input.marketCap)),
                Statistic(title: "Volume", value: NumberFormatting.abbreviated(input.volume)),
            ],
            additional: [
                Statistic(title: "Open", value: money.price(input.open)),
                Statistic(title: "Day High", value: money.price(input.dayHigh)),
                Statistic(title: "Day Low", value: money.price(input.dayLow)),
                Statistic(title: "Previous Close", value: money.price(input.previousClose)),
                Statistic(title: "52W High", value: money.price(input.week52High)),
                Statistic(title: "52W Low", value: money.price(input.week52Low)),
                Statistic(
                    title: "Avg Volume (3M)", value: NumberFormatting.abbreviated(input.averageVolume3Month)),
                Statistic(title: "P/E", value: NumberFormatting.decimal(input.peRatio, fractionDigits: 2)),
                Statistic(title: "EPS", value: money.price(input.eps)),
                Statistic(
                    title: "Dividend Yield",
                    value: NumberFormatting.percent(input.dividendYield.map { $0 * 100 })),
                Statistic(
                    title: "Post-Market", value: money.price(input.postMarketPrice),
                    percentageChange: input.postMarketPrice == nil ? nil : input.postMarketChangePercent),
                Statistic(title: "Market State", value: Self.marketStateText(input.marketState)),
                Statistic(title: "Exchange", value: Self.text(input.exchange)),
            ])
    }

    /// Yahoo's market state in words: `Pre-market`, `Regular`, `Post-market`, `Closed`;
    /// an unknown state as sent.
    static func marketStateText(_ state: String?) -> String {
        switch state?.uppercased() {
        case "PRE": "Pre-market"
        case "REGULAR": "Regular"
        case "POST": "Post-market"
        case "POSTPOST", "PREPRE", "CLOSED": "Closed"
        default: text(state)
        }
    }

    /// Text as given, trimmed, or `n/a` when missing or blank.
    static func text(_ value: String?) -> String {
        let trimmed = value?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        return trimmed.isEmpty ? NumberFormatting.missing : trimmed
    }
}
