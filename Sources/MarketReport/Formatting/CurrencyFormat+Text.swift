extension CurrencyFormat {
    /// Significant digits a price keeps: `$12.3456`, `$0.000012`.
    public static let priceSignificantDigits = 6
    /// The most digits after the point a price is written with: `$0.0000006319`.
    public static let priceMaximumFractionDigits = 10

    /// A price: at least the minor-unit digits, then as many more as keep six significant
    /// digits, up to ten after the point, trailing zeros dropped (`$61,408.00`, `$12.3456`,
    /// `$0.000012`, `¥2,845.5`, `123.40p`); `n/a` when missing.
    public func price(_ value: Double?) -> String {
        guard let digits = value.flatMap(DecimalDigits.init) else { return NumberFormatting.missing }
        return text(priceRounded(digits), sign: .negativeOnly)
    }

    /// A price change with an explicit sign: `+$2.58`, `-$0.000012`, `$0.00` for no change.
    public func signedPrice(_ value: Double?) -> String {
        guard let digits = value.flatMap(DecimalDigits.init) else { return NumberFormatting.missing }
        return text(priceRounded(digits), sign: .always)
    }

    /// An amount with exactly the minor-unit digits: `$1,234.50`, `¥1,235`, `-£12.00`.
    public func amount(_ value: Double?) -> String {
        guard let digits = value.flatMap(DecimalDigits.init) else { return NumberFormatting.missing }
        return text(digits.rounded(fractionDigits: minorUnitDigits), sign: .negativeOnly)
    }

    /// An amount with exactly the minor-unit digits and an explicit sign: `+$1,234.50`, `-¥1,235`.
    public func signedAmount(_ value: Double?) -> String {
        guard let digits = value.flatMap(DecimalDigits.init) else { return NumberFormatting.missing }
        return text(digits.rounded(fractionDigits: minorUnitDigits), sign: .always)
    }

    /// A large amount shortened with `K`, `M`, `Bn`, `Tr` and two decimals, the sign before
    /// the symbol (`$1.14Tr`, `-$15.18Bn`); below one thousand a plain ``amount(_:)``.
    public func abbreviated(_ value: Double?) -> String {
        abbreviated(value, sign: .negativeOnly)
    }

    /// Like ``abbreviated(_:)`` with an explicit sign for a change: `+$1.20Bn`, `-$15.18Bn`.
    public func signedAbbreviated(_ value: Double?) -> String {
        abbreviated(value, sign: .always)
    }

    /// When a sign is written.
    private enum SignRule {
        case negativeOnly
        case always
    }

    private func abbreviated(_ value: Double?, sign: SignRule) -> String {
        guard let value, let digits = DecimalDigits(value) else { return NumberFormatting.missing }
        guard let scaled = Abbreviation.scaled(value, plainFractionDigits: minorUnitDigits),
            let scaledDigits = DecimalDigits(scaled.value)
        else {
            return text(digits.rounded(fractionDigits: minorUnitDigits), sign: sign)
        }
        return text(scaledDigits.rounded(fractionDigits: 2), sign: sign, unitSuffix: scaled.unit.suffix)
    }

    /// Rounds to the minor-unit digits, or more to keep six significant digits, at most ten.
    private func priceRounded(_ digits: DecimalDigits) -> DecimalDigits {
        let wanted = Self.priceSignificantDigits - digits.exponent
        return digits.rounded(
            fractionDigits: min(Self.priceMaximumFractionDigits, max(minorUnitDigits, wanted)))
    }

    /// Joins sign, symbol and number; zero carries no sign.
    private func text(_ digits: DecimalDigits, sign: SignRule, unitSuffix: String = "") -> String {
        let minimum = unitSuffix.isEmpty ? minorUnitDigits : 2
        let number = digits.magnitudeText(minimumFractionDigits: minimum, grouping: true) + unitSuffix
        let signText = digits.isZero ? "" : digits.isNegative ? "-" : sign == .always ? "+" : ""
        switch placement {
        case .prefix: return signText + symbol + number
        case .suffix: return signText + number + symbol
        }
    }
}
