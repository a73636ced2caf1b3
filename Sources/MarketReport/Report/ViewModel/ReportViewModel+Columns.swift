extension ReportViewModel {
    /// One column of a section's table: its title and how a cell is made.
    struct Column: Sendable {
        let title: String
        let numeric: Bool
        let cell: @Sendable (AssetReport) -> (text: String, isChange: Bool, change: Double?)

        static func text(_ title: String, _ value: @escaping @Sendable (AssetReport) -> String) -> Column {
            Column(title: title, numeric: false) { (value($0), false, nil) }
        }

        static func number(_ title: String, _ value: @escaping @Sendable (AssetReport) -> String) -> Column {
            Column(title: title, numeric: true) { (value($0), false, nil) }
        }

        static func change(_ title: String) -> Column {
            Column(title: title, numeric: true) { asset in
                (
                    NumberFormatting.percentChange(asset.changePercent), asset.changePercent != nil,
                    asset.changePercent
                )
            }
        }
    }

    /// The table columns of an asset class.
    static func columns(_ kind: AssetKind) -> [Column] {
        let price = Column.number(kind == .taiwan ? "Close" : "Price") { $0.currency.price($0.price) }
        let status = Column.text("Status") { $0.status }
        switch kind {
        case .stock:
            return [
                .text("Symbol") { $0.symbol }, .text("Name") { $0.name }, price, .change("Change %"),
                .number("Market Cap") { statistic("Market Cap", in: $0) },
                .number("Volume") { statistic("Volume", in: $0) },
                status,
            ]
        case .coin:
            return [
                .text("Symbol") { $0.symbol }, .text("Name") { $0.name }, price, .change("24h %"),
                .number("Market Cap") { statistic("Market Capitalization", in: $0) },
                .number("Rank") { statistic("Rank", in: $0) }, status,
            ]
        case .taiwan:
            return [
                .text("Code") { $0.symbol }, .text("Name") { $0.name },
                .text("Market") { statistic("Market", in: $0) },
                price, .change("Change %"), .number("Volume") { statistic("Volume", in: $0) }, status,
            ]
        }
    }

    /// The value of the statistic titled `title`, `n/a` when the asset has none.
    private static func statistic(_ title: String, in asset: AssetReport) -> String {
        (asset.statistics.overview.first { $0.title == title }
            ?? asset.statistics.additional.first { $0.title == title })?.value ?? NumberFormatting.missing
    }
}
