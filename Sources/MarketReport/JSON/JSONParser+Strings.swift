extension JSONParser {
    /// Reads a string literal starting at the opening quote.
    /// Invalid UTF-8 is reported at the string's opening quote.
    mutating func parseString() throws(JSONParseError) -> String {
        let start = position
        advance()
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() throws(JSONParseError) {
            guard !run.isEmpty else { return }
            guard let text = String(validating: run, as: UTF8.self) else { throw .invalidUTF8(at: start) }
            scalars.append(contentsOf: text.unicodeScalars)
            run.removeAll(keepingCapacity: true)
        }
        while true {
            guard let byte = current else { throw .unexpectedEnd(expected: "a closing '\"'", at: position) }
            switch byte {
            case UInt8(ascii: "\""):
                try flush()
                advance()
                return String(scalars)
            case UInt8(ascii: "\\"):
                try flush()
                scalars.append(try parseEscape())
            case 0x00..<0x20:
                throw .controlCharacterInString(at: position)
            default:
                run.append(byte)
                advance()
            }
        }
    }

    private mutating func parseEscape() throws(JSONParseError) -> Unicode.Scalar {
        let start = position
        advance()
        guard let byte = current else { throw .unexpectedEnd(expected: "an escape character", at: position) }
        advance()
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"): return try parseUnicodeEscape(start: start)
        default: throw .invalidEscape("\\\(Character(Unicode.Scalar(byte)))", at: start)
        }
    }

    private mutating func parseUnicodeEscape(start: SourcePosition) throws(JSONParseError) -> Unicode.Scalar {
        let high = try parseHex(start: start)
        if (0xD800..<0xDC00).contains(high) {
            guard current == UInt8(ascii: "\\") else {
                throw .invalidEscape("\\u\(hex(high)) without its pair", at: start)
            }
            advance()
            guard current == UInt8(ascii: "u") else {
                throw .invalidEscape("\\u\(hex(high)) without its pair", at: start)
            }
            advance()
            let low = try parseHex(start: start)
            guard (0xDC00..<0xE000).contains(low),
                let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
            else { throw .invalidEscape("\\u\(hex(high))\\u\(hex(low))", at: start) }
            return scalar
        }
        guard let scalar = Unicode.Scalar(high) else { throw .invalidEscape("\\u\(hex(high))", at: start) }
        return scalar
    }

    private mutating func parseHex(start: SourcePosition) throws(JSONParseError) -> UInt32 {
        var value: UInt32 = 0
        var text = ""
        for _ in 0..<4 {
            guard let byte = current, let digit = Character(Unicode.Scalar(byte)).hexDigitValue else {
                throw .invalidEscape("\\u\(text)", at: start)
            }
            text.append(Character(Unicode.Scalar(byte)))
            value = value * 16 + UInt32(digit)
            advance()
        }
        return value
    }

    private func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
