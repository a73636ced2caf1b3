import ConcurrentWork
import Foundation
import JSON

/// `report.json`: every figure of a report as data, for scripts and for the next run's "since
/// the previous report" section. Numbers are raw (in the unit their field declares), times ISO
/// 8601, days `YYYY-MM-DD`; a value that is missing is `null`, with its reason beside it.
///
/// Each asset's `values` hold every field its class declares (``AssetDeclaration``), keyed by
/// the field's key, so a field added to a declaration appears here with no other change. The
/// schema is documented beside the templates' data, in `Templates/README.md`.
public struct ReportDocument: Sendable {
    /// The file's name in the output folder.
    public static let fileName = "report.json"
    /// The value of the `format` member, which tells a report.json from any other JSON file.
    public static let format = "market-report"
    /// The schema's version: raised when a member changes meaning or goes away (not when one is added).
    public static let version = 1
    /// The reason given for a missing value of an asset that has no gap: the provider sent none.
    public static let notProvided = "not provided"
    /// The member holding what changed since the previous report.
    static let sinceKey = "sincePrevious"
    /// The member listing the alerts, which the next report tells its new alerts from.
    static let alertsKey = "alerts"
    /// The member of ``sinceKey`` keeping the previous report's alerts, which a report of the same
    /// day tells its new alerts from in turn.
    static let baselineAlertsKey = "baselineAlerts"

    /// The report written.
    public let model: ReportModel
    /// The words of the titles.
    public let labels: LabelCatalog
    private let dates: DateFormatting

    /// The document of `model`, its titles in the words of `labels`.
    public init(model: ReportModel, labels: LabelCatalog) {
        self.model = model
        self.labels = labels
        dates = DateFormatting(timeZone: model.timeZone)
    }

    /// The file, pretty-printed with a final newline. The asset lists are written one asset at a
    /// time, so a watchlist of thousands never exists whole as a JSON value.
    public var file: RenderedFile {
        typealias ObjectStream = JSONWriter.ObjectStream
        var root = ObjectStream()
        root.append("format", .string(Self.format))
        root.append("version", .optional(Double(Self.version)))
        root.append("title", .string(labels[.reportTitle]))
        root.append("reportDate", .string(model.date))
        root.append("generatedAt", .string(dates.iso8601(model.fetchedAt)))
        root.append("attribution", .string(labels[.attribution]))
        root.append(
            "fields",
            .object(
                JSONObject(
                    uniqueMembers: AssetKind.allCases.map {
                        JSONObject.Member(key: $0.listKey, value: fields($0.layout))
                    })))
        root.append("summary", summary)
        root.append(Self.alertsKey, .array(model.alerts.map(Self.alert)))
        root.append("events", .array(model.events.map(Self.event)))
        root.append(Self.sinceKey, model.sincePrevious.map(since) ?? .null)
        // Runs of assets are written at the same time, then joined in order into one text made
        // large enough for all of them at once.
        var lists: [(key: String, runs: [[UInt8]])] = AssetKind.allCases.map { kind in
            (kind.listKey, model[kind].concurrentChunkMap { ObjectStream.elements($0, object: write) })
        }
        lists.append(("gaps", [ObjectStream.elements(model.gaps, element: Self.gap)]))
        root.reserveCapacity(adding: lists.reduce(0) { $0 + $1.runs.reduce(64) { $0 + $1.count + 6 } })
        for list in lists { root.append(list.key, runs: list.runs) }
        return RenderedFile(name: Self.fileName, contents: root.finish())
    }

    /// What changed since the previous report, and the previous report's figures it was compared
    /// with (`baseline`), which a report of the same day compares with in turn.
    private func since(_ comparison: ReportComparison) -> JSONValue {
        func reference(_ asset: AssetReport) -> JSONObject {
            ["kind": .string(asset.kind.rawValue), "id": .string(asset.id)]
        }
        func extreme(_ extreme: ReportComparison.Extreme) -> JSONValue {
            var object = reference(extreme.asset)
            object["value"] = .optional(extreme.value)
            object["previous"] = .optional(extreme.previous)
            return .object(object)
        }
        var baseline = JSONObject()
        for kind in AssetKind.allCases {
            let layout = kind.layout
            let keys = ReportComparison.comparedRoles.compactMap {
                layout.position(of: $0).map { layout.fields[$0].key }
            }
            baseline[kind.listKey] = .array(
                comparison.baseline.filter { $0.kind == kind }.map { asset in
                    var numbers = JSONObject()
                    for key in keys { numbers[key] = asset.numbers[key].map { .optional($0) } }
                    return .object([
                        "id": .string(asset.id), "symbol": .string(asset.symbol), "name": .string(asset.name),
                        "currency": .optional(asset.currency), "values": .object(numbers),
                        "gaps": .array(asset.gaps.map { .string($0.code) }),
                    ])
                })
        }
        return .object([
            "previousDate": .string(comparison.previousDate.description),
            "changes": .array(
                comparison.changes.map { change in
                    var object = reference(change.asset)
                    object["previousPrice"] = .optional(change.previousPrice)
                    object["price"] = .optional(change.asset.price)
                    object["changePercent"] = .optional(change.percent)
                    return .object(object)
                }),
            "added": .array(comparison.added.map { .object(reference($0)) }),
            "removed": .array(
                comparison.removed.map { .object(["kind": .string($0.kind.rawValue), "id": .string($0.id)]) }),
            "newGaps": .array(comparison.newGaps.map(Self.gap)),
            "resolvedGaps": .array(comparison.resolvedGaps.map(Self.gap)),
            "newHighs": .array(comparison.newHighs.map(extreme)),
            "newLows": .array(comparison.newLows.map(extreme)),
            "baseline": .object(baseline),
            Self.baselineAlertsKey: .array(comparison.previousAlerts.map { .object(Self.reference($0)) }),
        ])
    }

    /// Who an alert is: `rule`, `kind`, `id`.
    private static func reference(_ key: Alert.Key) -> JSONObject {
        ["rule": .string(key.rule.rawValue), "kind": .string(key.kind.rawValue), "id": .string(key.id)]
    }

    /// An alert: `rule`, `kind`, `id`, `symbol`, `threshold`, `value`, `new`.
    static func alert(_ alert: Alert) -> JSONValue {
        var object = reference(alert.key)
        object["symbol"] = .string(alert.symbol)
        object["threshold"] = .optional(alert.threshold)
        object["value"] = .optional(alert.value)
        object["new"] = .bool(alert.isNew)
        return .object(object)
    }

    /// An upcoming event: `kind`, `assetKind`, `id`, `symbol`, `name`, `day`, `lastDay`, `estimate`,
    /// `cashPerShare`, `expectedCash`, `stockPerShare`, `currency` and its calendar `uid`.
    private static func event(_ event: UpcomingEvent) -> JSONValue {
        .object([
            "kind": .string(event.kind.rawValue), "assetKind": .string(event.assetKind.rawValue),
            "id": .string(event.id), "symbol": .string(event.symbol), "name": .string(event.name),
            "day": .string(event.day.description),
            "lastDay": event.lastDay.map { .string($0.description) } ?? .null,
            "estimate": .bool(event.isEstimate), "cashPerShare": .optional(event.cashPerShare),
            "expectedCash": .optional(event.expectedCash), "stockPerShare": .optional(event.stockPerShare),
            "currency": .optional(event.cashPerShare == nil ? nil : event.currency?.code),
            "uid": .string(EventCalendar.uid(of: event)),
        ])
    }

    /// A gap: `kind`, `item`, `reason`.
    private static func gap(_ gap: ReportGap) -> JSONValue {
        .object([
            "kind": .string(gap.kind.rawValue), "item": .string(gap.item), "reason": .string(gap.reason),
        ])
    }

    /// What each field of a class is: `key`, `title`, `unit` (``FieldUnit``), in declaration order.
    func fields(_ layout: AssetLayout) -> JSONValue {
        .array(
            layout.fields.indices.map { position in
                let field = layout.fields[position]
                return .object([
                    "key": .string(field.key), "title": .string(labels.fieldTitle(layout, position)),
                    "unit": .string(field.format.unit.rawValue),
                ])
            })
    }

    private var summary: JSONValue {
        var counts = JSONObject()
        for kind in AssetKind.allCases { counts[kind.listKey] = .optional(Double(model[kind].count)) }
        return .object([
            "counts": .object(counts),
            "gapCount": .optional(Double(model.gaps.count)),
            "totals": .array(
                model.portfolio.subtotals.map { total in
                    .object([
                        "currency": .optional(total.currency), "holdings": .optional(Double(total.count)),
                        "value": .optional(total.value), "valueBase": .optional(total.valueBase),
                    ])
                }),
            "portfolio": portfolio,
            "performance": performance,
            "allocation": allocation,
        ])
    }

    /// The holdings in the base currency: the total and what it leaves out, and the rates used.
    private var portfolio: JSONValue {
        let portfolio = model.portfolio
        return .object([
            "baseCurrency": .string(portfolio.baseCurrency),
            "total": .optional(portfolio.total), "dayChange": .optional(portfolio.dayChange),
            "gain": portfolio.withCost == 0 ? .null : .optional(portfolio.gain),
            "gainPercent": .optional(portfolio.gainPercent), "costBasis": .optional(portfolio.costBasis),
            "holdings": .optional(Double(portfolio.holdingCount)),
            "counted": .optional(Double(portfolio.counted)),
            "withCost": .optional(Double(portfolio.withCost)), "isPartial": .bool(portfolio.isPartial),
            "missingRates": .array(portfolio.missingRates.map { .string($0) }),
            "unpriced": .array(portfolio.unpriced.map { .string($0) }),
            "rates": .array(
                portfolio.rates.map { rate in
                    .object([
                        "from": .string(rate.from), "to": .string(rate.to), "rate": .optional(rate.rate),
                        "time": rate.time.map { .string(dates.iso8601($0)) } ?? .null,
                    ])
                }),
        ])
    }

    /// One asset: who it is, its status and gaps, every declared field's raw value, why each
    /// missing one is missing, its holding and note. Written member by member: a report of
    /// thousands of assets makes no value tree for them.
    private func write(_ asset: AssetReport, to object: inout JSONWriter.ObjectWriter) {
        let fields = asset.fields.layout.fields
        object.member("id", string: asset.id)
        object.member("symbol", string: asset.symbol)
        object.member("name", string: asset.name)
        object.member("currency", string: asset.currency.code)
        object.member("status", string: asset.status)
        object.member("gaps", .array(asset.gaps.map { .string($0.code) }))
        object.member("values") { values in
            for (position, field) in fields.enumerated() {
                switch asset.fields[position] {
                case .number(let number): values.member(field.key, number: number)
                case .text(let text): values.member(field.key, string: text)
                case .instant, .day:
                    values.member(field.key, string: asset.fields[position].rawText(dates: dates))
                case .missing: values.member(field.key, .null)
                }
            }
        }
        object.member("missing") { missing in
            for (position, field) in fields.enumerated() {
                if case .missing(let reason) = asset.fields[position] {
                    missing.member(
                        field.key,
                        string: reason?.code ?? (asset.gaps.isEmpty ? Self.notProvided : asset.status))
                }
            }
        }
        if let holding = asset.holding {
            object.member("holding") { object in
                object.member("quantity", number: holding.quantity)
                object.member("cost", number: holding.cost)
                object.member("value", number: holding.value)
                object.member("costBasis", number: holding.costBasis)
                object.member("gain", number: holding.gain)
                object.member("gainPercent", number: holding.gainPercent)
            }
        } else {
            object.member("holding", .null)
        }
        object.member("note", string: asset.note)
    }
}
