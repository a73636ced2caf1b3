import Foundation

/// Reads values the way the providers really send them: any field may be null, missing, a string
/// holding a number, a number in exponent form, or a placeholder such as `--`.
extension KeyedDecodingContainer {
    /// A number from a JSON number or a numeric string; `nil` for null, missing or placeholders.
    func number(_ key: Key) -> Double? {
        if let value = try? decodeIfPresent(Double.self, forKey: key) { return value.isFinite ? value : nil }
        return (try? decodeIfPresent(String.self, forKey: key)).flatMap { LenientNumber.parse($0) }
    }

    /// A whole number (volumes beyond 2^32 included) from a number or a numeric string.
    func integer(_ key: Key) -> Int64? {
        if let value = try? decodeIfPresent(Int64.self, forKey: key) { return value }
        return number(key).flatMap(LenientNumber.wholeNumber)
    }

    /// A trimmed, non-empty string; numbers are not turned into text.
    func text(_ key: Key) -> String? {
        guard let value = try? decodeIfPresent(String.self, forKey: key) else { return nil }
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// A date from Unix seconds.
    func unixDate(_ key: Key) -> Date? {
        number(key).map { Date(timeIntervalSince1970: $0) }
    }

    /// A date from ISO 8601 text, with or without fractional seconds.
    func isoDate(_ key: Key) -> Date? {
        text(key).flatMap(LenientNumber.isoDate)
    }
}

/// Number and date parsing shared by the decoders.
enum LenientNumber {
    /// Parses `text` after trimming spaces (ASCII and full-width), dropping thousands separators and
    /// a leading `+`; placeholders (`--`, `---`, `N/A`, `除息`, ...) give `nil`.
    static func parse(_ text: String) -> Double? {
        var cleaned = text.trimmingCharacters(
            in: .whitespacesAndNewlines.union(CharacterSet(charactersIn: "\u{3000}")))
        cleaned = cleaned.replacingOccurrences(of: ",", with: "")
        if cleaned.hasPrefix("+") { cleaned.removeFirst() }
        guard !cleaned.isEmpty, let value = Double(cleaned), value.isFinite else { return nil }
        return value
    }

    /// `value` as a whole number when it is one and fits.
    static func wholeNumber(_ value: Double) -> Int64? {
        guard value == value.rounded(), abs(value) < 9.2e18 else { return nil }
        return Int64(value)
    }

    /// Parses ISO 8601 text such as `2026-05-18T12:49:21.599Z` or `2013-07-06T00:00:00Z`.
    static func isoDate(_ text: String) -> Date? {
        if let date = try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text) {
            return date
        }
        return try? Date.ISO8601FormatStyle().parse(text)
    }
}

/// A `CodingKey` made from any string, for payloads keyed in Chinese or with dots in names.
struct AnyKey: CodingKey, Hashable {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
}
