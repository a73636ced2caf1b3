import JSON

/// One row of a TWSE/TPEx open-data array, read by the exchange's own keys: every value as
/// trimmed text (numbers turned into text, nulls and placeholders left out).
struct TaiwanRow {
    /// The row's object.
    let node: JSONNode

    /// Wraps one element of an open-data array, which must be an object.
    init(json: JSONNode) throws(JSONShapeError) {
        node = try json.object()
    }

    /// The text under the first of `keys` that has any.
    func text(_ keys: String...) -> String? {
        keys.lazy.compactMap(field).first
    }

    /// The number under `key`; `--`, `---`, empty and notes such as `除息` give `nil`.
    func number(_ key: String) -> Double? {
        field(key).flatMap(LenientNumber.parse)
    }

    /// The whole number under `key`.
    func integer(_ key: String) -> Int64? {
        number(key).flatMap(LenientNumber.wholeNumber)
    }

    /// The value under `key` as cleaned, non-empty text.
    private func field(_ key: String) -> String? {
        guard let value = node[key] else { return nil }
        let text = value.kind == .number ? value.number.map { String($0) } : value.text
        return text.map(Self.clean)?.nilIfEmpty
    }

    /// Text without surrounding ASCII or full-width spaces; the dash placeholders become empty.
    static func clean(_ text: String) -> String {
        let trimmed = text.trimmingSpaces
        return ["-", "--", "---", "－", "N/A"].contains(trimmed) ? "" : trimmed
    }
}
