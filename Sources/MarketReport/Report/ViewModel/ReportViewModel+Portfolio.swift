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
                "currency": .string(subtotal.currency ?? labels[.unknownCurrency]),
                "count": .string(String(subtotal.count)),
                "countText": .string(labels.count(.holdingCount, subtotal.count)),
                "value": .string(Self.shown(subtotal.value, labels, currency.amount)),
                "valueBase": .string(Self.shown(subtotal.valueBase, labels, base.amount)),
            ]
        }
        let rates: [TemplateValue] = portfolio.rates.map { rate in
            [
                "pair": .string("\(rate.from)/\(rate.to)"),
                "rate": .string(NumberFormatting.decimal(rate.rate, maximumFractionDigits: 6)),
                "time": .string(rate.time.map(dates.displayDateTime) ?? labels[.missing]),
            ]
        }
        let figures = Self.figures(
            portfolio, totalTitle: labels.text(.total, ["currency": portfolio.baseCurrency]), labels)
        return [
            "hasHoldings": .bool(portfolio.holdingCount > 0),
            "baseCurrency": .string(portfolio.baseCurrency),
            "total": figures.total,
            "dayChange": figures.dayChange,
            "gain": figures.gain,
            "gainNote": .string(Self.gainNote(portfolio, labels)),
            "isPartial": .bool(portfolio.isPartial),
            "partialNote": .string(Self.partialNote(portfolio, labels)),
            "subtotals": .list(subtotals), "hasSubtotals": .bool(!subtotals.isEmpty),
            "rates": .list(rates), "hasRates": .bool(!rates.isEmpty),
        ]
    }

    /// The total of `portfolio` (titled `totalTitle`), its day's change and its gain, each a
    /// statistic in the base currency with its percentage change.
    static func figures(_ portfolio: Portfolio, totalTitle: String, _ labels: LabelCatalog) -> (
        total: TemplateValue, dayChange: TemplateValue, gain: TemplateValue
    ) {
        let base = CurrencyFormat(code: portfolio.baseCurrency)
        let total = Statistic(
            title: totalTitle, value: Self.shown(portfolio.total, labels, base.amount), percentageChange: nil)
        let dayChange = Statistic(
            title: labels[.dayChange], value: Self.shown(portfolio.dayChange, labels, base.signedAmount),
            percentageChange: portfolio.dayChangePercent, changeLabel: labels.qualifier(.day))
        let gain = Statistic(
            title: labels[.gain],
            value: portfolio.withCost == 0
                ? labels[.missing] : Self.shown(portfolio.gain, labels, base.signedAmount),
            percentageChange: portfolio.gainPercent, changeLabel: labels.qualifier(.profitLoss))
        return (
            statisticObject.make(StatisticView(total)), statisticObject.make(StatisticView(dayChange)),
            statisticObject.make(StatisticView(gain))
        )
    }

    /// `over 4 of 6 holdings in the total, those with a cost`, or `over all 3 holdings in the total`
    /// when every one has a cost.
    static func gainNote(_ portfolio: Portfolio, _ labels: LabelCatalog) -> String {
        if portfolio.withCost == 0 { return labels[.gainNeedsCost] }
        if portfolio.withCost == portfolio.counted {
            return labels.text(.gainOverAll, ["holdings": labels.count(.holdingCount, portfolio.withCost)])
        }
        return labels.text(
            .gainOverSome, ["withCost": String(portfolio.withCost), "counted": String(portfolio.counted)])
    }

    /// Why the total is partial: `Partial: no JPY/USD rate; no price for NOPE.`; empty when it is not.
    static func partialNote(_ portfolio: Portfolio, _ labels: LabelCatalog) -> String {
        guard portfolio.isPartial else { return "" }
        var reasons: [String] = []
        if !portfolio.missingRates.isEmpty {
            let pairs = portfolio.missingRates.map { "\($0)/\(portfolio.baseCurrency)" }
            reasons.append(labels.text(.partialNoRate, ["pairs": pairs.joined(separator: ", ")]))
        }
        if !portfolio.unpriced.isEmpty {
            reasons.append(
                labels.text(.partialNoPrice, ["symbols": portfolio.unpriced.joined(separator: ", ")]))
        }
        return labels.text(.partial, ["reasons": reasons.joined(separator: labels[.gapSeparator])])
    }
}
