/// Turns the text of a JSON token, already checked by ``JSONTape``, into a Swift value.
enum JSONText {
    /// The value of one hexadecimal digit.
    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte &- UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte &- UInt8(ascii: "a") &+ 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte &- UInt8(ascii: "A") &+ 10)
        default: nil
        }
    }

    /// Exact powers of ten a `Double` holds.
    private static let powersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }

    /// The nearest `Double` to a JSON number literal (infinite when it is out of range).
    ///
    /// Literals of at most 15 significant digits with a small exponent, which is nearly all that
    /// providers send, are converted exactly by one multiplication or division (both operands are
    /// exact, so the one rounding is correct); longer ones go through the C library.
    static func double(_ text: UnsafeBufferPointer<UInt8>) -> Double {
        var index = 0
        let negative = text.first == UInt8(ascii: "-")
        if negative { index = 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        var exponent = 0
        var inFraction = false
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: ".") {
                inFraction = true
            } else if byte &- UInt8(ascii: "0") < 10 {
                if mantissa != 0 || byte != UInt8(ascii: "0") { digits += 1 }
                guard digits <= 15 else { return fallbackDouble(text) }
                mantissa = mantissa * 10 + UInt64(byte &- UInt8(ascii: "0"))
                if inFraction { exponent -= 1 }
            } else {
                break
            }
            index += 1
        }
        if index < text.count {
            guard let written = smallExponent(text, from: index + 1) else { return fallbackDouble(text) }
            exponent += written
        }
        guard abs(exponent) <= 22 else { return fallbackDouble(text) }
        var value = Double(mantissa)
        value = exponent < 0 ? value / powersOfTen[-exponent] : value * powersOfTen[exponent]
        return negative ? -value : value
    }

    /// The exponent after `e`, when it has at most three digits.
    private static func smallExponent(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        var sign = 1
        if index < text.count, text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") {
            if text[index] == UInt8(ascii: "-") { sign = -1 }
            index += 1
        }
        guard text.count - index <= 3 else { return nil }
        var value = 0
        while index < text.count {
            value = value * 10 + Int(text[index] &- UInt8(ascii: "0"))
            index += 1
        }
        return sign * value
    }

    private static func fallbackDouble(_ text: UnsafeBufferPointer<UInt8>) -> Double {
        Double(String(decoding: text, as: UTF8.self)) ?? .nan
    }

    /// The exact value of an integer literal (no fraction, no exponent) that fits in `Int64`.
    static func integer(_ text: UnsafeBufferPointer<UInt8>) -> Int64? {
        var index = 0
        let negative = text.first == UInt8(ascii: "-")
        if negative { index = 1 }
        var value: Int64 = 0
        while index < text.count {
            let digit = text[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (times, overflowTimes) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowSum) = times.addingReportingOverflow(negative ? -Int64(digit) : Int64(digit))
            guard !overflowTimes, !overflowSum else { return nil }
            value = sum
            index += 1
        }
        return value
    }

    /// A string token's text with its escapes decoded; invalid UTF-8 and lone surrogates become
    /// U+FFFD.
    static func string(_ text: UnsafeBufferPointer<UInt8>, escaped: Bool) -> String {
        guard escaped else { return String(decoding: text, as: UTF8.self) }
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
            index += 2
            switch escape {
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = hex4(text, at: index)
                index += 4
                if (0xD800..<0xDC00).contains(scalar), index + 6 <= text.count,
                    text[index] == UInt8(ascii: "\\"),
                    text[index + 1] == UInt8(ascii: "u")
                {
                    let low = hex4(text, at: index + 2)
                    if (0xDC00..<0xE000).contains(low) {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        index += 6
                    }
                }
                output.append(
                    contentsOf: String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
            default: output.append(escape)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func hex4(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32 {
        (index..<index + 4).reduce(0) { value, position in value << 4 | (hexValue(text[position]) ?? 0) }
    }
}
