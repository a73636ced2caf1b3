import Templating

extension ReportViewModel {
    /// A change alone: the change keys.
    static let changeObject = ViewObject<ChangeView>([], change: { $0 })

    /// The holdings' price returns against the benchmark's, period by period (`false` without
    /// holdings): `benchmarkTitle`, `hasBenchmarkCloses`, `noBenchmark`, `hasPartial`, `note` (what
    /// the returns are, and with `hasPartial` what a partial one leaves out) and `rows`, each
    /// with `period`, `holdings` and `benchmark` (change keys under each), `difference` and
    /// `coverage` (empty when the return covers every holding).
    var performance: TemplateValue {
        guard let performance = model.performance, !performance.held.isEmpty else { return .bool(false) }
        let symbol = performance.benchmarkSymbol
        var hasPartial = false
        let rows: [TemplateValue] = performance.comparisons.map { comparison in
            // Shown when the return leaves some value out, as it reads to two decimals.
            let coverage = comparison.coverage.flatMap { $0 < 99.995 ? $0 : nil }
            if coverage != nil { hasPartial = true }
            return [
                "period": .string(labels["fields.all.\(comparison.period.fieldKey)"]),
                "holdings": Self.changeObject.make(ChangeView(comparison.portfolio)),
                "benchmark": Self.changeObject.make(ChangeView(comparison.benchmark)),
                "difference": .string(
                    comparison.difference.map {
                        labels.text(
                            .performancePoints,
                            ["value": String(NumberFormatting.percentChange($0).dropLast())])
                    } ?? labels[.missing]),
                "coverage": .string(
                    coverage.map {
                        labels.text(.performanceCoverage, ["percent": NumberFormatting.percent($0)])
                    } ?? ""),
            ]
        }
        return [
            "benchmarkTitle": .string(labels.text(.performanceBenchmark, ["symbol": symbol])),
            "hasBenchmarkCloses": .bool(performance.benchmarkHistory != nil),
            "noBenchmark": .string(labels.text(.performanceNoBenchmark, ["symbol": symbol])),
            "hasPartial": .bool(hasPartial),
            "note": .string(
                LabelCatalog.joining(
                    [labels[.performanceNote], hasPartial ? labels[.performanceCoverageNote] : ""])),
            "rows": .list(rows),
        ]
    }
}
