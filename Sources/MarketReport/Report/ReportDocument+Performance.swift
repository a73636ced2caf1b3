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

extension ReportDocument {
    /// How the holdings' value divides (`null` without holdings): `total`, then `byClass`,
    /// `byCurrency`, `byGroup` (`name` `null` for no group) and `top` (with `kind` and `id`), each a
    /// list of parts with `value` (base currency) and `weight` (percent of `total`, unrounded).
    var allocation: JSONValue {
        guard let performance = model.performance, !performance.held.isEmpty else { return .null }
        let allocation = Allocation(held: performance.held)
        func parts(_ parts: [Allocation.Part], key: String = "name", empty: JSONValue = .null) -> JSONValue {
            .array(
                parts.map { part in
                    var object: JSONObject = [:]
                    if let kind = part.kind { object["kind"] = .string(kind.rawValue) }
                    object[key] = part.name.isEmpty ? empty : .string(part.name)
                    object["value"] = .optional(part.value)
                    object["weight"] = .optional(part.weight)
                    return .object(object)
                })
        }
        return .object([
            "total": .optional(allocation.total),
            "byClass": parts(allocation.byClass),
            "byCurrency": parts(allocation.byCurrency),
            "byGroup": parts(allocation.byGroup),
            "top": parts(allocation.top, key: "id"),
        ])
    }
}
