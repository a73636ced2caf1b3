import JSON

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

    /// The key names of one exchange's daily quote rows.
    struct QuoteKeys {
        let market: TaiwanMarket
        let code, name, open, high, low, close, change, volume, value, transactions: String

        /// TWSE `STOCK_DAY_ALL`.
        static let twse = QuoteKeys(
            market: .listed, code: "Code", name: "Name", open: "OpeningPrice", high: "HighestPrice",
            low: "LowestPrice", close: "ClosingPrice", change: "Change", volume: "TradeVolume",
            value: "TradeValue",
            transactions: "Transaction")
        /// TPEx `tpex_mainboard_daily_close_quotes`.
        static let tpex = QuoteKeys(
            market: .otc, code: "SecuritiesCompanyCode", name: "CompanyName", open: "Open", high: "High",
            low: "Low",
            close: "Close", change: "Change", volume: "TradingShares", value: "TransactionAmount",
            transactions: "TransactionNumber")
    }

    /// The row as a daily quote read with `keys`, or `nil` without a code.
    func quote(_ keys: QuoteKeys) -> TaiwanDailyQuote? {
        guard let code = text(keys.code) else { return nil }
        var quote = TaiwanDailyQuote(code: code, market: keys.market)
        quote.name = text(keys.name)
        quote.date = text("Date").flatMap { CalendarDay(rocDate: $0) }
        quote.open = number(keys.open)
        quote.high = number(keys.high)
        quote.low = number(keys.low)
        quote.close = number(keys.close)
        setChange(text(keys.change), on: &quote)
        quote.volume = integer(keys.volume)
        quote.tradeValue = number(keys.value)
        quote.transactions = integer(keys.transactions)
        return quote.withoutUntradedPlaceholders()
    }

    /// The row of TPEx `tpex_esb_latest_statistics` as an emerging-board quote, or `nil` without a
    /// code: the day's price is the weighted `Average`, its change is against
    /// `PreviousAveragePrice` (`LatestPrice`, the last trade, is not the day's price).
    func emergingQuote() -> TaiwanDailyQuote? {
        guard let code = text("SecuritiesCompanyCode") else { return nil }
        var quote = TaiwanDailyQuote(code: code, market: .emerging)
        quote.isAveragePrice = true
        quote.name = text("CompanyName")
        quote.date = text("Date").flatMap { CalendarDay(rocDate: $0) }
        quote.close = number("Average")
        if let average = quote.close, let previous = number("PreviousAveragePrice"), previous > 0 {
            quote.change = ((average - previous) * 10_000).rounded() / 10_000
        }
        quote.high = number("Highest")
        quote.low = number("Lowest")
        quote.volume = integer("TransactionVolume")
        return quote.withoutUntradedPlaceholders()
    }

    /// A numeric change, or the note the exchange wrote instead (`除息`).
    private func setChange(_ text: String?, on quote: inout TaiwanDailyQuote) {
        guard let text else { return }
        if let value = LenientNumber.parse(text) { quote.change = value } else { quote.changeNote = text }
    }
}

extension TaiwanRow {
    /// The row of TWSE `exchangeReport/TWT48U_ALL` (`market` `.listed`) or TPEx
    /// `tpex_exright_prepost` (`.otc`) as an ex-dividend entry; `nil` without a code, a date that
    /// reads as a day, or a kind it names. Zeros (TPEx's unused fields) and placeholders
    /// (`""`, `待公告`) leave the amounts unknown.
    func exDividend(market: TaiwanMarket) -> TaiwanExDividend? {
        guard let code = text("Code", "SecuritiesCompanyCode"),
            let date = text("Date", "ExRrightsExDividendDate", "ExRightsExDividendDate").flatMap(
                CalendarDay.init(rocText:)),
            let kind = text("Exdividend", "ExRrightsExDividend", "ExRightsExDividend").flatMap(
                TaiwanExDividend.Kind.init(exchangeWord:))
        else { return nil }
        let positive = { (key: String) in self.number(key).flatMap { $0 > 0 ? $0 : nil } }
        return TaiwanExDividend(
            code: code, market: market, name: text("Name", "CompanyName"), exDate: date, kind: kind,
            cashPerShare: kind.includesCash ? positive("CashDividend") : nil,
            // TWSE writes a tenth as 0.09999999: six decimals are the ratio.
            stockPerShare: kind.includesStock
                ? positive("StockDividendRatio").map { ($0 * 1e6).rounded() / 1e6 } : nil)
    }
}
