import MarketData

extension LabelCatalog {
    /// A calendar day in the catalog's day pattern: `2026-12-01`, `2026/12/01`.
    public func day(_ day: CalendarDay) -> String {
        DateFormatting(timeZone: .gmt, dayPattern: self[.datePattern]).displayDay(day)
    }

    /// `Stocks`, `Coins` or `Taiwan stocks`.
    public func sectionTitle(_ kind: AssetKind) -> String { self["sections.\(kind.rawValue)"] }

    /// `No stocks in the watchlist.`, for a class without assets.
    public func emptySection(_ kind: AssetKind) -> String { self["sections.none_\(kind.rawValue)"] }

    /// The title of the field at `position` of `layout`: its class's own, else the one every
    /// class shares (`fields.all`).
    public func fieldTitle(_ layout: AssetLayout, _ position: Int) -> String {
        let key = layout.fields[position].key
        let own = "fields.\(layout.labelGroup).\(key)"
        return has(own) ? self[own] : self["fields.all.\(key)"]
    }

    /// The header of `column` of `layout`'s table: the class's own for it (`columns.coin.price`),
    /// else the field's title, or the symbol's, name's, time's or status's header.
    public func columnTitle(_ column: AssetLayout.Column, of layout: AssetLayout) -> String {
        let own: String
        switch column.content {
        case .symbol: own = "columns.\(layout.labelGroup).symbol"
        case .field(let position), .change(let position):
            own = "columns.\(layout.labelGroup).\(layout.fields[position].key)"
        case .name, .status: own = ""
        }
        if has(own) { return self[own] }
        switch column.content {
        case .symbol: return self[.columnSymbol]
        case .name: return self[.columnName]
        case .status: return self[.columnStatus]
        case .field(let position), .change(let position):
            return column.isWideOnly ? self[.columnAsOf] : fieldTitle(layout, position)
        }
    }

    /// What a change measures, in a word or two (`1D`, `24h`).
    public func qualifier(_ qualifier: ChangeQualifier) -> String { self["qualifiers.\(qualifier.rawValue)"] }

    /// A gap as people read it: `sparkline: timeout`, `change: 除息 (ex-dividend)`.
    public func gapText(_ gap: Gap) -> String {
        let reason = reasonText(gap.reason)
        guard let part = gap.part else { return reason }
        let partKey = "gaps.parts." + part.rawValue.replacingOccurrences(of: " ", with: "_")
        return text(.gapWithPart, ["part": self[partKey], "reason": reason])
    }

    /// The gaps of an asset as its status reads: `ok`, or each gap's text.
    public func status(_ gaps: [Gap]) -> String {
        gaps.isEmpty ? self[.ok] : gaps.map(gapText).joined(separator: self[.gapSeparator])
    }

    /// A reason as people read it: `not found`, `http 503`, `change: 除息 (ex-dividend)`.
    public func reasonText(_ reason: Gap.Reason) -> String {
        switch reason {
        case .httpStatus(let status): text("gaps.reasons.http_status", ["status": String(status)])
        case .exchangeNote(let note): text("gaps.reasons.exchange_note", ["note": exchangeNote(note)])
        default: self["gaps.reasons.\(reason.name)"]
        }
    }

    /// The badge title of an exchange's warning (`card.flags.KIND`): `Attention stock`.
    public func flagTitle(_ kind: TaiwanTradingFlag.Kind) -> String { self["card.flags.\(kind.rawValue)"] }

    /// An exchange's note with its meaning where the catalog has one (`除息 (ex-dividend)`).
    public func exchangeNote(_ note: String) -> String {
        has("gaps.exchange_notes.\(note)") ? self["gaps.exchange_notes.\(note)"] : note
    }

    /// A value of a field with a fixed set of values (a market state, a Taiwan board) in words,
    /// from the catalog's `values.GROUP`; `nil` when the catalog has no text for it.
    func value(_ group: String, _ raw: String) -> String? {
        let key = "values.\(group).\(raw)"
        return has(key) ? self[key] : nil
    }
}

extension Gap.Reason {
    /// The reason's name in the catalog (`gaps.reasons.NAME`).
    var name: String {
        switch self {
        case .notFound: "not_found"
        case .delisted: "delisted"
        case .rateLimited: "rate_limited"
        case .timeout: "timeout"
        case .unauthorized: "unauthorized"
        case .httpStatus: "http_status"
        case .badResponse: "bad_response"
        case .unreachable: "unreachable"
        case .tooLarge: "too_large"
        case .notCached: "not_cached"
        case .notRecorded: "not_recorded"
        case .noData: "no_data"
        case .noPriceHistory: "no_price_history"
        case .noPrice: "no_price"
        case .noTrades: "no_trades"
        case .exchangeNote: "exchange_note"
        }
    }
}
