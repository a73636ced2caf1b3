/// One company of the Taiwan directories (TWSE listed, TPEx OTC and emerging).
public struct TaiwanCompany: Sendable, Hashable {
    /// The company code (`2330`).
    public var code: String
    /// The market it trades on.
    public var market: TaiwanMarket
    /// The short name (公司簡稱, `台積電`).
    public var name: String?
    /// The full registered name (公司名稱).
    public var companyName: String?
    /// The English name or abbreviation (英文簡稱 / `Symbol`).
    public var englishName: String?
    /// The industry code (產業別, `24`); see ``TaiwanIndustry``.
    public var industryCode: String?
    /// Paid-in capital in NT$ (實收資本額).
    public var paidInCapital: Double?
    /// Issued common shares.
    public var issuedShares: Int64?
    /// The founding date.
    public var foundedOn: CalendarDay?
    /// The listing date.
    public var listedOn: CalendarDay?
    /// The date of the directory report.
    public var reportDate: CalendarDay?
    /// The company website.
    public var website: String?

    /// A company with only code and market set.
    public init(code: String, market: TaiwanMarket) {
        self.code = code
        self.market = market
    }

    /// The industry's English name, when the code is known.
    public var industry: String? { industryCode.flatMap(TaiwanIndustry.englishName(forCode:)) }
}
