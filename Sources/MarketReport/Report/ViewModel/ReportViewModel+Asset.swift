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
        let shape = SparklineShape(values: asset.history)
        let sparkline: TemplateValue =
            shape.map { shape in
                [
                    "points": .string(shape.points), "width": .string(String(shape.width)),
                    "height": .string(String(shape.height)),
                    "label": .string(
                        shape.label(name: asset.symbol, period: asset.historyPeriod, currency: asset.currency)
                    ),
                    "direction": .string(shape.direction.rawValue),
                ]
            } ?? .bool(false)
        let holding = asset.holding?.statistics ?? []
        return [
            "id": .string(asset.id), "symbol": .string(asset.symbol), "name": .string(asset.name),
            "anchor": .string(Self.anchor(asset)),
            "status": .string(asset.status),
            "hasGap": .bool(!asset.gaps.isEmpty), "gapReason": .string(asset.gaps.joined(separator: "; ")),
            "hasNote": .bool(!(asset.note ?? "").isEmpty), "note": .string(asset.note ?? ""),
            "headline": Self.change(
                asset.changePercent, [("value", .string(asset.currency.price(asset.price)))]),
            "overview": .list(asset.statistics.overview.map(Self.statistic)),
            "additional": .list(asset.statistics.additional.map(Self.statistic)),
            "hasHolding": .bool(!holding.isEmpty), "holding": .list(holding.map(Self.statistic)),
            "sparkline": sparkline,
            "cells": .list(
                columns.map { column in
                    let cell = column.cell(asset)
                    return Self.change(
                        cell.isChange ? cell.change : nil,
                        [
                            ("value", .string(cell.text)), ("numeric", .bool(column.numeric)),
                            ("isChange", .bool(cell.isChange)),
                        ])
                }),
        ]
    }

    /// A statistic with its change fields.
    static func statistic(_ statistic: Statistic) -> TemplateValue {
        change(
            statistic.percentageChange,
            [("title", .string(statistic.title)), ("value", .string(statistic.value))])
    }

    /// An object of `fields` followed by the change fields of `percent`: `hasChange`,
    /// `changeText`, `direction`, `isUp`, `isDown`, empty and flat without a change.
    static func change(_ percent: Double?, _ fields: [(String, TemplateValue)]) -> TemplateValue {
        let direction = percent == nil ? Direction.flat : NumberFormatting.direction(ofChange: percent)
        var entries = fields
        entries.reserveCapacity(fields.count + 5)
        entries.append(("hasChange", .bool(percent != nil)))
        entries.append(("changeText", .string(percent == nil ? "" : NumberFormatting.percentChange(percent))))
        entries.append(("direction", .string(direction.rawValue)))
        entries.append(("isUp", .bool(direction == .up)))
        entries.append(("isDown", .bool(direction == .down)))
        return .object(TemplateObject(entries))
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
