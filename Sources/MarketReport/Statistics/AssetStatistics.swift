/// The statistics of one asset: the overview shown first, and the additional details.
public struct AssetStatistics: Sendable, Equatable {
    /// The headline figures, in display order.
    public var overview: [Statistic]
    /// The details, in display order.
    public var additional: [Statistic]

    /// Statistics with the given overview and additional lists.
    public init(overview: [Statistic], additional: [Statistic]) {
        self.overview = overview
        self.additional = additional
    }
}
