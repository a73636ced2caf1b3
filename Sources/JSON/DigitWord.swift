/// Eight bytes of text read as one little-endian word, so that a run of ASCII digits is found and
/// converted eight at a time, without a branch per byte: the long lists of numbers chart answers
/// hold are mostly digits.
struct DigitWord {
    /// The bytes, the first in the lowest eight bits.
    let bits: UInt64

    /// The eight bytes of `bytes` from `offset`, which must leave eight to read.
    @inline(__always)
    init(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) {
        let raw = UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped + offset)
        bits = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
    }

    /// How many of the bytes, from the first, are ASCII digits (0 to 8).
    ///
    /// A byte is a digit when it is below 10 after `^ 0x30`. Adding `0x76` to its low seven bits
    /// sets the top bit from 10 on, and cannot carry into the next byte.
    @inline(__always)
    var leadingDigits: Int {
        let shifted = bits ^ 0x3030_3030_3030_3030
        let notDigit =
            (shifted | ((shifted & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7676_7676_7676_7676)) & 0x8080_8080_8080_8080
        return notDigit.trailingZeroBitCount >> 3
    }

    /// The value of the first `count` bytes (0 to 8), which must be digits.
    @inline(__always)
    func value(ofLeading count: Int) -> UInt64 {
        // Digits to the top bytes, zeros (leading zeros of the value) below them.
        var digits = (bits &- 0x3030_3030_3030_3030) << UInt64(64 - 8 * count)
        digits = (digits &* 10 &+ (digits >> 8)) & 0x00FF_00FF_00FF_00FF
        digits = (digits &* 100 &+ (digits >> 16)) & 0x0000_FFFF_0000_FFFF
        return (digits &* 10_000 &+ (digits >> 32)) & 0xFFFF_FFFF
    }

    /// The run of digits at `offset` that ends by `end`: its value and length. `nil` when the run
    /// may be longer than 16 digits, or when fewer than 16 bytes of `bytes` are left to load.
    @inline(__always)
    static func run(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int, end: Int) -> (
        value: UInt64, count: Int
    )? {
        guard offset + 16 <= bytes.count else { return nil }
        let first = DigitWord(bytes, at: offset)
        let firstCount = min(first.leadingDigits, end - offset)
        guard firstCount == 8 else { return (first.value(ofLeading: firstCount), firstCount) }
        let second = DigitWord(bytes, at: offset + 8)
        let secondCount = min(second.leadingDigits, end - offset - 8)
        guard secondCount < 8 || offset + 16 == end else { return nil }
        let high = first.value(ofLeading: 8) &* powersOfTen[secondCount]
        return (high &+ second.value(ofLeading: secondCount), 8 + secondCount)
    }

    /// 10^0 to 10^19, the powers of ten a `UInt64` holds.
    static let powersOfTen: [UInt64] = (0...19).map { exponent in
        (0..<exponent).reduce(1) { value, _ in value * 10 }
    }
}
