import MarketReport

/// Numbers as the tool prints them in messages and tables: the shortest form, `10` not `10.0`.
enum JSONNumberText {
    static func format(_ value: Double) -> String {
        JSONNumber(value)?.literal ?? "\(value)"
    }
}
