extension DecimalDigits {
    /// The magnitude written out with a dot decimal, no exponent, at least
    /// `minimumFractionDigits` digits after the point, and optionally `,` every three digits.
    func magnitudeText(minimumFractionDigits: Int = 0, grouping: Bool = false) -> String {
        written(sign: false, minimumFractionDigits: minimumFractionDigits, grouping: grouping)
    }

    /// The signed value written out (`-` for negative, nothing for zero or positive).
    func text(minimumFractionDigits: Int = 0, grouping: Bool = false) -> String {
        written(sign: isNegative, minimumFractionDigits: minimumFractionDigits, grouping: grouping)
    }

    /// Writes the text in one pass from its last digit to its first, straight into the string.
    private func written(sign: Bool, minimumFractionDigits: Int, grouping: Bool) -> String {
        let integerCount = max(exponent, 1)
        let fractionCount = max(fractionDigitCount, minimumFractionDigits)
        let separatorCount = grouping ? (integerCount - 1) / 3 : 0
        let length =
            (sign ? 1 : 0) + integerCount + separatorCount + (fractionCount > 0 ? 1 + fractionCount : 0)
        return String(unsafeUninitializedCapacity: length) { buffer in
            var position = length
            var remaining = significand
            func put(_ byte: UInt8) {
                position -= 1
                buffer[position] = byte
            }
            // Digit `index` counts from the first significant digit; those outside it are zeros.
            func putDigit(_ index: Int) {
                guard index >= 0, index < digitCount else { return put(UInt8(ascii: "0")) }
                put(UInt8(ascii: "0") + UInt8(remaining % 10))
                remaining /= 10
            }
            for offset in stride(from: fractionCount - 1, through: 0, by: -1) { putDigit(exponent + offset) }
            if fractionCount > 0 { put(UInt8(ascii: ".")) }
            for place in stride(from: integerCount - 1, through: 0, by: -1) {
                putDigit(exponent - integerCount + place)
                if separatorCount > 0, place > 0, (integerCount - place) % 3 == 0 { put(UInt8(ascii: ",")) }
            }
            if sign { put(UInt8(ascii: "-")) }
            return length
        }
    }
}
