import Foundation

/// How long a cached answer stays fresh, per endpoint; endpoints without a rule are not cached.
public struct CachePolicy: Sendable {
    /// One endpoint's freshness rule.
    public struct Rule: Sendable {
        /// A short name for the endpoint (`quote`, `coin detail`).
        public var name: String
        /// Seconds an answer stays fresh.
        public var timeToLive: TimeInterval
        /// Whether a request's path segments belong to this endpoint.
        public var matches: @Sendable ([String]) -> Bool

        /// Creates a rule.
        public init(name: String, timeToLive: TimeInterval, matches: @escaping @Sendable ([String]) -> Bool) {
            self.name = name
            self.timeToLive = timeToLive
            self.matches = matches
        }

        /// A rule for paths ending with `suffix` (segments separated by `/`).
        public static func pathSuffix(_ suffix: String, name: String, timeToLive: TimeInterval) -> Rule {
            let tail = suffix.split(separator: "/").map(String.init)
            return Rule(name: name, timeToLive: timeToLive) { $0.suffix(tail.count).elementsEqual(tail) }
        }
    }

    /// The rules, first match wins.
    public var rules: [Rule]

    /// Creates a policy from rules.
    public init(rules: [Rule]) {
        self.rules = rules
    }

    private static let minute: TimeInterval = 60
    private static let day: TimeInterval = 86_400

    /// Quotes and coin markets 1 min; sparklines, charts and daily quotes 15 min; search 1 h;
    /// coin details, Taiwan directories and ex-dividend schedules 24 h.
    public static let standard = CachePolicy(rules: [
        .pathSuffix("v7/finance/quote", name: "quote", timeToLive: minute),
        .pathSuffix("v7/finance/spark", name: "spark", timeToLive: 15 * minute),
        Rule(name: "chart", timeToLive: 15 * minute) {
            $0.dropLast().suffix(3).elementsEqual(["v8", "finance", "chart"])
        },
        .pathSuffix("v1/finance/search", name: "search", timeToLive: 60 * minute),
        .pathSuffix("coins/markets", name: "coin markets", timeToLive: minute),
        Rule(name: "coin detail", timeToLive: day) { $0.count >= 2 && $0[$0.count - 2] == "coins" },
        .pathSuffix("opendata/t187ap03_L", name: "TWSE directory", timeToLive: day),
        .pathSuffix("mopsfin_t187ap03_O", name: "TPEx OTC directory", timeToLive: day),
        .pathSuffix("mopsfin_t187ap03_R", name: "TPEx emerging directory", timeToLive: day),
        .pathSuffix("exchangeReport/STOCK_DAY_ALL", name: "TWSE daily quotes", timeToLive: 15 * minute),
        .pathSuffix("tpex_mainboard_daily_close_quotes", name: "TPEx daily quotes", timeToLive: 15 * minute),
        .pathSuffix("tpex_esb_latest_statistics", name: "TPEx emerging quotes", timeToLive: 15 * minute),
        .pathSuffix("exchangeReport/TWT48U_ALL", name: "TWSE ex-dividend schedule", timeToLive: day),
        .pathSuffix("tpex_exright_prepost", name: "TPEx ex-dividend schedule", timeToLive: day),
    ])

    /// The freshness of answers to `key`, or `nil` when they are not cached.
    public func timeToLive(for key: RequestKey) -> TimeInterval? {
        guard key.method == "GET" else { return nil }
        return rules.first { $0.matches(key.pathSegments) }?.timeToLive
    }
}
