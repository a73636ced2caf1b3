/// A strict RFC 8259 JSON reader producing ``TemplateValue`` trees with object key order kept.
struct JSONReader {
    let bytes: [UInt8]
    var position = 0
    private var depth = 0
    /// The shapes of the objects read so far, by their keys: like rows share one.
    private var shapes: [[String]: TemplateShape] = [:]
    static let maximumDepth = 256

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Reads one complete document; only whitespace may follow it.
    mutating func readDocument() throws(JSONError) -> TemplateValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        let value = try readValue()
        skipWhitespace()
        guard position == bytes.count else { throw error("unexpected text after the JSON value") }
        return value
    }

    private mutating func readValue() throws(JSONError) -> TemplateValue {
        skipWhitespace()
        guard let byte = peek() else { throw error("unexpected end of input, expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return try nested { (reader) throws(JSONError) in try reader.readObject() }
        case UInt8(ascii: "["): return try nested { (reader) throws(JSONError) in try reader.readArray() }
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "t"): return try readLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try readLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try readLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try readNumber()
        default: throw error("unexpected character, expected a value")
        }
    }

    private mutating func nested(
        _ read: (inout JSONReader) throws(JSONError) -> TemplateValue
    ) throws(JSONError) -> TemplateValue {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else {
            throw error("nesting deeper than \(Self.maximumDepth) levels")
        }
        return try read(&self)
    }

    private mutating func readObject() throws(JSONError) -> TemplateValue {
        position += 1
        var entries: [(String, TemplateValue)] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            position += 1
            return .object(TemplateObject(entries, shapes: &shapes))
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw error("expected a string key") }
            let key = try readString()
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw error("expected ':' after an object key") }
            position += 1
            entries.append((key, try readValue()))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "}"):
                position += 1
                return .object(TemplateObject(entries, shapes: &shapes))
            default: throw error("expected ',' or '}' after an object member")
            }
        }
    }

    private mutating func readArray() throws(JSONError) -> TemplateValue {
        position += 1
        var items: [TemplateValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            position += 1
            return .list(items)
        }
        while true {
            items.append(try readValue())
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "]"):
                position += 1
                return .list(items)
            default: throw error("expected ',' or ']' after an array element")
            }
        }
    }

    private mutating func readLiteral(_ word: String, _ value: TemplateValue) throws(JSONError)
        -> TemplateValue
    {
        let expected = Array(word.utf8)
        guard bytes[position...].starts(with: expected) else {
            throw error("invalid literal, expected \(word)")
        }
        position += expected.count
        return value
    }

    private mutating func readNumber() throws(JSONError) -> TemplateValue {
        let start = position
        if peek() == UInt8(ascii: "-") { position += 1 }
        guard let first = peek(), isDigit(first) else { throw error("invalid number, expected a digit") }
        position += 1
        if first != UInt8(ascii: "0") { skipDigits() }
        if peek() == UInt8(ascii: ".") {
            position += 1
            guard let digit = peek(), isDigit(digit) else { throw error("invalid number, expected a digit") }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            position += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
            guard let digit = peek(), isDigit(digit) else { throw error("invalid number, expected a digit") }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard let number = Double(text), number.isFinite else { throw error("number out of range: \(text)") }
        return .number(number)
    }

    private mutating func skipDigits() {
        while let byte = peek(), isDigit(byte) { position += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    func peek() -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            position += 1
        }
    }

    /// An error at the current position.
    func error(_ message: String) -> JSONError {
        error(message, at: position)
    }

    /// An error at `offset`, with its line and column.
    func error(_ message: String, at offset: Int) -> JSONError {
        let location = SourceLocation(of: min(offset, bytes.count), in: bytes)
        return JSONError(line: location.line, column: location.column, message: message)
    }
}
