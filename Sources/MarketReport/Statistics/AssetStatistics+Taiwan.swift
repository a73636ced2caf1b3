import MarketData
extension AssetStatistics {
    /// A Taiwan stock's statistics, amounts in NT$.
    ///
    /// Overview: Close (% change), Change, Volume, Trade Value. Additional: Open, High, Low,
    /// Transactions, Market, Industry, Company Name, Paid-in Capital (NT$). A price of zero
    /// or below (how TWSE marks an untraded day) reads `n/a`.
    public init(taiwan input: TaiwanStockStatisticsInput) {
        let money = CurrencyFormat(code: "TWD")
        self.init(
            overview: [
                Statistic(
                    title: "Close", value: money.price(Self.traded(input.close)),
                    percentageChange: input.changePercent),
                Statistic(title: "Change", value: money.signedPrice(input.change)),
                Statistic(title: "Volume", value: NumberFormatting.abbreviated(input.volume)),
                Statistic(title: "Trade Value", value: money.abbreviated(input.tradeValue)),
            ],
            additional: [
                Statistic(title: "Open", value: money.price(Self.traded(input.open))),
                Statistic(title: "High", value: money.price(Self.traded(input.high))),
                Statistic(title: "Low", value: money.price(Self.traded(input.low))),
                Statistic(title: "Transactions", value: NumberFormatting.integer(input.transactions)),
                Statistic(title: "Market", value: input.market?.boardName ?? NumberFormatting.missing),
                Statistic(title: "Industry", value: Self.text(input.industry)),
                Statistic(title: "Company Name", value: Self.text(input.companyName)),
                Statistic(
                    title: "Paid-in Capital (NT$)", value: NumberFormatting.integer(input.paidInCapital)),
            ])
    }

    /// The price when it is above zero; untraded rows carry zeros.
    static func traded(_ price: Double?) -> Double? {
        price.flatMap { $0 > 0 ? $0 : nil }
    }
}

extension TaiwanMarket {
    /// The board in words with its exchange: `Listed (TWSE)`, `OTC (TPEx)`, `Emerging (TPEx)`.
    var boardName: String {
        switch self {
        case .listed: "Listed (TWSE)"
        case .otc: "OTC (TPEx)"
        case .emerging: "Emerging (TPEx)"
        }
    }
}
