import Foundation

/// One row of a TWSE/TPEx open-data array: every value as trimmed text (numbers turned into text,
/// nulls and placeholders left out), looked up by the exchange's own key.
struct TaiwanRow {
    let fields: [String: String]

    init(fields: [String: String]) {
        self.fields = fields
    }

    /// Reads one element of an open-data array, which must be an object.
    init(json: JSONNode) throws(JSONShapeError) {
        var fields: [String: String] = [:]
        for (key, value) in try json.object().members {
            let text = value.kind == .number ? value.number.map { String($0) } : value.text
            if let text = text.map(TaiwanRow.clean), !text.isEmpty { fields[key] = text }
        }
        self.fields = fields
    }

    /// The text under the first of `keys` present.
    func text(_ keys: String...) -> String? {
        keys.lazy.compactMap { fields[$0] }.first
    }

    /// The number under `key`; `--`, `---`, empty and notes such as `除息` give `nil`.
    func number(_ key: String) -> Double? {
        fields[key].flatMap(LenientNumber.parse)
    }

    /// The whole number under `key`.
    func integer(_ key: String) -> Int64? {
        number(key).flatMap(LenientNumber.wholeNumber)
    }

    /// Text without surrounding ASCII or full-width spaces; the dash placeholders become empty.
    static func clean(_ text: String) -> String {
        let trimmed = text.trimmingSpaces
        return ["-", "--", "---", "－", "N/A"].contains(trimmed) ? "" : trimmed
    }
}
