import Testing

@testable import MarketReport

@Suite struct NumberFormattingTests {
    @Test(arguments: [
        (1234567.0, "1,234,567"),
        (0.0, "0"),
        (-0.0, "0"),
        (-1234.5, "-1,235"),
        (0.5, "1"),
        (-0.4, "0"),
        (999.5, "1,000"),
        (1e15, "1,000,000,000,000,000"),
        (9007199254740992.0, "9,007,199,254,740,992"),
        (1e-9, "0"),
        (12.0, "12"),
    ])
    func integer(value: Double, expected: String) {
        #expect(NumberFormatting.integer(value) == expected)
    }

    @Test(arguments: [
        (2.675, 2, "2.68"),
        (-2.675, 2, "-2.68"),
        (0.125, 2, "0.13"),
        (1.005, 2, "1.01"),
        (0.1 + 0.2, 2, "0.30"),
        (-0.001, 2, "0.00"),
        (9.995, 2, "10.00"),
        (1234.5, 0, "1,235"),
        (1e-9, 9, "0.000000001"),
        (28.4, 2, "28.40"),
    ])
    func fixedDecimals(value: Double, digits: Int, expected: String) {
        #expect(NumberFormatting.decimal(value, fractionDigits: digits) == expected)
    }

    @Test func decimalRangeTrimsTrailingZeros() {
        #expect(
            NumberFormatting.decimal(1234.5, minimumFractionDigits: 1, maximumFractionDigits: 3) == "1,234.5")
        #expect(NumberFormatting.decimal(1234.56789, maximumFractionDigits: 3) == "1,234.568")
        #expect(NumberFormatting.decimal(1234.0, maximumFractionDigits: 3, grouping: false) == "1234")
    }

    @Test(arguments: [
        (1.234, "+1.23%"),
        (-0.5, "-0.50%"),
        (0.0, "0.00%"),
        (-0.0, "0.00%"),
        (-0.004, "0.00%"),
        (0.005, "+0.01%"),
        (-0.005, "-0.01%"),
        (1234.5678, "+1,234.57%"),
        (1e-9, "0.00%"),
    ])
    func percentChange(value: Double, expected: String) {
        #expect(NumberFormatting.percentChange(value) == expected)
    }

    @Test(arguments: [(0.41, "0.41%"), (0.0, "0.00%"), (-2.5, "-2.50%"), (100.0, "100.00%")])
    func percent(value: Double, expected: String) {
        #expect(NumberFormatting.percent(value) == expected)
    }

    @Test(arguments: [
        (999.0, "999"),
        (1000.0, "1.00K"),
        (12_345_678.0, "12.35M"),
        (999_999.0, "1.00M"),
        (999_994.0, "999.99K"),
        (-15_180_000_000.0, "-15.18Bn"),
        (1.14e12, "1.14Tr"),
        (1e15, "1,000.00Tr"),
        (0.0, "0"),
        (-0.0, "0"),
        (999.6, "1.00K"),
    ])
    func abbreviated(value: Double, expected: String) {
        #expect(NumberFormatting.abbreviated(value) == expected)
    }

    @Test(arguments: [
        (0.00000123, "0.00000123"),
        (-0.0, "0"),
        (0.0, "0"),
        (5.0, "5"),
        (1234.5, "1234.5"),
        (-61408.25, "-61408.25"),
        (1e16, "10000000000000000"),
        (9007199254740992.0, "9007199254740992"),
        (1e-9, "0.000000001"),
        (0.1 + 0.2, "0.30000000000000004"),
        (6.31917e-7, "0.000000631917"),
        (Double.leastNonzeroMagnitude, "0." + String(repeating: "0", count: 323) + "5"),
    ])
    func raw(value: Double, expected: String) {
        #expect(NumberFormatting.raw(value) == expected)
        #expect(Double(NumberFormatting.raw(value)) == value)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteValuesAreMissing(value: Double) {
        #expect(NumberFormatting.integer(value) == "n/a")
        #expect(NumberFormatting.decimal(value, fractionDigits: 2) == "n/a")
        #expect(NumberFormatting.percentChange(value) == "n/a")
        #expect(NumberFormatting.percent(value) == "n/a")
        #expect(NumberFormatting.abbreviated(value) == "n/a")
        #expect(NumberFormatting.raw(value) == "")
        #expect(NumberFormatting.direction(ofChange: value) == .flat)
    }

    @Test func nilIsMissing() {
        #expect(NumberFormatting.integer(nil) == "n/a")
        #expect(NumberFormatting.percentChange(nil) == "n/a")
        #expect(NumberFormatting.abbreviated(nil) == "n/a")
        #expect(NumberFormatting.raw(nil) == "")
    }

    @Test(arguments: [
        (1.0, Direction.up), (-0.01, .down), (-0.004, .flat), (0.005, .up), (0.0, .flat), (-0.0, .flat),
    ])
    func direction(value: Double, expected: Direction) {
        #expect(NumberFormatting.direction(ofChange: value) == expected)
    }
}
