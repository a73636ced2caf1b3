extension TaiwanRow {
    /// The company this directory row describes, or `nil` without a code.
    ///
    /// TWSE uses Chinese keys (公司代號 ...), TPEx English ones (`SecuritiesCompanyCode` ...).
    func company(market: TaiwanMarket) -> TaiwanCompany? {
        guard let code = text("公司代號", "SecuritiesCompanyCode") else { return nil }
        var company = TaiwanCompany(code: code, market: market)
        company.name = text("公司簡稱", "CompanyAbbreviation")
        company.companyName = text("公司名稱", "CompanyName")
        company.englishName = text("英文簡稱", "Symbol")
        company.industryCode = text("產業別", "SecuritiesIndustryCode")
        company.paidInCapital = number("實收資本額") ?? number("Paidin.Capital.NTDollars")
        company.issuedShares = integer("已發行普通股數或TDR原股發行股數") ?? integer("IssueShares")
        company.foundedOn = text("成立日期", "DateOfIncorporation").flatMap { CalendarDay(compact: $0) }
        company.listedOn = text("上市日期", "DateOfListing").flatMap { CalendarDay(compact: $0) }
        company.reportDate = text("出表日期", "Date").flatMap { CalendarDay(rocDate: $0) }
        company.website = text("網址", "WebAddress")
        return company
    }

    /// The TWSE `STOCK_DAY_ALL` row as a quote, or `nil` without a code.
    func twseQuote() -> TaiwanDailyQuote? {
        guard let code = text("Code") else { return nil }
        var quote = TaiwanDailyQuote(code: code, market: .listed)
        quote.name = text("Name")
        quote.date = text("Date").flatMap { CalendarDay(rocDate: $0) }
        quote.open = number("OpeningPrice")
        quote.high = number("HighestPrice")
        quote.low = number("LowestPrice")
        quote.close = number("ClosingPrice")
        setChange(text("Change"), on: &quote)
        quote.volume = integer("TradeVolume")
        quote.tradeValue = number("TradeValue")
        quote.transactions = integer("Transaction")
        return quote
    }

    /// The TPEx daily close row as a quote, or `nil` without a code.
    func tpexQuote() -> TaiwanDailyQuote? {
        guard let code = text("SecuritiesCompanyCode") else { return nil }
        var quote = TaiwanDailyQuote(code: code, market: .otc)
        quote.name = text("CompanyName")
        quote.date = text("Date").flatMap { CalendarDay(rocDate: $0) }
        quote.open = number("Open")
        quote.high = number("High")
        quote.low = number("Low")
        quote.close = number("Close")
        setChange(text("Change"), on: &quote)
        quote.volume = integer("TradingShares")
        quote.tradeValue = number("TransactionAmount")
        quote.transactions = integer("TransactionNumber")
        return quote
    }

    /// A numeric change, or the note the exchange wrote instead (`除息`).
    private func setChange(_ text: String?, on quote: inout TaiwanDailyQuote) {
        guard let text else { return }
        if let value = LenientNumber.parse(text) { quote.change = value } else { quote.changeNote = text }
    }
}
