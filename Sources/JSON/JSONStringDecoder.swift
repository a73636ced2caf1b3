/// Turns the text of a string token, whose escapes ``JSONScanner`` has checked for their form,
/// into a Swift string: the one escape decoder of both readers.
///
/// What the form allows but no text can hold (invalid UTF-8, a `\u` escape of half a surrogate
/// pair) is a ``Flaw``: the lenient reader writes U+FFFD in its place, the strict one refuses it.
enum JSONStringDecoder {
    /// Something a string's text cannot hold.
    enum Flaw {
        /// A `\u` escape of half a surrogate pair: the escape as written in messages
        /// (`\uD800 without its pair`), and its byte offset in the token's text.
        case loneSurrogate(escape: String, offset: Int)
        /// Bytes that are not UTF-8.
        case invalidUTF8
    }

    /// The value of one hexadecimal digit.
    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte &- UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte &- UInt8(ascii: "a") &+ 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte &- UInt8(ascii: "A") &+ 10)
        default: nil
        }
    }

    /// The string, with U+FFFD for every flaw.
    static func repairing(_ text: UnsafeBufferPointer<UInt8>, escaped: Bool) -> String {
        guard escaped else { return String(decoding: text, as: UTF8.self) }
        return decode(text, escaped: true) { _ in }
    }

    /// The string; `flaw` is told of each flaw and may throw to refuse the text, or return to
    /// have U+FFFD written in its place.
    static func decode<Failure: Error>(
        _ text: UnsafeBufferPointer<UInt8>, escaped: Bool, flaw: (Flaw) throws(Failure) -> Void
    ) throws(Failure) -> String {
        guard escaped else { return try string(from: text, flaw: flaw) }
        var output: [UInt8] = []
        output.reserveCapacity(text.count)
        var index = 0
        while index < text.count {
            let byte = text[index]
            guard byte == UInt8(ascii: "\\") else {
                output.append(byte)
                index += 1
                continue
            }
            let escape = text[index + 1]
            switch escape {
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                let (scalar, length) = try unicodeEscape(text, at: index, flaw: flaw)
                UTF8.encode(scalar) { output.append($0) }
                index += length
                continue
            default: output.append(escape)
            }
            index += 2
        }
        return try output.withUnsafeBufferPointer { (decoded) throws(Failure) -> String in
            try string(from: decoded, flaw: flaw)
        }
    }

    /// The scalar of the `\uXXXX` escape at `index` (two of them for a surrogate pair) and the
    /// count of bytes read.
    private static func unicodeEscape<Failure: Error>(
        _ text: UnsafeBufferPointer<UInt8>, at index: Int, flaw: (Flaw) throws(Failure) -> Void
    ) throws(Failure) -> (Unicode.Scalar, Int) {
        let high = hex4(text, at: index + 2)
        if let scalar = Unicode.Scalar(high) { return (scalar, 6) }
        if (0xD800..<0xDC00).contains(high) {
            guard index + 12 <= text.count, text[index + 6] == UInt8(ascii: "\\"),
                text[index + 7] == UInt8(ascii: "u")
            else {
                try flaw(.loneSurrogate(escape: "\\u\(hex(high)) without its pair", offset: index))
                return ("\u{FFFD}", 6)
            }
            let low = hex4(text, at: index + 8)
            if (0xDC00..<0xE000).contains(low),
                let pair = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
            {
                return (pair, 12)
            }
            try flaw(.loneSurrogate(escape: "\\u\(hex(high))\\u\(hex(low))", offset: index))
            return ("\u{FFFD}", 6)
        }
        try flaw(.loneSurrogate(escape: "\\u\(hex(high))", offset: index))
        return ("\u{FFFD}", 6)
    }

    /// `bytes` as a string; a flaw when they are not UTF-8 (then repaired).
    private static func string<Failure: Error>(
        from bytes: UnsafeBufferPointer<UInt8>, flaw: (Flaw) throws(Failure) -> Void
    ) throws(Failure) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        // Decoding repairs invalid UTF-8 with U+FFFD, so only valid text reads back byte for byte.
        if bytes.contains(where: { $0 >= 0x80 }), !text.utf8.elementsEqual(bytes) { try flaw(.invalidUTF8) }
        return text
    }

    private static func hex4(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32 {
        (index..<index + 4).reduce(0) { value, position in value << 4 | (hexValue(text[position]) ?? 0) }
    }

    /// Four uppercase hexadecimal digits.
    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
