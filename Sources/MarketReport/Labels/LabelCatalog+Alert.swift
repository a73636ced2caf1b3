extension LabelCatalog {
    /// What an alert says, in the catalog's words: the asset, the figure that reached the
    /// threshold and the threshold, each written in its unit (a price in the asset's currency,
    /// a percent, days).
    public func alertText(_ alert: Alert) -> String {
        let asset = text(
            .sinceAsset,
            ["name": alert.name, "symbol": alert.symbol, "section": sectionTitle(alert.key.kind)])
        let price = alert.currency.price
        let (label, value, threshold): (Label, String, String) =
            switch alert.key.rule {
            case .above: (.alertAbove, price(alert.value), price(alert.threshold))
            case .below: (.alertBelow, price(alert.value), price(alert.threshold))
            case .move:
                (
                    .alertMove, NumberFormatting.percentChange(alert.value),
                    NumberFormatting.percent(alert.threshold)
                )
            case .newHigh: (.alertNewHigh, price(alert.value), price(alert.threshold))
            case .newLow: (.alertNewLow, price(alert.value), price(alert.threshold))
            case .fromCost:
                (
                    .alertFromCost, NumberFormatting.percentChange(alert.value),
                    NumberFormatting.percentChange(alert.threshold)
                )
            case .stale:
                (
                    alert.value == nil ? .alertNoPrice : .alertStale, NumberFormatting.integer(alert.value),
                    NumberFormatting.integer(alert.threshold)
                )
            }
        return text(label, ["asset": asset, "value": value, "threshold": threshold])
    }
}
