/// One labelled figure of an asset, ready to show: `Price`, `$227.63`, `+1.27%`.
public struct Statistic: Sendable, Equatable {
    /// The label (`Market Cap`).
    public var title: String
    /// The formatted value (`$3.45Tr`), `n/a` when unknown.
    public var value: String
    /// The change in percent that goes with the value (1.27 means +1.27 %), when there is one.
    public var percentageChange: Double?
    /// What the change measures (`1D`, `24h`, `P/L`), when it has to be said.
    public var changeLabel: String?

    /// A statistic with an optional change in percent, and what that change measures (kept
    /// only with a change).
    public init(title: String, value: String, percentageChange: Double? = nil, changeLabel: String? = nil) {
        self.title = title
        self.value = value
        self.percentageChange = percentageChange
        self.changeLabel = percentageChange == nil ? nil : changeLabel
    }
}
