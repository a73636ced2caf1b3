/// The numbers and text that services write loosely: numeric strings with grouping and signs,
/// placeholders, padding. ``JSONNode`` reads its lenient values through it.
public enum LenientNumber {
    /// Parses `text` after trimming spaces (ASCII and full-width), dropping thousands separators and
    /// a leading `+`; placeholders (`--`, `---`, `N/A`, `除息`, ...) give `nil`.
    public static func parse(_ text: String) -> Double? {
        if let value = Double(text) { return value.isFinite ? value : nil }
        var cleaned = text.trimmingSpaces
        cleaned.removeAll { $0 == "," }
        if cleaned.hasPrefix("+") { cleaned.removeFirst() }
        guard !cleaned.isEmpty, let value = Double(cleaned), value.isFinite else { return nil }
        return value
    }

    /// `value` as a whole number when it is one and fits.
    public static func wholeNumber(_ value: Double) -> Int64? {
        guard value == value.rounded(), abs(value) < 9.2e18 else { return nil }
        return Int64(value)
    }
}

extension String {
    /// The text without surrounding white space and line breaks: Unicode's `White_Space`
    /// characters, full-width spaces included (the set Foundation calls `whitespacesAndNewlines`).
    public var trimmingSpaces: String {
        // Most text starts and ends with a visible ASCII character and has nothing to trim.
        if let first = utf8.first, let last = utf8.last, Self.isVisibleASCII(first), Self.isVisibleASCII(last)
        {
            return self
        }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        if first == scalars.startIndex, scalars.index(after: last) == scalars.endIndex { return self }
        return String(scalars[first...last])
    }

    /// Whether `byte` is a whole ASCII character that is not white space.
    private static func isVisibleASCII(_ byte: UInt8) -> Bool {
        byte < 0x80 && byte != 0x20 && !(0x09...0x0D).contains(byte)
    }

    /// `nil` for the empty string.
    public var nilIfEmpty: String? { isEmpty ? nil : self }
}
