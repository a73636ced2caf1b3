extension DecimalDigits {
    /// The magnitude written out with a dot decimal, no exponent, at least
    /// `minimumFractionDigits` digits after the point, and optionally `,` every three digits.
    func magnitudeText(minimumFractionDigits: Int = 0, grouping: Bool = false) -> String {
        let integerDigits: [UInt8] =
            exponent > 0
            ? (0..<exponent).map { $0 < digits.count ? digits[$0] : 0 }
            : [0]
        let fractionCount = max(fractionDigitCount, minimumFractionDigits)
        let fractionDigits: [UInt8] = (0..<fractionCount).map { offset in
            let index = exponent + offset
            return index >= 0 && index < digits.count ? digits[index] : 0
        }
        var text = ""
        for (index, digit) in integerDigits.enumerated() {
            if grouping && index > 0 && (integerDigits.count - index) % 3 == 0 { text += "," }
            text.append(Character(Unicode.Scalar(48 + digit)))
        }
        if !fractionDigits.isEmpty {
            text += "."
            for digit in fractionDigits { text.append(Character(Unicode.Scalar(48 + digit))) }
        }
        return text
    }

    /// The signed value written out (`-` for negative, nothing for zero or positive).
    func text(minimumFractionDigits: Int = 0, grouping: Bool = false) -> String {
        (isNegative ? "-" : "")
            + magnitudeText(minimumFractionDigits: minimumFractionDigits, grouping: grouping)
    }
}
