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
        /// When set, an answer also goes stale when the day changes in this time zone: an
        /// exchange's figures of one trading day are cached for that day only.
        public var dayEndsIn: TimeZone?

        /// Creates a rule.
        public init(
            name: String, timeToLive: TimeInterval, dayEndsIn: TimeZone? = nil,
            matches: @escaping @Sendable ([String]) -> Bool
        ) {
            self.name = name
            self.timeToLive = timeToLive
            self.dayEndsIn = dayEndsIn
            self.matches = matches
        }

        /// A rule for paths ending with `suffix` (segments separated by `/`).
        public static func pathSuffix(
            _ suffix: String, name: String, timeToLive: TimeInterval, dayEndsIn: TimeZone? = nil
        ) -> Rule {
            let tail = suffix.split(separator: "/").map(String.init)
            return Rule(name: name, timeToLive: timeToLive, dayEndsIn: dayEndsIn) {
                $0.suffix(tail.count).elementsEqual(tail)
            }
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
    /// coin details, Taiwan directories and ex-dividend schedules 24 h; the exchanges' lists of
    /// daily figures (published
    /// once a trading day) until the day ends in Taipei, 12 h at most.
    public static let standard = CachePolicy(
        rules: [
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
            .pathSuffix(
                "tpex_mainboard_daily_close_quotes", name: "TPEx daily quotes", timeToLive: 15 * minute),
            .pathSuffix("tpex_esb_latest_statistics", name: "TPEx emerging quotes", timeToLive: 15 * minute),
            .pathSuffix("exchangeReport/TWT48U_ALL", name: "TWSE ex-dividend schedule", timeToLive: day),
            .pathSuffix("tpex_exright_prepost", name: "TPEx ex-dividend schedule", timeToLive: day),
        ]
            + TaiwanFigureList.all.map {
                .pathSuffix(
                    $0.path, name: "\($0.market.provider.displayName) \($0.dataset.rawValue)",
                    timeToLive: 12 * 3_600,
                    dayEndsIn: TaiwanExchangeClient.timeZone)
            })

    /// The freshness of answers to `key`, or `nil` when they are not cached.
    public func timeToLive(for key: RequestKey) -> TimeInterval? {
        rule(for: key)?.timeToLive
    }

    /// Whether an answer to `key` stored at `storedAt` is still fresh at `now`: younger than its
    /// rule's time to live and, for a rule whose day ends in a time zone, stored that same day.
    public func isFresh(_ key: RequestKey, storedAt: Date, now: Date) -> Bool {
        guard let rule = rule(for: key), now.timeIntervalSince(storedAt) < rule.timeToLive else {
            return false
        }
        guard let zone = rule.dayEndsIn else { return true }
        return CalendarDay(storedAt, in: zone) == CalendarDay(now, in: zone)
    }

    private func rule(for key: RequestKey) -> Rule? {
        guard key.method == "GET" else { return nil }
        return rules.first { $0.matches(key.pathSegments) }
    }
}
