/// Splits a template source into text and tag tokens, following set-delimiter tags.
struct Tokenizer {
    let bytes: [UInt8]
    let templateName: String
    private var delimiters: Delimiters
    private var position = 0
    private(set) var tokens: [Token] = []

    init(bytes: [UInt8], templateName: String, delimiters: Delimiters) {
        self.bytes = bytes
        self.templateName = templateName
        self.delimiters = delimiters
    }

    /// Tokenizes the whole source.
    mutating func run() throws(TemplateError) {
        while position < bytes.count {
            guard let tagStart = find(delimiters.open, from: position) else {
                appendText(position, bytes.count)
                position = bytes.count
                break
            }
            appendText(position, tagStart)
            try readTag(at: tagStart)
        }
    }

    /// Appends text, one token per line so that standalone processing can work line by line.
    private mutating func appendText(_ start: Int, _ end: Int) {
        var lineStart = start
        var index = start
        while index < end {
            if bytes[index] == 0x0A {
                tokens.append(
                    Token(kind: .text, start: lineStart, end: index + 1, content: "", delimiters: delimiters))
                lineStart = index + 1
            }
            index += 1
        }
        if lineStart < end {
            tokens.append(Token(kind: .text, start: lineStart, end: end, content: "", delimiters: delimiters))
        }
    }

    private mutating func readTag(at tagStart: Int) throws(TemplateError) {
        let contentStart = tagStart + delimiters.open.count
        let sigil = contentStart < bytes.count ? bytes[contentStart] : 0
        var closing = delimiters.close
        var kind: Token.Kind
        var skip = 1
        switch sigil {
        case UInt8(ascii: "{"):
            kind = .variable(escaped: false)
            closing = [UInt8(ascii: "}")] + delimiters.close
        case UInt8(ascii: "&"): kind = .variable(escaped: false)
        case UInt8(ascii: "#"): kind = .section(inverted: false)
        case UInt8(ascii: "^"): kind = .section(inverted: true)
        case UInt8(ascii: "/"): kind = .close
        case UInt8(ascii: "!"): kind = .comment
        case UInt8(ascii: ">"): kind = .partial(dynamic: false)
        case UInt8(ascii: "<"): kind = .parent(dynamic: false)
        case UInt8(ascii: "$"): kind = .block
        case UInt8(ascii: "="):
            kind = .delimiters
            closing = [UInt8(ascii: "=")] + delimiters.close
        default:
            kind = .variable(escaped: true)
            skip = 0
        }
        let nameStart = contentStart + skip
        guard let closeStart = find(closing, from: nameStart) else {
            throw error(.unclosedTag(closing: String(decoding: closing, as: UTF8.self)), at: tagStart)
        }
        let end = closeStart + closing.count
        var content = trimmed(nameStart, closeStart)
        switch kind {
        case .partial, .parent:
            if content.first == "*" {
                content = String(content.dropFirst()).trimmingWhitespace()
                kind = kind == .partial(dynamic: false) ? .partial(dynamic: true) : .parent(dynamic: true)
            }
        case .delimiters:
            delimiters = try parseDelimiters(content, at: tagStart)
        default: break
        }
        if kind != .comment, kind != .delimiters, content.isEmpty { throw error(.emptyTag, at: tagStart) }
        tokens.append(Token(kind: kind, start: tagStart, end: end, content: content, delimiters: delimiters))
        position = end
    }

    private func parseDelimiters(_ content: String, at offset: Int) throws(TemplateError) -> Delimiters {
        let parts = content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
            throw error(.invalidDelimiters(content), at: offset)
        }
        return Delimiters(open: Array(parts[0].utf8), close: Array(parts[1].utf8))
    }

    private func trimmed(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self).trimmingWhitespace()
    }

    /// The offset of the next occurrence of `needle` at or after `start`.
    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        var index = start
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first {
                var offset = 1
                while offset < needle.count, bytes[index + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { return index }
            }
            index += 1
        }
        return nil
    }

    func error(_ reason: TemplateError.Reason, at offset: Int) -> TemplateError {
        TemplateError(template: templateName, location: SourceLocation(of: offset, in: bytes), reason: reason)
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = {
            $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r\n" || $0 == "\r"
        }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(self[first...last])
    }
}
