import JSON

/// The `"alerts"` object of a watchlist entry, or of the watchlist itself (the defaults every
/// entry has): one rule per name, in the order written.
public struct AlertRules: Sendable, Hashable {
    /// The key of the object, in an entry and at the top level of the file.
    public static let key = "alerts"

    /// The rules, in the order written, at most one of each name.
    public private(set) var rules: [AlertRule] = []

    /// No rule.
    public init() {}

    /// The rules of a checked `"alerts"` object; members that are not rules are left out
    /// (``WatchlistReader`` refuses them when it reads the file).
    init(checked object: JSONObject) {
        for member in object.members {
            if let name = AlertRule.Name(rawValue: member.key),
                let rule = AlertRule(name, value: member.value)
            {
                set(rule)
            }
        }
    }

    /// Whether there is no rule.
    public var isEmpty: Bool { rules.isEmpty }

    /// The rule of `name`, on or off, when there is one.
    public subscript(name: AlertRule.Name) -> AlertRule? { rules.first { $0.name == name } }

    /// Sets `rule`, in the place of the rule of its name when there is one, else last.
    public mutating func set(_ rule: AlertRule) {
        if let index = rules.firstIndex(where: { $0.name == rule.name }) {
            rules[index] = rule
        } else {
            rules.append(rule)
        }
    }

    /// The rules that apply: each name's own rule, else the default's, those that are on, in the
    /// order of ``AlertRule/Name``.
    public func applying(defaults: AlertRules) -> [AlertRule] {
        AlertRule.Name.allCases.compactMap { self[$0] ?? defaults[$0] }.filter(\.isOn)
    }

    /// The object as written in the file.
    public var jsonValue: JSONValue {
        .object(JSONObject(uniqueMembers: rules.map { .init(key: $0.name.rawValue, value: $0.jsonValue) }))
    }
}
