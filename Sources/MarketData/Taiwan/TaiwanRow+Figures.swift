extension TaiwanRow {
    /// The TPEx `tpex_3insti_daily_trading` row's net buying, read by the keys exactly as TPEx
    /// spells them: the foreign total's key has a space inside
    /// (`ForeignInvestorsInclude MainlandAreaInvestors-Difference`), read with the spelling
    /// without it too, and `Dealers -TotalSell`, another field than `Dealers-TotalSell`, is never
    /// read, so the two cannot be mistaken for one another.
    func otcInstitutionalTrades() -> TaiwanInstitutionalTrades {
        TaiwanInstitutionalTrades(
            foreign: wholeNumber(
                "ForeignInvestorsInclude MainlandAreaInvestors-Difference",
                "ForeignInvestorsIncludeMainlandAreaInvestors-Difference"),
            investmentTrust: wholeNumber("SecuritiesInvestmentTrustCompanies-Difference"),
            dealers: wholeNumber("Dealers-Difference"), total: wholeNumber("TotalDifference"))
    }

    /// The TPEx `tpex_mainboard_margin_balance` row's balances, in lots.
    func otcMarginBalance() -> TaiwanMarginBalance {
        TaiwanMarginBalance(
            marginBalance: wholeNumber("MarginPurchaseBalance"),
            marginPreviousBalance: wholeNumber("MarginPurchaseBalancePreviousDay"),
            shortBalance: wholeNumber("ShortSaleBalance"),
            shortPreviousBalance: wholeNumber("ShortSaleBalancePreviousDay"))
    }

    /// The valuation ratios of a TWSE `BWIBBU_ALL` or TPEx `tpex_mainboard_peratio_analysis`
    /// row; TWSE writes `""` for no P/E, TPEx `N/A`, and both read as none.
    func valuation() -> TaiwanValuation {
        TaiwanValuation(
            priceEarnings: number("PEratio") ?? number("PriceEarningRatio"),
            dividendYield: number("DividendYield") ?? number("YieldRatio"),
            priceBook: number("PBratio") ?? number("PriceBookRatio"))
    }

    /// The monthly revenue of a `t187ap05_L` / `t187ap05_O` row (the same Chinese keys on both
    /// exchanges), or `nil` without a month: `資料年月` is a ROC year and month (`11506` = June
    /// 2026), revenue is in NT$ thousands.
    func monthlyRevenue() -> TaiwanMonthlyRevenue? {
        guard let month = text("資料年月").flatMap(Self.rocMonth) else { return nil }
        return TaiwanMonthlyRevenue(
            month: month, revenue: number("營業收入-當月營收").map { $0 * 1_000 },
            monthOverMonth: number("營業收入-上月比較增減(%)"), yearOverYear: number("營業收入-去年同月增減(%)"))
    }

    /// A TWSE `announcement/punish` or TPEx `tpex_disposal_information` row as a disposition.
    func disposition() -> TaiwanTradingFlag? {
        guard let reason = text("ReasonsOfDisposition", "DispositionReasons") else { return nil }
        let measure = text("DispositionMeasures")
        return TaiwanTradingFlag(
            kind: .disposition, reason: measure.map { "\(reason) (\($0))" } ?? reason,
            announced: text("Date").flatMap(Self.rocDay),
            period: text("DispositionPeriod").flatMap(Self.rocPeriod))
    }

    /// A TPEx `tpex_trading_warning_information` row as an attention flag.
    func attention() -> TaiwanTradingFlag? {
        guard let reason = text("TradingInformation") else { return nil }
        return TaiwanTradingFlag(
            kind: .attention, reason: Self.plainText(reason), announced: text("Date").flatMap(Self.rocDay))
    }

    private func wholeNumber(_ keys: String...) -> Int64? {
        keys.lazy.compactMap { self.integer($0) }.first
    }

    /// A ROC day written `1150723`, `115/07/23` or `115.07.31`.
    static func rocDay(_ text: String) -> CalendarDay? {
        CalendarDay(rocDate: String(text.filter { $0 != "/" && $0 != "." }))
    }

    /// A ROC year and month `YYYMM` as the month's first day.
    static func rocMonth(_ text: String) -> CalendarDay? {
        let digits = text.trimmingSpaces
        guard (4...5).contains(digits.count), let number = Int(digits) else { return nil }
        return CalendarDay(year: number / 100 + 1911, month: number % 100, day: 1)
    }

    /// A period of two ROC days joined by `~` (TPEx, `1150803~1150814`) or a full-width `～`
    /// (TWSE, `115/07/23～115/08/05`).
    static func rocPeriod(_ text: String) -> ClosedRange<CalendarDay>? {
        let ends = text.split { $0 == "~" || $0 == "～" }.map { rocDay(String($0).trimmingSpaces) }
        guard ends.count == 2, let first = ends[0], let last = ends[1], first <= last else { return nil }
        return first...last
    }

    /// `text` with markup tags removed (TWSE wraps a clause number in `<font color=...>`).
    static func plainText(_ text: String) -> String {
        var plain = ""
        var inTag = false
        for character in text {
            if character == "<" {
                inTag = true
            } else if character == ">", inTag {
                inTag = false
            } else if !inTag {
                plain.append(character)
            }
        }
        return plain.trimmingSpaces
    }
}
