/// An exact decimal reading of a finite `Double`: a sign, significant digits and the position
/// of the decimal point, rounded and laid out without any locale.
///
/// The digits are the shortest ones that read back as the same `Double` (the Swift runtime's
/// round-trip algorithm, identical on Linux and macOS), so `2.675` is read as 2.675 and not as
/// its binary neighbour 2.67499999…. Rounding works on those decimal digits, half away from
/// zero: `0.125` to two decimals is `0.13`, `-2.675` is `-2.68`.
struct DecimalDigits: Equatable, Sendable {
    /// Whether the value is below zero; never set for zero.
    private(set) var isNegative: Bool
    /// Significant digits (0...9), without leading or trailing zeros; empty for zero.
    private(set) var digits: [UInt8]
    /// The value is `0.d₁d₂d₃… × 10^exponent`: the count of digits before the decimal point.
    private(set) var exponent: Int

    /// Reads a finite value; `nil` for NaN and the infinities.
    init?(_ value: Double) {
        guard value.isFinite else { return nil }
        self.init(shortestRoundTrip: value.magnitude.description, isNegative: value < 0)
    }

    /// Parses the runtime's shortest round-trip text (`123.0`, `1.23e-06`, `1e+16`).
    private init(shortestRoundTrip text: String, isNegative: Bool) {
        var all: [UInt8] = []
        all.reserveCapacity(20)
        var pointIndex: Int?
        var power = 0
        var utf8 = text.utf8[...]
        if let e = utf8.firstIndex(of: UInt8(ascii: "e")) {
            power = Int(Substring(utf8[utf8.index(after: e)...])) ?? 0
            utf8 = utf8[..<e]
        }
        for byte in utf8 {
            if byte == UInt8(ascii: ".") {
                pointIndex = all.count
            } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                all.append(byte - UInt8(ascii: "0"))
            }
        }
        var exponent = (pointIndex ?? all.count) + power
        let leadingZeros = all.prefix { $0 == 0 }.count
        all.removeFirst(leadingZeros)
        exponent -= leadingZeros
        while all.last == 0 { all.removeLast() }
        self.digits = all
        self.exponent = all.isEmpty ? 0 : exponent
        self.isNegative = isNegative && !all.isEmpty
    }

    /// Whether the value is zero.
    var isZero: Bool { digits.isEmpty }

    /// The count of digits after the decimal point needed to write the value exactly.
    var fractionDigitCount: Int { max(0, digits.count - exponent) }

    /// The value rounded half away from zero to `fractionDigits` digits after the point.
    func rounded(fractionDigits: Int) -> DecimalDigits {
        let keep = exponent + fractionDigits
        guard keep < digits.count else { return self }
        var result = self
        guard keep >= 0 else {
            result.digits = []
            result.exponent = 0
            result.isNegative = false
            return result
        }
        let roundsUp = digits[keep] >= 5
        result.digits = Array(digits.prefix(keep))
        if roundsUp { result.incrementLastDigit(keeping: keep) }
        while result.digits.last == 0 { result.digits.removeLast() }
        if result.digits.isEmpty {
            result.exponent = 0
            result.isNegative = false
        }
        return result
    }

    /// The value rounded half away from zero to `count` significant digits.
    func rounded(significantDigits count: Int) -> DecimalDigits {
        rounded(fractionDigits: count - exponent)
    }

    /// Adds one unit in the last kept place, carrying into a new leading digit when needed.
    private mutating func incrementLastDigit(keeping keep: Int) {
        if digits.count < keep { digits += Array(repeating: 0, count: keep - digits.count) }
        var index = digits.count - 1
        while index >= 0 {
            if digits[index] < 9 {
                digits[index] += 1
                return
            }
            digits[index] = 0
            index -= 1
        }
        digits.insert(1, at: 0)
        exponent += 1
    }
}
