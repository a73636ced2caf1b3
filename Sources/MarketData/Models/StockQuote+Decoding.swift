extension StockQuote: Decodable {
    private enum CodingKeys: String, CodingKey {
        case symbol, quoteType, shortName, longName, currency, exchange, fullExchangeName, marketState
        case exchangeTimezoneName, regularMarketPrice, regularMarketChange, regularMarketChangePercent
        case regularMarketPreviousClose, regularMarketOpen, regularMarketDayHigh, regularMarketDayLow
        case regularMarketVolume, averageDailyVolume3Month, marketCap, trailingPE, epsTrailingTwelveMonths
        case fiftyTwoWeekHigh, fiftyTwoWeekLow, trailingAnnualDividendYield, dividendYield
        case postMarketPrice, postMarketChange, postMarketChangePercent, regularMarketTime
    }

    /// Reads one element of `quoteResponse.result`; only `symbol` is required.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(symbol: try c.decode(String.self, forKey: .symbol))
        quoteType = c.text(.quoteType)
        shortName = c.text(.shortName)
        longName = c.text(.longName)
        currency = c.text(.currency)
        exchange = c.text(.exchange)
        fullExchangeName = c.text(.fullExchangeName)
        marketState = c.text(.marketState)
        exchangeTimezoneName = c.text(.exchangeTimezoneName)
        price = c.number(.regularMarketPrice)
        change = c.number(.regularMarketChange)
        changePercent = c.number(.regularMarketChangePercent)
        previousClose = c.number(.regularMarketPreviousClose)
        open = c.number(.regularMarketOpen)
        dayHigh = c.number(.regularMarketDayHigh)
        dayLow = c.number(.regularMarketDayLow)
        volume = c.integer(.regularMarketVolume)
        averageVolume3Month = c.integer(.averageDailyVolume3Month)
        marketCap = c.number(.marketCap)
        trailingPE = c.number(.trailingPE)
        eps = c.number(.epsTrailingTwelveMonths)
        fiftyTwoWeekHigh = c.number(.fiftyTwoWeekHigh)
        fiftyTwoWeekLow = c.number(.fiftyTwoWeekLow)
        trailingAnnualDividendYield = c.number(.trailingAnnualDividendYield)
        dividendYield = c.number(.dividendYield)
        postMarketPrice = c.number(.postMarketPrice)
        postMarketChange = c.number(.postMarketChange)
        postMarketChangePercent = c.number(.postMarketChangePercent)
        marketTime = c.unixDate(.regularMarketTime)
    }
}
