import ConcurrentWork
import Foundation
import Templating

/// Turns a ``ReportModel`` into the `TemplateValue` tree every built-in template reads
/// (documented key by key in `Templates/README.md`). Every key is always present, so a
/// template never falls back to an outer value of the same name.
public struct ReportViewModel: Sendable {
    /// The report title.
    public static let title = "Market Report"
    /// The data-source attribution printed on every report.
    public static let attribution = "Data: Yahoo Finance, CoinGecko, TWSE, TPEx"

    /// The model shown.
    public let model: ReportModel

    /// Creates the view model of `model`.
    public init(model: ReportModel) {
        self.model = model
    }

    /// The whole tree.
    public var value: TemplateValue {
        let dates = DateFormatting(timeZone: model.timeZone)
        let sections = AssetKind.allCases.map { section($0) }
        let gainers = model.gainers.map(mover)
        let losers = model.losers.map(mover)
        let gaps: [TemplateValue] = model.gaps.map { gap in
            [
                "item": .string(gap.item), "section": .string(Self.sectionTitle(gap.kind)),
                "reason": .string(gap.reason),
            ]
        }
        return [
            "title": .string(Self.title),
            "reportDate": .string(model.date),
            "generatedAt": .string(dates.displayDateTime(model.fetchedAt)),
            "generatedAtISO": .string(dates.iso8601(model.fetchedAt)),
            "attribution": .string(Self.attribution),
            "summary": summary,
            "gainers": .list(gainers), "hasGainers": .bool(!gainers.isEmpty),
            "losers": .list(losers), "hasLosers": .bool(!losers.isEmpty),
            "sections": .list(sections),
            "gaps": .list(gaps), "hasGaps": .bool(!gaps.isEmpty),
            "csv": [
                "stocks": csvRows(model.stocks), "coins": csvRows(model.coins),
                "taiwan": csvRows(model.taiwan),
            ],
        ]
    }

    private var summary: TemplateValue {
        let counts: [TemplateValue] = AssetKind.allCases.map { kind in
            ["label": .string(Self.sectionTitle(kind)), "count": .string(String(model[kind].count))]
        }
        let gapCount = model.gaps.count
        let totals = model.totals.map { Self.statistic($0.statistic) }
        return [
            "counts": .list(counts),
            "gapCount": .string(String(gapCount)),
            "gapLabel": .string(gapCount == 1 ? "gap" : "gaps"),
            "totals": .list(totals),
            "hasTotals": .bool(!totals.isEmpty),
        ]
    }

    private func mover(_ asset: AssetReport) -> TemplateValue {
        Self.change(
            asset.changePercent, Shapes.mover, .string(asset.name), .string(asset.symbol),
            .string(Self.sectionTitle(asset.kind)), .string(Self.anchor(asset)),
            .string(asset.currency.price(asset.price)))
    }

    /// One object per asset, its CSV columns then `status`; assets with the same columns
    /// (all of a section's, as the builders make them) share the first one's shape.
    private func csvRows(_ assets: [AssetReport]) -> TemplateValue {
        let columns = assets.first.map { $0.csvRow.map(\.column) + ["status"] } ?? []
        let shared = TemplateShape(columns)
        return .list(
            assets.concurrentMap { asset in
                var values = asset.csvRow.map { TemplateValue.string($0.value) }
                values.append(.string(asset.status))
                let sameColumns =
                    asset.csvRow.count + 1 == columns.count
                    && zip(asset.csvRow, columns).allSatisfy { $0.column == $1 }
                return .object(
                    TemplateObject(
                        shape: sameColumns ? shared : TemplateShape(asset.csvRow.map(\.column) + ["status"]),
                        values: values))
            })
    }

    /// `Stocks`, `Coins` or `Taiwan stocks`.
    static func sectionTitle(_ kind: AssetKind) -> String {
        switch kind {
        case .stock: "Stocks"
        case .coin: "Coins"
        case .taiwan: "Taiwan stocks"
        }
    }
}
