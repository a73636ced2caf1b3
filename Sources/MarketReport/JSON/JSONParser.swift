/// A recursive-descent JSON reader over UTF-8 bytes that records each value's position.
struct JSONParser {
    static let maximumDepth = 256

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1
    private var positions: [JSONPath: SourcePosition] = [:]

    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    mutating func parseDocument() throws(JSONParseError) -> (JSONValue, [JSONPath: SourcePosition]) {
        skipWhitespace()
        let value = try parseValue(at: JSONPath(), depth: 0)
        skipWhitespace()
        if index < bytes.count {
            throw .unexpectedCharacter(
                found: describeCurrent(), expected: "the end of the text", at: position)
        }
        return (value, positions)
    }

    var position: SourcePosition { SourcePosition(line: line, column: column) }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    private mutating func skipWhitespace() {
        while let byte = current, [0x20, 0x09, 0x0A, 0x0D].contains(byte) { advance() }
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "the end of the text" }
        let scalarEnd = bytes[(index + 1)...].firstIndex { $0 & 0xC0 != 0x80 } ?? bytes.count
        let text = String(decoding: bytes[index..<scalarEnd], as: UTF8.self)
        return "'\(text)'"
    }

    private func unexpected(_ expected: String) -> JSONParseError {
        current == nil
            ? .unexpectedEnd(expected: expected, at: position)
            : .unexpectedCharacter(found: describeCurrent(), expected: expected, at: position)
    }

    private mutating func expect(_ byte: UInt8, _ expected: String) throws(JSONParseError) {
        guard current == byte else { throw unexpected(expected) }
        advance()
    }

    private mutating func parseValue(at path: JSONPath, depth: Int) throws(JSONParseError) -> JSONValue {
        positions[path] = position
        switch current {
        case UInt8(ascii: "{"): return try parseObject(at: path, depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(at: path, depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try parseWord("true", .bool(true))
        case UInt8(ascii: "f"): return try parseWord("false", .bool(false))
        case UInt8(ascii: "n"): return try parseWord("null", .null)
        case let byte?
        where byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte):
            return .number(try parseNumber())
        default: throw unexpected("a value (string, number, list, object, true, false or null)")
        }
    }

    private mutating func parseWord(_ word: String, _ value: JSONValue) throws(JSONParseError) -> JSONValue {
        let start = position
        for byte in word.utf8 {
            guard current == byte else {
                throw .unexpectedCharacter(found: describeCurrent(), expected: "'\(word)'", at: start)
            }
            advance()
        }
        return value
    }

    private mutating func parseNumber() throws(JSONParseError) -> JSONNumber {
        let start = position
        let startIndex = index
        var rest = bytes[index...]
        let valid = JSONNumber.scan(&rest)
        let tokenEnd = bytes[index...].firstIndex { !Self.isNumberByte($0) } ?? bytes.count
        let token = String(decoding: bytes[startIndex..<tokenEnd], as: UTF8.self)
        guard valid, rest.startIndex == tokenEnd, let number = JSONNumber(literal: token) else {
            throw .invalidNumber(token, at: start)
        }
        while index < tokenEnd { advance() }
        return number
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || [
                UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"),
            ]
            .contains(byte)
    }

    private mutating func parseArray(at path: JSONPath, depth: Int) throws(JSONParseError) -> JSONValue {
        guard depth <= Self.maximumDepth else {
            throw .nestingTooDeep(limit: Self.maximumDepth, at: position)
        }
        advance()
        skipWhitespace()
        var elements: [JSONValue] = []
        if current == UInt8(ascii: "]") {
            advance()
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(at: path.appending(index: elements.count), depth: depth))
            skipWhitespace()
            if current == UInt8(ascii: "]") {
                advance()
                return .array(elements)
            }
            try expect(UInt8(ascii: ","), "',' or ']' after a list item")
        }
    }

    private mutating func parseObject(at path: JSONPath, depth: Int) throws(JSONParseError) -> JSONValue {
        guard depth <= Self.maximumDepth else {
            throw .nestingTooDeep(limit: Self.maximumDepth, at: position)
        }
        advance()
        skipWhitespace()
        var object = JSONObject()
        if current == UInt8(ascii: "}") {
            advance()
            return .object(object)
        }
        while true {
            skipWhitespace()
            let keyPosition = position
            guard current == UInt8(ascii: "\"") else { throw unexpected("a key in double quotes") }
            let key = try parseString()
            guard object[key] == nil else { throw .duplicateKey(key, at: keyPosition) }
            skipWhitespace()
            try expect(UInt8(ascii: ":"), "':' after the key \"\(key)\"")
            skipWhitespace()
            object[key] = try parseValue(at: path.appending(key: key), depth: depth)
            skipWhitespace()
            if current == UInt8(ascii: "}") {
                advance()
                return .object(object)
            }
            try expect(UInt8(ascii: ","), "',' or '}' after an object member")
        }
    }
}
