/// An exact decimal reading of a finite `Double`: a sign, significant digits and the position
/// of the decimal point, rounded and laid out without any locale.
///
/// The digits are the shortest ones that read back as the same `Double` (the Swift runtime's
/// round-trip algorithm, identical on Linux and macOS), so `2.675` is read as 2.675 and not as
/// its binary neighbour 2.67499999…. Rounding works on those decimal digits, half away from
/// zero: `0.125` to two decimals is `0.13`, `-2.675` is `-2.68`.
///
/// The digits are kept as one integer (at most 18 of them, well within `UInt64`), so reading,
/// rounding and writing a number allocate nothing but the final text.
struct DecimalDigits: Equatable, Sendable {
    /// Whether the value is below zero; never set for zero.
    private(set) var isNegative: Bool
    /// The significant digits as one integer, without trailing zeros; 0 for zero.
    private(set) var significand: UInt64
    /// How many digits `significand` has; 0 for zero.
    private(set) var digitCount: Int
    /// The value is `0.d₁d₂d₃… × 10^exponent`: the count of digits before the decimal point.
    private(set) var exponent: Int

    /// Reads a finite value; `nil` for NaN and the infinities.
    init?(_ value: Double) {
        guard value.isFinite else { return nil }
        var text = value.magnitude.description
        self = text.withUTF8 { Self(shortestRoundTrip: $0, isNegative: value < 0) }
    }

    /// Parses the runtime's shortest round-trip text (`123.0`, `1.23e-06`, `1e+16`).
    private init(shortestRoundTrip text: UnsafeBufferPointer<UInt8>, isNegative: Bool) {
        var significand: UInt64 = 0
        var digitCount = 0
        var leadingZeros = 0
        var digitsRead = 0
        var pointIndex: Int?
        var power = 0
        var index = 0
        while index < text.count {
            let byte = text[index]
            index += 1
            if byte == UInt8(ascii: ".") {
                pointIndex = digitsRead
            } else if byte == UInt8(ascii: "e") {
                power = Self.exponentValue(text[index...])
                break
            } else if let digit = Self.digitValue(byte) {
                digitsRead += 1
                if significand == 0 && digit == 0 {
                    leadingZeros += 1
                } else {
                    significand = significand * 10 + UInt64(digit)
                    digitCount += 1
                }
            }
        }
        self.init(
            isNegative: isNegative, significand: significand, digitCount: digitCount,
            exponent: (pointIndex ?? digitsRead) + power - leadingZeros)
    }

    /// A value from its parts, with trailing zeros dropped and zero made unsigned.
    private init(isNegative: Bool, significand: UInt64, digitCount: Int, exponent: Int) {
        var significand = significand
        var digitCount = digitCount
        while significand != 0 && significand % 10 == 0 {
            significand /= 10
            digitCount -= 1
        }
        self.significand = significand
        self.digitCount = significand == 0 ? 0 : digitCount
        self.exponent = significand == 0 ? 0 : exponent
        self.isNegative = isNegative && significand != 0
    }

    /// Whether the value is zero.
    var isZero: Bool { significand == 0 }

    /// The count of digits after the decimal point needed to write the value exactly.
    var fractionDigitCount: Int { max(0, digitCount - exponent) }

    /// The value rounded half away from zero to `fractionDigits` digits after the point.
    func rounded(fractionDigits: Int) -> DecimalDigits {
        let keep = exponent + fractionDigits
        guard keep < digitCount else { return self }
        guard keep >= 0 else {
            return DecimalDigits(isNegative: false, significand: 0, digitCount: 0, exponent: 0)
        }
        let dropped = digitCount - keep
        var kept = significand / Self.powersOfTen[dropped]
        var keptCount = keep
        var exponent = exponent
        if significand / Self.powersOfTen[dropped - 1] % 10 >= 5 {
            kept += 1
            if kept == Self.powersOfTen[keep] {
                // 9.99 → 10.0: the carry made a new leading digit.
                keptCount += 1
                exponent += 1
            }
        }
        return DecimalDigits(
            isNegative: isNegative, significand: kept, digitCount: keptCount, exponent: exponent)
    }

    /// 10⁰ through 10¹⁹, every power of ten a `UInt64` holds.
    static let powersOfTen: [UInt64] = (0...19).map { power in
        (0..<power).reduce(1) { value, _ in value * 10 }
    }

    private static func digitValue(_ byte: UInt8) -> UInt8? {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? byte - UInt8(ascii: "0") : nil
    }

    /// The signed power after an `e`: `-06` → -6, `+16` → 16.
    private static func exponentValue(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> Int {
        var value = 0
        var isNegative = false
        for byte in text {
            if byte == UInt8(ascii: "-") {
                isNegative = true
            } else if let digit = digitValue(byte) {
                value = value * 10 + Int(digit)
            }
        }
        return isNegative ? -value : value
    }
}
