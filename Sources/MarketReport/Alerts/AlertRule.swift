import JSON
import Suggestions

/// One alert rule of a watchlist entry, or of the watchlist's defaults: what to watch for, its
/// threshold, and whether it is on (`false` in the file turns a default off for one entry).
public struct AlertRule: Sendable, Hashable {
    /// The rules there are, by their key in the watchlist file.
    public enum Name: String, Sendable, CaseIterable {
        /// The price is at or above the threshold (in the price's own unit, pence for `GBp`).
        case above
        /// The price is at or below the threshold.
        case below
        /// The day's change is at or past the threshold in percent, up or down.
        case move
        /// The 52-week high is above the previous report's.
        case newHigh = "new_high"
        /// The 52-week low is below the previous report's.
        case newLow = "new_low"
        /// The price is the threshold's percent or further from the entry's cost (`-15`: down
        /// 15 % or more; `25`: up 25 % or more).
        case fromCost = "from_cost"
        /// The quote is more than the threshold's days older than the report date, or missing.
        case stale

        /// What its value in the file must be, for messages.
        public var expected: String {
            switch self {
            case .above, .below: "a price (a number) or false"
            case .move: "a percent of 0 or more or false"
            case .newHigh, .newLow: "true or false"
            case .fromCost: "a percent (a number, below 0 for a loss) or false"
            case .stale: "a whole number of days (0 or more) or false"
            }
        }
    }

    /// What the rule watches for.
    public var name: Name
    /// The price, percent or days; `nil` for `new_high` and `new_low`, which have none.
    public var threshold: Double?
    /// Whether the rule is on; one that is off turns off the watchlist's default of that name.
    public var isOn: Bool

    /// A rule that is on.
    public init(_ name: Name, threshold: Double? = nil) {
        self.name = name
        self.threshold = threshold
        isOn = true
    }

    /// The rule `value` sets for `name` in the file, or `nil` when it is not a value of that rule
    /// (see ``Name/expected``).
    public init?(_ name: Name, value: JSONValue) {
        self.name = name
        switch (name, value) {
        case (_, .bool(false)):
            isOn = false
        case (.newHigh, .bool(true)), (.newLow, .bool(true)):
            isOn = true
        case (.above, .number(let number)), (.below, .number(let number)), (.fromCost, .number(let number)):
            threshold = number.doubleValue
            isOn = true
        case (.move, .number(let number)) where number.doubleValue >= 0:
            threshold = number.doubleValue
            isOn = true
        case (.stale, .number(let number))
        where number.doubleValue >= 0 && number.doubleValue.rounded() == number.doubleValue:
            threshold = number.doubleValue
            isOn = true
        default:
            return nil
        }
    }

    /// The rule written as `NAME=VALUE` (`above=300`, `new_high=true`, `move=false`), as
    /// `watchlist add --alert` takes it.
    ///
    /// - Throws: what a good value looks like, with the near rule name when the name is unknown.
    public init(setting text: String) throws(AlertRuleTextProblem) {
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let names = Name.allCases.map(\.rawValue)
        guard parts.count == 2, let name = Name(rawValue: String(parts[0])) else {
            throw AlertRuleTextProblem(
                expected: "NAME=VALUE with NAME one of " + names.joined(separator: ", "),
                suggestion: EditDistance.closest(to: String(parts[0]), among: names).map {
                    parts.count == 2 ? "\($0)=\(parts[1])" : $0
                })
        }
        let word = String(parts[1])
        let value: JSONValue? =
            switch word {
            case "true": .bool(true)
            case "false": .bool(false)
            default: JSONNumber(literal: word).map(JSONValue.number)
            }
        guard let value, let rule = AlertRule(name, value: value) else {
            throw AlertRuleTextProblem(expected: "\(name.rawValue)=VALUE with VALUE \(name.expected)")
        }
        self = rule
    }

    /// The rule's value as written in the file: its threshold, `true`, or `false` when it is off.
    public var jsonValue: JSONValue {
        guard isOn else { return .bool(false) }
        return threshold.flatMap(JSONNumber.init).map(JSONValue.number) ?? .bool(true)
    }
}
