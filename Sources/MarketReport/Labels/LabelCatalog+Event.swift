extension LabelCatalog {
    /// What happens, in the catalog's words, marked when the day is an estimate: `Earnings
    /// (estimated)`, `Ex-dividend`.
    public func eventTitle(_ event: UpcomingEvent) -> String {
        let kind: String =
            switch event.kind {
            case .earnings: self[.eventEarnings]
            case .dividend: self[.eventDividend]
            case .exDividend: self[.eventExDividend]
            case .exRights: self[.eventExRights]
            }
        return event.isEstimate ? text(.eventEstimated, ["kind": kind]) : kind
    }

    /// The event's day, or its range (`2026-12-08 to 2026-12-11`), in the catalog's day pattern.
    public func eventDays(_ event: UpcomingEvent) -> String {
        guard let last = event.lastDay else { return day(event.day) }
        return text(.eventRange, ["first": day(event.day), "last": day(last)])
    }

    /// The amounts the source gives, joined with `; `: the cash per share and a holding's
    /// expected cash in the event's currency, the new shares per share; empty without any.
    public func eventDetails(_ event: UpcomingEvent) -> String {
        let currency = event.currency ?? CurrencyFormat(code: nil)
        var parts: [String] = []
        if let cash = event.cashPerShare {
            parts.append(text(.eventCashPerShare, ["amount": currency.price(cash)]))
        }
        if let expected = event.expectedCash {
            let amount = currency.major.amount(currency.amountInTotalCurrency(expected))
            parts.append(text(.eventExpectedCash, ["amount": amount]))
        }
        if let ratio = event.stockPerShare {
            parts.append(text(.eventStockPerShare, ["ratio": NumberFormatting.raw(ratio)]))
        }
        return parts.joined(separator: self[.gapSeparator])
    }
}
