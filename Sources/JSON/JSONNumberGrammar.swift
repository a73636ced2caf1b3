/// JSON's number grammar, `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`, and the conversion of
/// a literal that follows it into a Swift number: the one place both readers and ``JSONNumber``
/// take them from.
enum JSONNumberGrammar {
    /// Whether `byte` can be part of number-like text: a digit, `-`, `+`, `.`, `e` or `E`.
    @inline(__always)
    static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
            UInt8(ascii: "e"), UInt8(ascii: "E"):
            true
        default: false
        }
    }

    /// The end of the longest number at `start` of `bytes`; `nil` when the text there is not one.
    @inline(__always)
    static func end(of bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            let digits = digitsEnd(of: bytes, from: index)
            guard digits > index else { return nil }
            index = digits
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            let digits = digitsEnd(of: bytes, from: index + 1)
            guard digits > index + 1 else { return nil }
            index = digits
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            let digits = digitsEnd(of: bytes, from: index)
            guard digits > index else { return nil }
            index = digits
        }
        return index
    }

    /// The end of the run of digits at `start`: eight bytes at a time while eight are left.
    @inline(__always)
    private static func digitsEnd(of bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index + 8 <= bytes.count {
            let digits = DigitWord(bytes, at: index).leadingDigits
            index += digits
            if digits < 8 { return index }
        }
        while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
        return index
    }

    /// Exact powers of ten a `Double` holds.
    private static let powersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }

    /// The nearest `Double` to the literal at `start..<end` of `bytes`, which follows the grammar:
    /// ``double(_:)``, with a faster path for the common `-?digits(.digits)?` literals that are
    /// not within 16 bytes of the end of `bytes`. Their digits are read eight at a time; when
    /// they make a whole number below 2^53, the one division by an exact power of ten rounds
    /// correctly, and up to 19 digits ``DecimalFraction`` rounds them.
    @inline(__always)
    static func double(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Double {
        let negative = bytes[start] == UInt8(ascii: "-")
        var index = negative ? start + 1 : start
        if let whole = DigitWord.run(in: bytes, at: index, end: end) {
            index += whole.count
            var mantissa = whole.value
            var fractionDigits = 0
            if index < end, bytes[index] == UInt8(ascii: "."),
                let fraction = DigitWord.run(in: bytes, at: index + 1, end: end),
                whole.count + fraction.count <= 19
            {
                index += 1 + fraction.count
                fractionDigits = fraction.count
                mantissa = mantissa &* DigitWord.powersOfTen[fractionDigits] &+ fraction.value
            }
            if index == end {
                let value =
                    mantissa <= 1 << 53
                    ? Double(mantissa) / powersOfTen[fractionDigits]
                    : DecimalFraction.nearestDouble(mantissa: mantissa, fractionDigits: fractionDigits)
                return negative ? -value : value
            }
        }
        return double(UnsafeBufferPointer(rebasing: bytes[start..<end]))
    }

    /// The nearest `Double` to a literal that follows the grammar (infinite when out of range).
    ///
    /// Literals of at most 15 significant digits with a small exponent, which is nearly all that
    /// providers send, are converted exactly by one multiplication or division (both operands are
    /// exact, so the one rounding is correct); fractions of up to 19 significant digits by
    /// ``DecimalFraction``; the rest through the standard library.
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
                guard digits <= 19 else { return fallbackDouble(text) }
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
        let value: Double
        if digits <= 15, abs(exponent) <= 22 {
            value =
                exponent < 0
                ? Double(mantissa) / powersOfTen[-exponent] : Double(mantissa) * powersOfTen[exponent]
        } else if mantissa > 0, exponent <= 0, -exponent <= DecimalFraction.maximumFractionDigits {
            value = DecimalFraction.nearestDouble(mantissa: mantissa, fractionDigits: -exponent)
        } else {
            return fallbackDouble(text)
        }
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
}
