/// The JSON grammar, once, for both readers: a recursive descent over UTF-8 bytes that checks
/// the text and records each value as a ``JSONTape/Token``.
///
/// Depth is bounded by ``JSONTape/maximumDepth``. Escapes are checked for their form here and
/// decoded by ``JSONStringDecoder`` when a reader asks for the string.
struct JSONScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var tokens: [JSONTape.Token] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        tokens.reserveCapacity(bytes.count / 8)
    }

    /// Reads one value, then only whitespace up to the end.
    mutating func scanDocument() throws(JSONSyntaxError) -> [JSONTape.Token] {
        skipWhitespace()
        try scanValue(depth: 0)
        skipWhitespace()
        guard position == bytes.count else { throw unexpected("the end of the text") }
        return tokens
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private func error(_ problem: JSONSyntaxError.Problem, at offset: Int) -> JSONSyntaxError {
        JSONSyntaxError(problem, at: offset, in: bytes)
    }

    /// The error for the current byte (or the end) where `expected` should be.
    private func unexpected(_ expected: String, at offset: Int? = nil) -> JSONSyntaxError {
        guard position < bytes.count else {
            return error(.unexpectedEnd(expected: expected), at: offset ?? position)
        }
        let scalarEnd = bytes[(position + 1)...].firstIndex { $0 & 0xC0 != 0x80 } ?? bytes.count
        let found = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[position..<scalarEnd]), as: UTF8.self)
        return error(.unexpectedCharacter(found: "'\(found)'", expected: expected), at: offset ?? position)
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    /// Appends a token and returns its index; `next` is filled in by the caller for containers.
    private mutating func append(_ kind: JSONTape.Kind, start: Int, end: Int) -> Int {
        tokens.append(
            JSONTape.Token(
                start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: end),
                next: UInt32(truncatingIfNeeded: tokens.count + 1), kind: kind))
        return tokens.count - 1
    }

    private mutating func scanValue(depth: Int) throws(JSONSyntaxError) {
        guard let byte = current else {
            throw unexpected("a value (string, number, list, object, true, false or null)")
        }
        switch byte {
        case UInt8(ascii: "{"): try scanContainer(.object, depth: depth + 1)
        case UInt8(ascii: "["): try scanContainer(.array, depth: depth + 1)
        case UInt8(ascii: "\""): try scanString()
        case UInt8(ascii: "t"): try scanWord("true", .true)
        case UInt8(ascii: "f"): try scanWord("false", .false)
        case UInt8(ascii: "n"): try scanWord("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try scanNumber()
        default: throw unexpected("a value (string, number, list, object, true, false or null)")
        }
    }

    private mutating func scanWord(_ word: StaticString, _ kind: JSONTape.Kind) throws(JSONSyntaxError) {
        let start = position
        let letters = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        if bytes.count - start >= letters.count,
            UnsafeBufferPointer(rebasing: bytes[start..<start + letters.count]).elementsEqual(letters)
        {
            position += letters.count
        } else {
            // Step to the first letter that differs, to name it.
            for letter in letters {
                guard current == letter else { throw unexpected("'\(word)'", at: start) }
                position += 1
            }
        }
        _ = append(kind, start: start, end: position)
    }

    /// An array or an object: `[value, ...]` or `{"key": value, ...}`.
    private mutating func scanContainer(_ kind: JSONTape.Kind, depth: Int) throws(JSONSyntaxError) {
        guard depth <= JSONTape.maximumDepth else {
            throw error(.nestingTooDeep(limit: JSONTape.maximumDepth), at: position)
        }
        let isObject = kind == .object
        let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        let index = append(kind, start: position, end: 0)
        position += 1
        skipWhitespace()
        var count = 0
        if current == close {
            position += 1
        } else {
            while true {
                if isObject { try scanKey() }
                try scanValue(depth: depth)
                count += 1
                skipWhitespace()
                if current == UInt8(ascii: ",") {
                    position += 1
                    skipWhitespace()
                } else if current == close {
                    position += 1
                    break
                } else {
                    throw unexpected(
                        isObject ? "',' or '}' after an object member" : "',' or ']' after a list item")
                }
            }
        }
        tokens[index].end = UInt32(truncatingIfNeeded: count)
        tokens[index].next = UInt32(truncatingIfNeeded: tokens.count)
    }

    /// `"key":` and the whitespace after it.
    private mutating func scanKey() throws(JSONSyntaxError) {
        guard current == UInt8(ascii: "\"") else { throw unexpected("a key in double quotes") }
        try scanString()
        skipWhitespace()
        guard current == UInt8(ascii: ":") else {
            let key = tokens[tokens.count - 1]
            let text = JSONStringDecoder.repairing(
                UnsafeBufferPointer(rebasing: bytes[Int(key.start)..<Int(key.end)]),
                escaped: key.kind == .escapedString)
            throw unexpected("':' after the key \"\(text)\"")
        }
        position += 1
        skipWhitespace()
    }

    /// A string from its opening quote; escapes are checked for their form here.
    private mutating func scanString() throws(JSONSyntaxError) {
        position += 1
        let start = position
        var escaped = false
        while true {
            guard position < bytes.count else { throw unexpected("a closing '\"'") }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") { break }
            if byte < 0x20 { throw error(.controlCharacterInString, at: position) }
            if byte == UInt8(ascii: "\\") {
                escaped = true
                try skipEscape()
            } else {
                position += 1
            }
        }
        _ = append(escaped ? .escapedString : .string, start: start, end: position)
        position += 1
    }

    private mutating func skipEscape() throws(JSONSyntaxError) {
        let start = position
        position += 1
        guard let byte = current else { throw unexpected("an escape character") }
        position += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return
        case UInt8(ascii: "u"):
            for _ in 0..<4 {
                guard let digit = current, JSONStringDecoder.hexValue(digit) != nil else {
                    let text = String(
                        decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
                    throw error(.invalidEscape(text), at: start)
                }
                position += 1
            }
        default:
            throw error(
                .invalidEscape("\\" + String(decoding: CollectionOfOne(byte), as: UTF8.self)), at: start)
        }
    }

    /// A number; the number-like text that follows it must be part of it.
    @inline(__always)
    private mutating func scanNumber() throws(JSONSyntaxError) {
        let start = position
        guard let end = JSONNumberGrammar.end(of: bytes, from: start),
            end == bytes.count || !JSONNumberGrammar.isNumberByte(bytes[end])
        else { throw invalidNumber(at: start) }
        position = end
        _ = append(.number, start: start, end: end)
    }

    private func invalidNumber(at start: Int) -> JSONSyntaxError {
        let end = bytes[start...].firstIndex { !JSONNumberGrammar.isNumberByte($0) } ?? bytes.count
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        return error(.invalidNumber(text), at: start)
    }
}
