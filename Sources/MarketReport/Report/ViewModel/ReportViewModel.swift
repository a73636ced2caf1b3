import Foundation
import Templating

/// Turns a ``ReportModel`` into the `TemplateValue` tree every built-in template reads
/// (documented key by key in `Templates/README.md`). Every key is always present, so a
/// template never falls back to an outer value of the same name.
///
/// The long lists (a section's assets, a CSV file's rows) are made element by element while the
/// templates render them, so the tree of a large watchlist never exists in full.
public struct ReportViewModel: Sendable {
    /// The report title.
    public static let title = "Market Report"
    /// The data-source attribution printed on every report.
    public static let attribution = "Data: Yahoo Finance, CoinGecko, TWSE, TPEx"

    /// The model shown.
    public let model: ReportModel
    /// The order of the sections' table rows.
    public let sort: ReportSort
    /// Writes dates and times in the model's time zone.
    let dates: DateFormatting

    /// Creates the view model of `model`, its tables' rows in `sort` order.
    public init(model: ReportModel, sort: ReportSort = .watchlist) {
        self.model = model
        self.sort = sort
        dates = DateFormatting(timeZone: model.timeZone)
    }

    /// The whole tree.
    public var value: TemplateValue {
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
            "since": since,
            "summary": summary,
            "gainers": .list(gainers), "hasGainers": .bool(!gainers.isEmpty),
            "losers": .list(losers), "hasLosers": .bool(!losers.isEmpty),
            "sections": .list(sections),
            "gaps": .list(gaps), "hasGaps": .bool(!gaps.isEmpty),
            "csv": ["stocks": csvFile(.stock), "coins": csvFile(.coin), "taiwan": csvFile(.taiwan)],
        ]
    }

    private var summary: TemplateValue {
        let counts: [TemplateValue] = AssetKind.allCases.map { kind in
            ["label": .string(Self.sectionTitle(kind)), "count": .string(String(model[kind].count))]
        }
        let gapCount = model.gaps.count
        let totals = model.totals.map { Self.statisticObject.make(StatisticView($0.statistic)) }
        return [
            "counts": .list(counts),
            "gapCount": .string(String(gapCount)),
            "gapLabel": .string(gapCount == 1 ? "gap" : "gaps"),
            "totals": .list(totals),
            "hasTotals": .bool(!totals.isEmpty),
        ]
    }

    private func mover(_ asset: AssetReport) -> TemplateValue {
        Self.moverObject.make(AssetChangeView(asset: asset, change: ChangeView(asset.changePercent)))
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
