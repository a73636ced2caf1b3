import Testing

@testable import JSON

/// Digits read eight bytes at a time agree with reading them one by one, and numbers converted
/// through that path agree with the standard library.
@Suite struct DigitWordTests {
    private func word(_ text: String) -> DigitWord {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { DigitWord($0, at: 0) }
    }

    /// Every byte value, at every place in a word of digits, ends the run exactly when it is not
    /// a digit.
    @Test func everyByteEndsTheRunWhenItIsNotADigit() {
        for place in 0..<8 {
            for byte in UInt8.min...UInt8.max {
                var bytes = Array("12345678".utf8)
                bytes[place] = byte
                let found = bytes.withUnsafeBufferPointer { DigitWord($0, at: 0).leadingDigits }
                let expected = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? 8 : place
                #expect(found == expected, "byte \(byte) at \(place)")
            }
        }
    }

    @Test func theLeadingDigitsAreValuedAsANumber() {
        #expect(word("12345678").value(ofLeading: 8) == 12_345_678)
        #expect(word("0042,000").value(ofLeading: 4) == 42)
        #expect(word("9],00000").value(ofLeading: 1) == 9)
        #expect(word("-1234567").value(ofLeading: 0) == 0)
        #expect(word("99999999").value(ofLeading: 8) == 99_999_999)
    }

    @Test func runsOfUpToSixteenDigitsAreReadAndLongerOnesLeft() {
        let text =
            Array("1733149800,47.98,1234567890123456,12345678901234567,0".utf8)
            + Array(repeating: 0x20, count: 16)
        text.withUnsafeBufferPointer { bytes in
            #expect(DigitWord.run(in: bytes, at: 0, end: 10)! == (1_733_149_800, 10))
            #expect(DigitWord.run(in: bytes, at: 11, end: 16)! == (47, 2))
            #expect(DigitWord.run(in: bytes, at: 14, end: 16)! == (98, 2))
            #expect(DigitWord.run(in: bytes, at: 17, end: 33)! == (1_234_567_890_123_456, 16))
            #expect(DigitWord.run(in: bytes, at: 34, end: 51) == nil)
            // The end bounds the run even where digits go on.
            #expect(DigitWord.run(in: bytes, at: 0, end: 4)! == (1733, 4))
            // Fewer than sixteen bytes left to load.
            #expect(DigitWord.run(in: bytes, at: bytes.count - 10, end: bytes.count) == nil)
        }
    }

    /// Literals of every shape, each placed with plenty of text after it and again at the very
    /// end of its buffer, convert to what `Double(String)` gives.
    @Test func numbersConvertAsTheStandardLibraryDoes() {
        var generator = SystemRandomNumberGenerator()
        var literals = [
            "0", "-0", "0.5", "47.98", "1733149800", "-12.125", "9007199254740992", "9007199254740993",
            "0.1", "0.30000000000000004", "123456789012.3456789", "1e5", "2.5E-3", "-0.0000001234",
            "17976931348623157", "4.9406564584124654", "99999999999999999999", "1.7976931348623157e308",
        ]
        for _ in 0..<4000 {
            let whole = String(UInt64.random(in: 0...UInt64.max, using: &generator) % 10_000_000_000_000)
            let fraction = String(UInt64.random(in: 0...UInt64.max, using: &generator))
                .prefix(Int.random(in: 1...19, using: &generator))
            let sign = Bool.random(using: &generator) ? "-" : ""
            literals.append(sign + whole + (Bool.random(using: &generator) ? "" : "." + fraction))
        }
        for literal in literals {
            let expected = Double(literal)!
            for (before, after) in [("[", "," + String(repeating: "1,", count: 10) + "1]"), ("", "")] {
                let text = Array((before + literal + after).utf8)
                let found = text.withUnsafeBufferPointer { bytes in
                    JSONNumberGrammar.double(
                        in: bytes, from: before.utf8.count, to: before.utf8.count + literal.utf8.count)
                }
                #expect(found.bitPattern == expected.bitPattern, "\(literal)")
            }
        }
    }
}
