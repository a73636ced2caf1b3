import JSON

/// One whole-market list of daily figures that TWSE or TPEx publishes: where it is and how each
/// of its rows adds to a stock's ``TaiwanDailyFigures``.
struct TaiwanFigureList: Sendable {
    /// Where a list is served.
    enum Place: Sendable {
        /// The exchange's OpenAPI: the latest day, no parameters.
        case openAPI
        /// TWSE's main site, for one trading day (`date=YYYYMMDD`) with these parameters.
        case site([(String, String)])
    }

    /// The figure the list gives, which names its gaps.
    let dataset: MarketDataset
    /// The market whose stocks it lists.
    let market: TaiwanMarket
    /// Where it is served.
    let place: Place
    /// The path below the base URL.
    let path: String
    /// Each row's code and what it adds to that stock's figures.
    let read:
        @Sendable (JSONNode) throws(JSONShapeError) -> [(
            String, @Sendable (inout TaiwanDailyFigures) -> Void
        )]

    /// The lists of both exchanges, six each.
    static let all: [TaiwanFigureList] = [
        site(.institutional, "rwd/zh/fund/T86", [("selectType", "ALLBUT0999")]) {
            $0.institutionalTrades().map { code, trades in (code, { $0.institutional = trades }) }
        },
        site(.margin, "rwd/zh/marginTrading/MI_MARGN", [("selectType", "ALL")]) {
            $0.marginBalances().map { code, balance in (code, { $0.margin = balance }) }
        },
        openAPI(.valuation, .listed, "exchangeReport/BWIBBU_ALL") { row in { $0.valuation = row.valuation() }
        },
        openAPI(.revenue, .listed, "opendata/t187ap05_L") { row in { $0.revenue = row.monthlyRevenue() } },
        site(.attention, "rwd/announcement/notice", []) {
            $0.attentionFlags().map { code, flag in (code, { $0.raise(flag) }) }
        },
        openAPI(.disposition, .listed, "announcement/punish") { row in
            let flag = row.disposition()
            return { figures in flag.map { figures.raise($0) } }
        },
        openAPI(.institutional, .otc, "tpex_3insti_daily_trading") { row in
            let trades = row.otcInstitutionalTrades()
            return { $0.institutional = trades }
        },
        openAPI(.margin, .otc, "tpex_mainboard_margin_balance") { row in
            let balance = row.otcMarginBalance()
            return { $0.margin = balance }
        },
        openAPI(.valuation, .otc, "tpex_mainboard_peratio_analysis") { row in
            let valuation = row.valuation()
            return { $0.valuation = valuation }
        },
        openAPI(.revenue, .otc, "mopsfin_t187ap05_O") { row in
            let revenue = row.monthlyRevenue()
            return { $0.revenue = revenue }
        },
        openAPI(.attention, .otc, "tpex_trading_warning_information") { row in
            let flag = row.attention()
            return { figures in flag.map { figures.raise($0) } }
        },
        openAPI(.disposition, .otc, "tpex_disposal_information") { row in
            let flag = row.disposition()
            return { figures in flag.map { figures.raise($0) } }
        },
    ]

    /// A TWSE main-site list of positional tables.
    private static func site(
        _ dataset: MarketDataset, _ path: String, _ parameters: [(String, String)],
        _ rows:
            @escaping @Sendable (TaiwanSiteTable) -> [(String, @Sendable (inout TaiwanDailyFigures) -> Void)]
    ) -> TaiwanFigureList {
        TaiwanFigureList(dataset: dataset, market: .listed, place: .site(parameters), path: path) {
            root throws(JSONShapeError) in
            try TaiwanSiteTable.tables(root).flatMap(rows)
        }
    }

    /// An OpenAPI list: an array of objects, each with its code under `公司代號`, `Code` or
    /// `SecuritiesCompanyCode`; rows that are not objects or have no code are skipped (TWSE's
    /// dead `notice` answers a row with an empty `Code`).
    private static func openAPI(
        _ dataset: MarketDataset, _ market: TaiwanMarket, _ path: String,
        _ change: @escaping @Sendable (TaiwanRow) -> @Sendable (inout TaiwanDailyFigures) -> Void
    ) -> TaiwanFigureList {
        TaiwanFigureList(dataset: dataset, market: market, place: .openAPI, path: path) {
            root throws(JSONShapeError) in
            Lossy.read(try root.array(), TaiwanRow.init(json:)).compactMap { try? $0.result.get() }
                .compactMap { row in
                    row.text("公司代號", "Code", "SecuritiesCompanyCode").map { ($0, change(row)) }
                }
        }
    }
}

extension TaiwanDailyFigures {
    /// Adds `flag`, unless a flag of its kind announced later is already there.
    mutating func raise(_ flag: TaiwanTradingFlag) {
        guard let index = flags.firstIndex(where: { $0.kind == flag.kind }) else {
            flags.append(flag)
            flags.sort { $0.kind.rawValue < $1.kind.rawValue }
            return
        }
        let isLater =
            switch (flags[index].announced, flag.announced) {
            case (let old?, let new?): new > old
            case (nil, _?): true
            default: false
            }
        if isLater { flags[index] = flag }
    }
}
