/// The nearest `Double` to a decimal fraction `mantissa / 10^fractionDigits` that one division
/// cannot round exactly: a mantissa of more bits than a `Double` holds, such as the 17-digit
/// prices providers write (`7724.3256376383015`), or more than 22 fraction digits. Read without
/// going through text and the C library.
///
/// A first guess, the mantissa rounded to a `Double` and divided by the power of ten, is within
/// a few units in the last place of the answer. It is then moved until the value lies between the
/// midpoints to its neighbours, each compared exactly: `10^k` is `5^k × 2^k`, and `5^k` fits in 64
/// bits, so each side is a 128-bit product of integers. A value on a midpoint goes to the even
/// neighbour, as IEEE rounding does.
enum DecimalFraction {
    /// The most fraction digits ``nearestDouble(mantissa:fractionDigits:)`` takes: 5^27 is the
    /// largest power of five below 2^64.
    static let maximumFractionDigits = 27

    /// `mantissa / 10^fractionDigits` correctly rounded, for a `mantissa` above 0 and
    /// `fractionDigits` from 0 to ``maximumFractionDigits``.
    static func nearestDouble(mantissa: UInt64, fractionDigits: Int) -> Double {
        precondition(mantissa > 0 && (0...maximumFractionDigits).contains(fractionDigits))
        let power = powersOfFive[fractionDigits]
        let scale = Double(sign: .plus, exponent: -fractionDigits, significand: 1)
        var guess = Double(mantissa) / Double(power) * scale
        for _ in 0..<6 {
            let (significand, binaryExponent) = parts(of: guess)
            // Compared with the mantissa, the guess is `significand × 5^k × 2^(e + k)`.
            let exponent = binaryExponent + fractionDigits
            // Where the value lies against the midpoints to the next Double up and down; below
            // a power of two the Doubles are twice as dense.
            let aboveUpper = compare(2 * significand + 1, exponent - 1, power, mantissa)
            if aboveUpper < 0 {
                guess = guess.nextUp
                continue
            }
            let belowLower =
                significand == 1 << 52
                ? compare(4 * significand - 1, exponent - 2, power, mantissa)
                : compare(2 * significand - 1, exponent - 1, power, mantissa)
            if belowLower > 0 {
                guess = guess.nextDown
                continue
            }
            let isEven = significand & 1 == 0
            if aboveUpper == 0 { return isEven ? guess : guess.nextUp }
            if belowLower == 0 { return isEven ? guess : guess.nextDown }
            return guess
        }
        return guess
    }

    /// 5^0 to 5^27.
    private static let powersOfFive: [UInt64] = (0...maximumFractionDigits).map { exponent in
        (0..<exponent).reduce(1) { value, _ in value * 5 }
    }

    /// A positive normal `value` as `significand × 2^exponent`, the significand of 53 bits.
    private static func parts(of value: Double) -> (significand: UInt64, exponent: Int) {
        (value.significandBitPattern | 1 << 52, Int(value.exponent) - 52)
    }

    /// The sign of `factor × power × 2^exponent − mantissa`: -1, 0 or 1. `factor × power` has at
    /// most 128 bits.
    private static func compare(
        _ factor: UInt64, _ exponent: Int, _ power: UInt64, _ mantissa: UInt64
    ) -> Int {
        let left = factor.multipliedFullWidth(by: power)
        let right: (high: UInt64, low: UInt64)
        if exponent >= 0 {
            // The mantissa has 64 bits: any bit of the product shifted past them makes it larger.
            guard left.high == 0, exponent < 64, left.low <= UInt64.max >> exponent else { return 1 }
            return sign(left.low << exponent, mantissa)
        }
        let shift = -exponent
        if shift < 64 {
            right = (mantissa >> (64 - shift), mantissa << shift)
        } else if shift < 128, mantissa >> (128 - shift) == 0 {
            right = (mantissa << (shift - 64), 0)
        } else {
            return -1
        }
        return left.high == right.high ? sign(left.low, right.low) : sign(left.high, right.high)
    }

    private static func sign(_ left: UInt64, _ right: UInt64) -> Int {
        left == right ? 0 : left < right ? -1 : 1
    }
}
