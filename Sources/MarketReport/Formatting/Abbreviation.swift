/// The units that shorten large amounts: thousand `K`, million `M`, billion `Bn`, trillion `Tr`.
public enum Abbreviation: CaseIterable, Sendable {
    /// Thousands: `K`.
    case thousand
    /// Millions: `M`.
    case million
    /// Billions: `Bn`.
    case billion
    /// Trillions: `Tr`.
    case trillion

    /// The suffix written after the number.
    public var suffix: String {
        switch self {
        case .thousand: "K"
        case .million: "M"
        case .billion: "Bn"
        case .trillion: "Tr"
        }
    }

    /// The amount one unit stands for.
    public var magnitude: Double {
        switch self {
        case .thousand: 1e3
        case .million: 1e6
        case .billion: 1e9
        case .trillion: 1e12
        }
    }

    /// The value divided by the largest unit it reaches, judged after rounding (to two
    /// decimals, or to `plainFractionDigits` below one thousand) so that `999,999` reads
    /// `1.00M` and not `1,000.00K`; `nil` when the value stays below one thousand.
    static func scaled(_ value: Double, plainFractionDigits: Int) -> (value: Double, unit: Abbreviation)? {
        let units = allCases
        var index = units.lastIndex { value.magnitude >= $0.magnitude }
        if index == nil, reachesThousand(value, fractionDigits: plainFractionDigits) { index = 0 }
        guard var index else { return nil }
        while index + 1 < units.count, reachesThousand(value / units[index].magnitude, fractionDigits: 2) {
            index += 1
        }
        return (value / units[index].magnitude, units[index])
    }

    /// Whether `value`, rounded to `fractionDigits`, has a magnitude of at least one thousand.
    private static func reachesThousand(_ value: Double, fractionDigits: Int) -> Bool {
        guard let rounded = DecimalDigits(value)?.rounded(fractionDigits: fractionDigits) else {
            return false
        }
        return rounded.exponent >= 4
    }
}
