import ArgumentParsing
import MarketReport

extension WatchlistCommand {
    /// The symbols to add.
    static let addSymbols: Argument<[String]> = .repeating(
        "SYMBOL", help: "Yahoo Finance symbols, or ids/codes with --coin/--taiwan.")

    /// `--quantity N`.
    static let quantity: Option<Double?> = .optional(
        "quantity", "N", help: "Units held.", parser: .number(minimum: 0))

    /// `--cost N`.
    static let cost: Option<Double?> = .optional(
        "cost", "N", help: "Average cost per unit, in the asset's currency.", parser: .number(minimum: 0))

    /// `--note TEXT`.
    static let note: Option<String?> = .optional(
        "note", "TEXT", help: "A note shown with the entry.", parser: .text)

    /// `--group NAME`.
    static let group: Option<String?> = .optional(
        "group", "NAME", help: "The group the entry belongs to, for subtotals and allocation (such as Tech).",
        parser: .text)

    /// `--alert NAME=VALUE`, repeatable.
    static let alert: Option<[AlertRule]> = .repeating(
        "alert", "NAME=VALUE",
        help: "An alert rule: above, below (a price), move, from_cost (a percent), new_high, new_low "
            + "(true), stale (days); false turns a default off. Repeatable.",
        parser: ValueParser { (text) throws(ValueProblem) in
            do throws(AlertRuleTextProblem) {
                return try AlertRule(setting: text)
            } catch {
                throw ValueProblem(expected: error.expected, suggestion: error.suggestion)
            }
        })

    /// `watchlist add SYMBOL... [--coin|--taiwan] [--quantity N] [--cost N] [--note TEXT] [--group NAME]
    /// [--alert NAME=VALUE]...`.
    static let add = Command(
        name: "add", summary: "Add stocks, coins or Taiwan companies to the watchlist.",
        discussion:
            "Symbols already on the watchlist are left as they are, unless --quantity, --cost, --note, "
            + "--group or --alert is given: then those fields are updated.",
        arguments: [addSymbols],
        options: [watchlist] + kindOptions + [quantity, cost, note, group, alert],
        rules: [kindRule]
    ) { arguments, context in
        let kind = kind(arguments)
        let file = file(arguments, context)
        let lock = try file.lock()
        defer { lock.release() }
        let original = try file.loadIfPresent()
        var watchlist = original
        var outcome = AddOutcome()
        for identifier in try identifiers(addSymbols, in: arguments, kind: kind) {
            if var existing = watchlist.entry(identifier, kind: kind) {
                if applyFields(arguments, to: &existing) {
                    watchlist.update(existing)
                    outcome.updated.append(existing.identifier)
                } else {
                    outcome.present.append(existing.identifier)
                }
                continue
            }
            guard await shouldAdd(identifier, kind: kind, context: context) else {
                outcome.notFound.append(identifier)
                continue
            }
            var entry = WatchlistEntry(kind: kind, identifier: identifier)
            applyFields(arguments, to: &entry)
            watchlist.add(entry)
            outcome.added.append(identifier)
        }
        try save(watchlist, ifChangedFrom: original, to: file)
        return outcome.report(kind: kind, file: file.displayName, context: context)
    }

    /// Copies `--quantity`, `--cost`, `--note`, `--group` and `--alert` onto `entry`; returns whether
    /// any was given.
    @discardableResult
    static func applyFields(_ arguments: ParsedArguments, to entry: inout WatchlistEntry) -> Bool {
        var changed = false
        if let quantity = arguments[quantity] {
            entry.quantity = quantity
            changed = true
        }
        if let cost = arguments[cost] {
            entry.cost = cost
            changed = true
        }
        if let note = arguments[note] {
            entry.note = note
            changed = true
        }
        if let group = arguments[group] {
            entry.group = group.isEmpty ? nil : group
            changed = true
        }
        for rule in arguments[alert] {
            entry.alerts.set(rule)
            changed = true
        }
        return changed
    }
}
