import ConcurrentWork
import Templating

extension ReportViewModel {
    /// One section: its table columns and cells, and a card per asset.
    func section(_ kind: AssetKind) -> TemplateValue {
        let assets = model[kind]
        let columns = Self.columns(kind)
        return [
            "id": .string(Self.sectionID(kind)),
            "title": .string(Self.sectionTitle(kind)),
            "count": .string(String(assets.count)),
            "hasAssets": .bool(!assets.isEmpty),
            "emptyText": .string("No \(Self.sectionTitle(kind).lowercased()) in the watchlist."),
            "columns": .list(columns.map { ["title": .string($0.title), "numeric": .bool($0.numeric)] }),
            "assets": .list(assets.concurrentMap { asset(asset: $0, columns: columns) }),
        ]
    }

    private func asset(asset: AssetReport, columns: [Column]) -> TemplateValue {
        let sparkline: TemplateValue =
            SparklineShape(values: asset.history).map { shape in
                .object(
                    TemplateObject(
                        shape: Shapes.sparkline,
                        values: [
                            .string(shape.points), .string(String(shape.width)),
                            .string(String(shape.height)),
                            .string(
                                shape.label(
                                    name: asset.symbol, period: asset.historyPeriod, currency: asset.currency)
                            ),
                            .string(shape.direction.rawValue),
                        ]))
            } ?? .bool(false)
        let holding = asset.holding?.statistics ?? []
        let status = asset.status
        return .object(
            TemplateObject(
                shape: Shapes.asset,
                values: [
                    .string(asset.id), .string(asset.symbol), .string(asset.name),
                    .string(Self.anchor(asset)),
                    .string(status), .bool(!asset.gaps.isEmpty), .string(asset.gaps.isEmpty ? "" : status),
                    .bool(!(asset.note ?? "").isEmpty), .string(asset.note ?? ""),
                    Self.change(
                        asset.changePercent, Shapes.headline, .string(asset.currency.price(asset.price))),
                    .list(asset.statistics.overview.map(Self.statistic)),
                    .list(asset.statistics.additional.map(Self.statistic)),
                    .bool(!holding.isEmpty), .list(holding.map(Self.statistic)),
                    sparkline,
                    .list(
                        columns.map { column in
                            let cell = column.cell(asset)
                            return Self.change(
                                cell.isChange ? cell.change : nil, Shapes.cell,
                                .string(cell.text), .bool(column.numeric), .bool(cell.isChange))
                        }),
                ]))
    }

    /// A statistic with its change fields.
    static func statistic(_ statistic: Statistic) -> TemplateValue {
        change(
            statistic.percentageChange, Shapes.statistic, .string(statistic.title), .string(statistic.value))
    }

    /// An object of `shape`: `fields` followed by the change fields of `percent` (`hasChange`,
    /// `changeText`, `direction`, `isUp`, `isDown`), empty and flat without a change.
    static func change(_ percent: Double?, _ shape: TemplateShape, _ fields: TemplateValue...)
        -> TemplateValue
    {
        let direction = percent == nil ? Direction.flat : NumberFormatting.direction(ofChange: percent)
        var values: [TemplateValue] = []
        values.reserveCapacity(shape.count)
        values.append(contentsOf: fields)
        values.append(.bool(percent != nil))
        values.append(.string(percent == nil ? "" : NumberFormatting.percentChange(percent)))
        values.append(.string(direction.rawValue))
        values.append(.bool(direction == .up))
        values.append(.bool(direction == .down))
        return .object(TemplateObject(shape: shape, values: values))
    }

    /// A unique HTML id built only from letters, digits and dashes: `stock-aapl`.
    static func anchor(_ asset: AssetReport) -> String {
        var anchor = asset.kind.rawValue + "-"
        for scalar in asset.id.lowercased().unicodeScalars {
            let kept = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
            anchor.unicodeScalars.append(kept ? scalar : "-")
        }
        return anchor
    }

    /// `stocks`, `coins` or `taiwan`.
    static func sectionID(_ kind: AssetKind) -> String { kind.listKey }
}
