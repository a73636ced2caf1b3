import Templating

extension ReportViewModel {
    /// The holdings summed in the base currency: the total (partial or not, and why), the day's
    /// change, the gain over the holdings with a cost, a subtotal per currency and the rates used.
    var portfolio: TemplateValue {
        let portfolio = model.portfolio
        let base = CurrencyFormat(code: portfolio.baseCurrency)
        let subtotals: [TemplateValue] = portfolio.subtotals.map { subtotal in
            let currency = CurrencyFormat(code: subtotal.currency)
            return [
                "currency": .string(subtotal.currency ?? "unknown"),
                "count": .string(String(subtotal.count)),
                "countText": .string(Counting.phrase(subtotal.count, "holding")),
                "value": .string(currency.amount(subtotal.value)),
                "valueBase": .string(base.amount(subtotal.valueBase)),
            ]
        }
        let rates: [TemplateValue] = portfolio.rates.map { rate in
            [
                "pair": .string("\(rate.from)/\(rate.to)"),
                "rate": .string(NumberFormatting.decimal(rate.rate, maximumFractionDigits: 6)),
                "time": .string(rate.time.map(dates.displayDateTime) ?? NumberFormatting.missing),
            ]
        }
        let total = Statistic(
            title: "Total (\(portfolio.baseCurrency))", value: base.amount(portfolio.total),
            percentageChange: nil)
        let dayChange = Statistic(title: "Day Change", value: base.signedAmount(portfolio.dayChange))
        let gain = Statistic(
            title: "Gain",
            value: portfolio.withCost == 0 ? NumberFormatting.missing : base.signedAmount(portfolio.gain),
            percentageChange: portfolio.gainPercent, changeLabel: "P/L")
        return [
            "hasHoldings": .bool(portfolio.holdingCount > 0),
            "baseCurrency": .string(portfolio.baseCurrency),
            "total": Self.statisticObject.make(StatisticView(total)),
            "dayChange": Self.statisticObject.make(StatisticView(dayChange)),
            "gain": Self.statisticObject.make(StatisticView(gain)),
            "gainNote": .string(Self.gainNote(portfolio)),
            "isPartial": .bool(portfolio.isPartial),
            "partialNote": .string(Self.partialNote(portfolio)),
            "subtotals": .list(subtotals), "hasSubtotals": .bool(!subtotals.isEmpty),
            "rates": .list(rates), "hasRates": .bool(!rates.isEmpty),
        ]
    }

    /// `over 4 of 6 holdings in the total, those with a cost`, or `over all 3 holdings in the total`
    /// when every one has a cost.
    static func gainNote(_ portfolio: Portfolio) -> String {
        if portfolio.withCost == 0 { return "needs a cost: no holding in the total has one" }
        if portfolio.withCost == portfolio.counted {
            return "over all \(Counting.phrase(portfolio.withCost, "holding")) in the total"
        }
        return "over \(portfolio.withCost) of \(portfolio.counted) holdings in the total, those with a cost"
    }

    /// Why the total is partial: `Partial: no JPY/USD rate; no price for NOPE.`; empty when it is not.
    static func partialNote(_ portfolio: Portfolio) -> String {
        guard portfolio.isPartial else { return "" }
        var reasons: [String] = []
        if !portfolio.missingRates.isEmpty {
            let pairs = portfolio.missingRates.map { "\($0)/\(portfolio.baseCurrency)" }
            reasons.append("no \(pairs.joined(separator: ", ")) rate, those holdings are left out")
        }
        if !portfolio.unpriced.isEmpty {
            reasons.append("no price for \(portfolio.unpriced.joined(separator: ", "))")
        }
        return "Partial total: " + reasons.joined(separator: "; ") + "."
    }
}
