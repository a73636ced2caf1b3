/// How interpolated values are escaped, chosen by the output format.
///
/// Only `{{name}}` tags escape; `{{{name}}}` and `{{&name}}` print values raw. Template text is never
/// escaped.
public enum Escaping: Sendable, Equatable, CaseIterable {
    /// HTML text and attributes: `& < > " '` become `&amp; &lt; &gt; &quot; &#39;`.
    case html
    /// A GitHub-flavoured Markdown table cell; see ``Escaping/escapeMarkdown(_:isNumber:into:)``.
    case markdown
    /// An RFC 4180 CSV field with a spreadsheet formula guard; see ``Escaping/escapeCSV(_:isNumber:into:)``.
    case csv
    /// No escaping.
    case none

    /// The escaping for a template file name: `*.html.mustache`, `*.md.mustache`, `*.csv.mustache`,
    /// otherwise ``none``. The `.mustache` suffix is optional (`report.html` is HTML too).
    public init(fileName: String) {
        var name = Substring(fileName.lowercased())
        if name.hasSuffix(".mustache") { name = name.dropLast(".mustache".count) }
        if name.hasSuffix(".html") || name.hasSuffix(".htm") {
            self = .html
        } else if name.hasSuffix(".md") || name.hasSuffix(".markdown") {
            self = .markdown
        } else if name.hasSuffix(".csv") {
            self = .csv
        } else {
            self = .none
        }
    }

    /// Escapes one value's text for this format.
    public func escape(_ text: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 8)
        append(text, isNumber: false, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends `text` escaped for this format; `isNumber` marks a ``TemplateValue/number(_:)`` value.
    /// HTML, Markdown and CSV drop the bidirectional controls first (see
    /// ``withoutBidiControls(_:)``), so the rules for a value's first character see the character shown.
    func append(_ text: String, isNumber: Bool, into output: inout [UInt8]) {
        if self != .none, let cleaned = Self.withoutBidiControls(text) {
            append(cleaned, isNumber: isNumber, into: &output)
            return
        }
        switch self {
        case .html: Self.escapeHTML(text, into: &output)
        case .markdown: Self.escapeMarkdown(text, isNumber: isNumber, into: &output)
        case .csv: Self.escapeCSV(text, isNumber: isNumber, into: &output)
        case .none: output.append(contentsOf: text.utf8)
        }
    }

    /// Calls `body` with the UTF-8 bytes of `text`, without copying when the string is native.
    static func withBytes(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        if text.utf8.withContiguousStorageIfAvailable(body) == nil {
            var copy = text
            copy.withUTF8(body)
        }
    }

    /// Whether `bytes` spell a plain decimal number: an optional `-`, digits, optionally `.` and digits.
    static func isPlainDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        guard index > integerStart else { return false }
        if index == bytes.count { return true }
        guard bytes[index] == UInt8(ascii: ".") else { return false }
        index += 1
        let fractionStart = index
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        return index > fractionStart && index == bytes.count
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
