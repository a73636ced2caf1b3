/// TWSE `exchangeReport/TWT48U_ALL` and TPEx `tpex_exright_prepost` in their real shapes: every
/// value a string, ROC dates, TWSE's unused fields `""` and TPEx's zeros.
public enum TaiwanScheduleFixtures {
    /// TWSE: 2330 ex-dividend NT$4.5 on 2025-12-18, 2317 ex-rights and ex-dividend on 2025-12-10
    /// (a tenth written `0.09999999`), 2454's amount not announced (`待公告`), 1101 already past.
    public static func listed() -> String {
        func row(
            _ date: String, _ code: String, _ name: String, _ kind: String, _ stock: String, _ cash: String
        )
            -> JSONText
        {
            .object([
                ("Date", .string(date)), ("Code", .string(code)), ("Name", .string(name)),
                ("Exdividend", .string(kind)), ("StockDividendRatio", .string(stock)),
                ("SubscriptionRatio", ""),
                ("SubscriptionPricePerShare", ""), ("CashDividend", .string(cash)), ("SharesOffered", ""),
                ("SharesEmpOwner", ""), ("SharesholderOwner", ""), ("StockHoldingRatio", ""),
            ])
        }
        return JSONText.array([
            row("1141126", "1101", "台泥", "息", "", "1.000000"),
            row("1141210", "2317", "鴻海", "權息", "0.09999999", "5.200000"),
            row("1141218", "2330", "台積電", "息", "", "4.500000"),
            row("1141222", "2454", "聯發科", "息", "", "待公告"),
        ]).rendered
    }

    /// TPEx: one OTC row of the universe ex-dividend NT$3.25 on 2025-12-15, and one unknown code.
    public static func otc() -> String {
        let otc = FixtureTaiwanCompany.universe.first { $0.market == .otc }!
        func row(_ date: String, _ code: String, _ name: String, _ cash: String) -> JSONText {
            .object([
                ("ExRrightsExDividendDate", .string(date)), ("SecuritiesCompanyCode", .string(code)),
                ("CompanyName", .string(name)), ("ExRrightsExDividend", "除息"),
                ("StockDividendRatio", "0.00000000"), ("SubscriptionRatioToNewSharesIssued", "0.00000000"),
                ("SubscriptionPricePerShare", "0.00"), ("CashDividend", .string(cash)),
                ("AllocatedForPublicUnderwriting", "0"), ("SubscribedByEmployees", "0"),
                ("SubscribedByExistingShareholders", "0"),
                ("SubscribedProRataInThousandShares", "0.00000000"),
            ])
        }
        return JSONText.array([
            row("1141215", otc.code, otc.name, "3.25000000"), row("1141203", "9999", "測試", "1.00000000"),
        ]).rendered
    }
}
