import Testing

@testable import JSON

/// Decimal fractions of 17 to 19 digits read as the nearest `Double`, as the standard library's
/// correctly rounded parser reads their text.
@Suite struct DecimalFractionTests {
    /// A small, seeded generator, so that a failure names a case that can be run again.
    private struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
    }

    /// `mantissa` with a decimal point `fractionDigits` from its end, as a JSON literal.
    private func literal(_ mantissa: UInt64, _ fractionDigits: Int) -> String {
        var digits = String(mantissa)
        if fractionDigits == 0 { return digits }
        if digits.count <= fractionDigits {
            digits = String(repeating: "0", count: fractionDigits - digits.count + 1) + digits
        }
        digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -fractionDigits))
        return digits
    }

    private func expectNearest(_ mantissa: UInt64, _ fractionDigits: Int) {
        let text = literal(mantissa, fractionDigits)
        let read = DecimalFraction.nearestDouble(mantissa: mantissa, fractionDigits: fractionDigits)
        #expect(read.bitPattern == Double(text)!.bitPattern, "\(text)")
    }

    @Test func randomFractionsAreRoundedToTheNearestDouble() {
        var random = SplitMix(state: 20_261_204)
        for _ in 0..<200_000 {
            let mantissa = UInt64.random(in: (1 << 53 + 1)...9_999_999_999_999_999_999, using: &random)
            expectNearest(mantissa, Int.random(in: 0...DecimalFraction.maximumFractionDigits, using: &random))
            // Short mantissas with more fraction digits than one division rounds exactly.
            let short = UInt64.random(in: 1...(1 << 53), using: &random)
            expectNearest(short, Int.random(in: 23...DecimalFraction.maximumFractionDigits, using: &random))
        }
    }

    /// Text with up to 19 significant digits, leading zeros, and an exponent reads as the
    /// standard library reads it.
    @Test func longLiteralsReadAsTheStandardLibraryReadsThem() {
        var random = SplitMix(state: 99)
        for _ in 0..<50_000 {
            let mantissa = UInt64.random(in: 1...9_999_999_999_999_999_999, using: &random)
            var text = literal(mantissa, Int.random(in: 0...19, using: &random))
            if Bool.random(using: &random) { text += "e-\(Int.random(in: 0...9, using: &random))" }
            if Bool.random(using: &random) { text = "-" + text }
            let read = JSONNumber(literal: text)?.doubleValue
            #expect(read?.bitPattern == Double(text)?.bitPattern, "\(text)")
        }
    }

    /// Values exactly halfway between two Doubles go to the even one; those a hair either side
    /// of halfway go to the nearer.
    @Test func halfwayValuesGoToTheEvenNeighbour() {
        var random = SplitMix(state: 7)
        for _ in 0..<20_000 {
            // Between 2^53 and 2^54 the Doubles are the even integers: odd ones are halfway.
            let odd = (1 << 53) + 2 * UInt64.random(in: 0..<(1 << 51), using: &random) + 1
            expectNearest(odd, 0)
            for scale in 1...2 {
                let scaled = odd * DigitWord.powersOfTen[scale]
                expectNearest(scaled, scale)
                expectNearest(scaled - 1, scale)
                expectNearest(scaled + 1, scale)
            }
            // Between 2^54 and 2^55 they are the multiples of 4: 2 more than one is halfway.
            let twice = 2 * odd
            expectNearest(twice, 0)
            expectNearest(twice * 10, 1)
        }
        #expect(DecimalFraction.nearestDouble(mantissa: 1 << 53 + 1, fractionDigits: 0) == 0x1p53)
        #expect(DecimalFraction.nearestDouble(mantissa: 1 << 53 + 3, fractionDigits: 0) == 0x1p53 + 4)
    }

    /// A chart's or a market's long numbers come out of the reader as the standard library reads them.
    @Test func theReaderReadsLongNumbersExactly() throws {
        let literals = [
            "7724.3256376383015", "27174628.842356652", "-6279.1524310082670", "0.0009999999999999999",
            "9007199254740993", "1234567890123456789", "0.30000000000000004", "1.2345678901234567e-05",
            "0.000012345678901234567", "-9.87654321098765432e-3",
        ]
        let tape = try JSONTape(Array("[\(literals.joined(separator: ","))]".utf8))
        let read = tape.root.numbers()
        #expect(read.map { $0?.bitPattern } == literals.map { Double($0)?.bitPattern })
    }
}
