import JSON

extension StockQuote {
    /// Reads one element of `quoteResponse.result`; only `symbol` is required.
    init(json c: JSONNode) throws(JSONShapeError) {
        self.init(symbol: try c.requiredString("symbol"))
        quoteType = c["quoteType"]?.text
        shortName = c["shortName"]?.text
        longName = c["longName"]?.text
        currency = c["currency"]?.text
        exchange = c["exchange"]?.text
        fullExchangeName = c["fullExchangeName"]?.text
        marketState = c["marketState"]?.text
        exchangeTimezoneName = c["exchangeTimezoneName"]?.text
        price = c["regularMarketPrice"]?.number
        change = c["regularMarketChange"]?.number
        changePercent = c["regularMarketChangePercent"]?.number
        previousClose = c["regularMarketPreviousClose"]?.number
        open = c["regularMarketOpen"]?.number
        dayHigh = c["regularMarketDayHigh"]?.number
        dayLow = c["regularMarketDayLow"]?.number
        volume = c["regularMarketVolume"]?.integer
        averageVolume3Month = c["averageDailyVolume3Month"]?.integer
        marketCap = c["marketCap"]?.number
        trailingPE = c["trailingPE"]?.number
        eps = c["epsTrailingTwelveMonths"]?.number
        fiftyTwoWeekHigh = c["fiftyTwoWeekHigh"]?.number
        fiftyTwoWeekLow = c["fiftyTwoWeekLow"]?.number
        trailingAnnualDividendYield = c["trailingAnnualDividendYield"]?.number
        dividendYield = c["dividendYield"]?.number
        postMarketPrice = c["postMarketPrice"]?.number
        postMarketChange = c["postMarketChange"]?.number
        postMarketChangePercent = c["postMarketChangePercent"]?.number
        marketTime = c["regularMarketTime"]?.unixDate
        earningsTime = c["earningsTimestamp"]?.unixDate
        earningsWindowStart = c["earningsTimestampStart"]?.unixDate
        earningsWindowEnd = c["earningsTimestampEnd"]?.unixDate
        isEarningsDateEstimate = c["isEarningsDateEstimate"]?.bool
        dividendDate = c["dividendDate"]?.unixDate
    }
}
