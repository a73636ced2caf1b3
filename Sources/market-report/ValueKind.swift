import JSON

/// What an option's value must look like; checked while parsing, so commands get valid values.
enum ValueKind: Sendable, Hashable {
    /// Any text.
    case text
    /// A file or folder path (not empty).
    case path
    /// A decimal number, at least `minimum` when given.
    case number(minimum: Double?)
    /// A calendar date written `YYYY-MM-DD`.
    case date
    /// One of a fixed set of words.
    case choice([String])
    /// A comma-separated list of words from a fixed set, at least one.
    case list([String])

    /// Why `value` is not acceptable (and a near match, when there is one), or `nil` when it is.
    func problem(with value: String) -> (expected: String, suggestion: String?)? {
        switch self {
        case .text:
            return nil
        case .path:
            return value.isEmpty ? ("a path", nil) : nil
        case .number(let minimum):
            let expected = minimum.flatMap(JSONNumber.init).map { "a number of \($0) or more" } ?? "a number"
            guard let number = Double(value), number.isFinite, !value.contains(where: \.isLetter) else {
                return (expected, nil)
            }
            return number < (minimum ?? -.infinity) ? (expected, nil) : nil
        case .date:
            return CalendarDate(parsing: value) == nil ? ("a date as YYYY-MM-DD", nil) : nil
        case .choice(let words):
            guard !words.contains(value) else { return nil }
            return ("one of \(words.joined(separator: ", "))", EditDistance.closest(to: value, among: words))
        case .list(let words):
            let items = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard let bad = items.first(where: { !words.contains($0) }) else { return nil }
            let suggestion = EditDistance.closest(to: bad, among: words)
            return ("a comma-separated list of \(words.joined(separator: ", "))", suggestion)
        }
    }
}
