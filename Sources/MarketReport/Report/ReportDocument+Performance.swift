import JSON

extension ReportDocument {
    /// What ``PortfolioPerformance`` measures, as report.json says it.
    static let performanceBasis =
        "price return, value-weighted over today's holdings at today's exchange rates"

    /// The holdings' price returns against the benchmark's, per period (`null` without holdings):
    /// `basis`, `benchmark` (its symbol) and `periods`, each with `period` (`1w` ... `1y`),
    /// `holdings`, `benchmark`, `difference` (percentage points) and `coverage` (percent of the value).
    var performance: JSONValue {
        guard let performance = model.performance, !performance.held.isEmpty else { return .null }
        return .object([
            "basis": .string(Self.performanceBasis),
            "benchmark": .string(performance.benchmarkSymbol),
            "periods": .array(
                performance.comparisons.map { comparison in
                    .object([
                        "period": .string(comparison.period.rawValue),
                        "holdings": .optional(comparison.portfolio),
                        "benchmark": .optional(comparison.benchmark),
                        "difference": .optional(comparison.difference),
                        "coverage": .optional(comparison.coverage),
                    ])
                }),
        ])
    }
}
