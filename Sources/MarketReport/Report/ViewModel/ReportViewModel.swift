import Foundation
import MarketData
import Templating

/// Turns a ``ReportModel`` into the `TemplateValue` tree every built-in template reads
/// (documented key by key in `Templates/README.md`). Every key is always present, so a
/// template never falls back to an outer value of the same name.
///
/// The long lists (a section's assets, a CSV file's rows) are made element by element while the
/// templates render them, so the tree of a large watchlist never exists in full.
public struct ReportViewModel: Sendable {
    /// The most assets a report shows every card of unless asked to: past it, only the assets a
    /// reader looks at first (holdings, movers, notes, gaps) have one, so a page of thousands
    /// stays light; the tables list every asset.
    public static let allCardsLimit = 200

    /// The model shown.
    public let model: ReportModel
    /// The words shown.
    public let labels: LabelCatalog
    /// The order of the sections' table rows.
    public let sort: ReportSort
    /// How the sections' table rows are gathered, each part with its subtotal; `nil` for none.
    public let grouping: ReportGrouping?
    /// The colour of a rise on the page.
    public let upColor: UpColor
    /// Each group's place among the watchlist's groups, by first appearance.
    let groupOrder: [String: Int]
    /// Writes dates and times in the model's time zone.
    let dates: DateFormatting
    /// The anchors of the assets that have a card; `nil` when every asset has one.
    let carded: Set<String>?

    /// Creates the view model of `model` in the words of `labels`, its tables' rows in `sort`
    /// order and gathered by `grouping`; `allCards` gives every asset a card however many there
    /// are; a rise is shown in `upColor`, by default the catalog's (`report.up_color`).
    public init(
        model: ReportModel, labels: LabelCatalog, sort: ReportSort = .watchlist,
        grouping: ReportGrouping? = nil, allCards: Bool = false, upColor: UpColor? = nil
    ) {
        self.model = model
        self.labels = labels
        self.sort = sort
        self.grouping = grouping
        groupOrder = grouping == .group ? Self.groupOrder(of: model) : [:]
        self.upColor = upColor ?? UpColor(rawValue: labels[.upColor]) ?? .green
        dates = DateFormatting(timeZone: model.timeZone, dayPattern: labels[.datePattern])
        carded = allCards || model.assetCount <= Self.allCardsLimit ? nil : Self.featured(in: model)
    }

    /// The anchors of the holdings, movers and assets with a note or a gap.
    static func featured(in model: ReportModel) -> Set<String> {
        var anchors = Set((model.gainers + model.losers).map(anchor))
        for asset in model.allAssets
        where asset.holding != nil || !asset.gaps.isEmpty || !(asset.note ?? "").isEmpty {
            anchors.insert(anchor(asset))
        }
        return anchors
    }

    /// Whether `asset` has a card.
    func hasCard(_ asset: AssetReport) -> Bool { carded?.contains(Self.anchor(asset)) ?? true }

    /// The whole tree.
    public var value: TemplateValue {
        let sections = AssetKind.allCases.map { section($0) }
        let gainers = model.gainers.map(mover)
        let losers = model.losers.map(mover)
        let gaps: [TemplateValue] = model.gaps.map { gap in
            [
                "item": .string(gap.item), "section": .string(labels.sectionTitle(gap.kind)),
                "reason": .string(labels.gapText(gap.gap)),
                "anchor": .string(Self.anchor(kind: gap.kind, id: gap.item)),
            ]
        }
        let cardCount = carded?.count ?? model.assetCount
        return [
            "labels": labels.templateValue,
            "title": .string(labels[.reportTitle]),
            "reportDate": .string(CalendarDay(iso: model.date).map(dates.displayDay) ?? model.date),
            "upColor": .string(upColor.rawValue),
            "generatedAt": .string(dates.displayDateTime(model.fetchedAt)),
            "generatedAtISO": .string(dates.iso8601(model.fetchedAt)),
            "taiwanDay": .string(model.taiwanTradingDay.map(dates.displayDay) ?? ""),
            "taiwanDayISO": .string(model.taiwanTradingDay?.description ?? ""),
            "hasTaiwanDay": .bool(model.taiwanTradingDay != nil),
            "attribution": .string(labels[.attribution]),
            "since": since,
            "summary": summary,
            "today": today,
            "alerts": alerts,
            "events": events,
            "performance": performance,
            "valueHistory": valueHistory,
            "allocation": allocation,
            "gainers": .list(gainers), "hasGainers": .bool(!gainers.isEmpty),
            "losers": .list(losers), "hasLosers": .bool(!losers.isEmpty),
            "sections": .list(sections),
            "gaps": .list(gaps), "hasGaps": .bool(!gaps.isEmpty),
            "allCards": .bool(carded == nil),
            "cardCount": .string(Counting.grouped(cardCount)),
            "cardsNote": .string(labels.text(.cardsForFeatured, ["count": Counting.grouped(cardCount)])),
            "csv": ["stocks": csvFile(.stock), "coins": csvFile(.coin), "taiwan": csvFile(.taiwan)],
        ]
    }

    private var summary: TemplateValue {
        let counts: [TemplateValue] = AssetKind.allCases.map { kind in
            [
                "label": .string(labels.sectionTitle(kind)), "count": .string(String(model[kind].count)),
                "id": .string(Self.sectionID(kind)),
            ]
        }
        let gapCount = model.gaps.count
        return [
            "counts": .list(counts),
            "gapCount": .string(String(gapCount)),
            "gapLabel": .string(labels.count(.gapCount, gapCount)),
            "portfolio": portfolio,
        ]
    }

    private func mover(_ asset: AssetReport) -> TemplateValue {
        Self.moverObject.make(
            AssetChangeView(
                asset: asset,
                change: ChangeView(
                    asset.changePercent, label: asset.fields.changeLabel.map(labels.qualifier)),
                labels: labels))
    }

    /// `amount` written by `write`, or the catalog's `n/a` when there is none.
    static func shown(_ amount: Double?, _ labels: LabelCatalog, _ write: (Double) -> String) -> String {
        amount.map(write) ?? labels[.missing]
    }
}
