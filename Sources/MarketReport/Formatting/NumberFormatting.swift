/// Locale-independent number text for reports: the same bytes on every machine.
///
/// Every function reads `nil`, NaN and the infinities as a missing value and answers
/// ``missing`` (`n/a`), or an empty string for the raw CSV form. Rounding is half away from
/// zero on the shortest decimal digits that identify the `Double` (see `DecimalDigits`), and a
/// value that rounds to zero never carries a sign (`-0.001` to two decimals is `0.00`).
public enum NumberFormatting {
    /// The text shown for a value that is unknown: `n/a`.
    public static let missing = "n/a"

    /// A decimal number with `,` grouping: between `minimumFractionDigits` and
    /// `maximumFractionDigits` digits after the point (`1,234.5` with 1...2).
    public static func decimal(
        _ value: Double?, minimumFractionDigits: Int = 0, maximumFractionDigits: Int,
        grouping: Bool = true
    ) -> String {
        guard let digits = value.flatMap(DecimalDigits.init) else { return missing }
        return digits.rounded(fractionDigits: maximumFractionDigits)
            .text(minimumFractionDigits: minimumFractionDigits, grouping: grouping)
    }

    /// A decimal number with exactly `fractionDigits` digits after the point (`28.40`).
    public static func decimal(_ value: Double?, fractionDigits: Int, grouping: Bool = true) -> String {
        decimal(
            value, minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits,
            grouping: grouping)
    }

    /// A whole number with `,` grouping, rounded half away from zero (`12,345,678`).
    public static func integer(_ value: Double?) -> String {
        decimal(value, fractionDigits: 0)
    }

    /// A count such as a volume, abbreviated with `K`, `M`, `Bn`, `Tr` and two decimals
    /// (`12.35M`); below one thousand it is the whole number (`999`).
    public static func abbreviated(_ value: Double?) -> String {
        guard let value, value.isFinite else { return missing }
        guard let scaled = Abbreviation.scaled(value, plainFractionDigits: 0) else { return integer(value) }
        return decimal(scaled.value, fractionDigits: 2) + scaled.unit.suffix
    }

    /// A change in percent with an explicit sign and two decimals (`+1.23%`, `-0.50%`,
    /// `0.00%`); the input is in percent units (1.23 means 1.23 %).
    public static func percentChange(_ value: Double?) -> String {
        guard let digits = value.flatMap(DecimalDigits.init)?.rounded(fractionDigits: 2) else {
            return missing
        }
        let sign = digits.isZero ? "" : digits.isNegative ? "-" : "+"
        return sign + digits.magnitudeText(minimumFractionDigits: 2, grouping: true) + "%"
    }

    /// A percentage without a forced sign and two decimals (`0.41%`); input in percent units.
    public static func percent(_ value: Double?) -> String {
        guard let value, value.isFinite else { return missing }
        return decimal(value, fractionDigits: 2) + "%"
    }

    /// A number for a CSV field or another machine reader: dot decimal, no grouping, never an
    /// exponent, the shortest digits that read back as the same `Double` (`0.00000123`,
    /// `1234.5`, `5`, `0` for `-0.0`); an empty string when missing.
    public static func raw(_ value: Double?) -> String {
        guard let digits = value.flatMap(DecimalDigits.init) else { return "" }
        return digits.text()
    }

    /// The direction of a change as it reads at two decimals: `-0.004` is ``Direction/flat``,
    /// matching its `0.00%` text.
    public static func direction(ofChange value: Double?) -> Direction {
        guard let digits = value.flatMap(DecimalDigits.init)?.rounded(fractionDigits: 2), !digits.isZero
        else { return .flat }
        return digits.isNegative ? .down : .up
    }
}
