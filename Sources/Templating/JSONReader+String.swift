extension JSONReader {
    /// Reads a string literal starting at the opening quote, decoding escapes and surrogate pairs.
    mutating func readString() throws(JSONError) -> String {
        let start = position
        position += 1
        var decoded: [UInt8] = []
        var runStart = position
        while true {
            guard let byte = peek() else { throw error("unterminated string", at: start) }
            switch byte {
            case UInt8(ascii: "\""):
                let text: String
                if decoded.isEmpty {
                    text = String(decoding: bytes[runStart..<position], as: UTF8.self)
                } else {
                    decoded.append(contentsOf: bytes[runStart..<position])
                    text = String(decoding: decoded, as: UTF8.self)
                }
                position += 1
                return text
            case UInt8(ascii: "\\"):
                decoded.append(contentsOf: bytes[runStart..<position])
                try readEscape(into: &decoded)
                runStart = position
            case 0..<0x20:
                throw error("control character in string (escape it)")
            default:
                position += 1
            }
        }
    }

    private mutating func readEscape(into decoded: inout [UInt8]) throws(JSONError) {
        position += 1
        guard let byte = peek() else { throw error("unterminated escape") }
        position += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(byte)
        case UInt8(ascii: "b"): decoded.append(0x08)
        case UInt8(ascii: "f"): decoded.append(0x0C)
        case UInt8(ascii: "n"): decoded.append(0x0A)
        case UInt8(ascii: "r"): decoded.append(0x0D)
        case UInt8(ascii: "t"): decoded.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try readHex4()
            if (0xD800..<0xDC00).contains(scalar), peek() == UInt8(ascii: "\\"),
                position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "u")
            {
                let save = position
                position += 2
                let low = try readHex4()
                if (0xDC00..<0xE000).contains(low) {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else {
                    position = save
                }
            }
            let character = Unicode.Scalar(scalar) ?? "\u{FFFD}"
            decoded.append(contentsOf: Array(String(character).utf8))
        default:
            throw error("invalid escape sequence", at: position - 2)
        }
    }

    private mutating func readHex4() throws(JSONError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = Self.hexDigit(byte) else {
                throw error("invalid \\u escape, expected 4 hex digits")
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
