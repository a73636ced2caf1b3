extension TaiwanSiteTable {
    /// TWSE `rwd/zh/fund/T86`: net buying in shares by column name. The foreign figure is
    /// foreign and mainland investors plus foreign dealers, as TPEx reports it; `自營商買賣超股數`
    /// is the dealers' own-account and hedging trades together. Names are right-padded with
    /// spaces, numbers have thousands separators, selling a leading `-`.
    func institutionalTrades() -> [(code: String, trades: TaiwanInstitutionalTrades)] {
        let code = column("證券代號")
        let foreign = column("外陸資買賣超股數(不含外資自營商)")
        let foreignDealers = column("外資自營商買賣超股數")
        let trust = column("投信買賣超股數")
        let dealers = column("自營商買賣超股數")
        let total = column("三大法人買賣超股數")
        return rows.compactMap { row in
            guard let symbol = value(row, code) else { return nil }
            let foreignTotal = wholeNumber(row, foreign).map { $0 + (wholeNumber(row, foreignDealers) ?? 0) }
            return (
                symbol,
                TaiwanInstitutionalTrades(
                    foreign: foreignTotal, investmentTrust: wholeNumber(row, trust),
                    dealers: wholeNumber(row, dealers), total: wholeNumber(row, total))
            )
        }
    }

    /// TWSE `rwd/zh/marginTrading/MI_MARGN` (`selectType=ALL`), the per-stock table: its columns
    /// `前日餘額` and `今日餘額` appear twice, margin purchase first, then short sale.
    func marginBalances() -> [(code: String, balance: TaiwanMarginBalance)] {
        guard let code = column("代號") else { return [] }
        let previous = (column("前日餘額"), column("前日餘額", occurrence: 1))
        let today = (column("今日餘額"), column("今日餘額", occurrence: 1))
        return rows.compactMap { row in
            guard let symbol = value(row, code) else { return nil }
            return (
                symbol,
                TaiwanMarginBalance(
                    marginBalance: wholeNumber(row, today.0),
                    marginPreviousBalance: wholeNumber(row, previous.0),
                    shortBalance: wholeNumber(row, today.1),
                    shortPreviousBalance: wholeNumber(row, previous.1))
            )
        }
    }

    /// TWSE `rwd/announcement/notice`: the attention list, its reason with markup removed and its
    /// dotted ROC day (`115.07.31`).
    func attentionFlags() -> [(code: String, flag: TaiwanTradingFlag)] {
        let code = column("證券代號")
        let reason = column("注意交易資訊")
        let day = column("日期")
        return rows.compactMap { row in
            guard let symbol = value(row, code), let text = value(row, reason) else { return nil }
            return (
                symbol,
                TaiwanTradingFlag(
                    kind: .attention, reason: TaiwanRow.plainText(text),
                    announced: value(row, day).flatMap(TaiwanRow.rocDay))
            )
        }
    }
}
