import Testing

@testable import MarketReport

@Suite struct CurrencyFormatTests {
    @Test(arguments: [
        ("USD", 61408.0, "$61,408.00"),
        ("USD", 12.3456, "$12.3456"),
        ("USD", 12.345678, "$12.3457"),
        ("USD", 0.000012, "$0.000012"),
        ("USD", 0.00000123, "$0.00000123"),
        ("USD", 6.31917e-7, "$0.0000006319"),
        ("USD", 1e-9, "$0.000000001"),
        ("USD", 1e-12, "$0.00"),
        ("USD", 0.5, "$0.50"),
        ("USD", 227.6300048828125, "$227.63"),
        ("USD", -1234.5, "-$1,234.50"),
        ("USD", -0.0, "$0.00"),
        ("USD", 0.0, "$0.00"),
        ("USD", 1e15, "$1,000,000,000,000,000.00"),
        ("EUR", 98.7, "€98.70"),
        ("GBP", 12.0, "£12.00"),
        ("JPY", 2845.5, "¥2,845.5"),
        ("JPY", 2845.0, "¥2,845"),
        ("TWD", 1085.0, "NT$1,085.00"),
        ("GBp", 123.4, "123.40p"),
        ("GBp", -5.0, "-5.00p"),
        ("CHF", 1234.5, "1,234.50 CHF"),
        ("chf", 1234.5, "1,234.50 CHF"),
    ])
    func price(code: String, value: Double, expected: String) {
        #expect(CurrencyFormat(code: code).price(value) == expected)
    }

    @Test(arguments: [
        ("USD", 2.58, "+$2.58"),
        ("USD", -0.000012, "-$0.000012"),
        ("USD", 0.0, "$0.00"),
        ("USD", -0.0, "$0.00"),
        ("GBp", 1.2, "+1.20p"),
        ("CHF", -3.0, "-3.00 CHF"),
    ])
    func signedPrice(code: String, value: Double, expected: String) {
        #expect(CurrencyFormat(code: code).signedPrice(value) == expected)
    }

    @Test(arguments: [
        ("USD", 1.14e12, "$1.14Tr"),
        ("USD", -15.18e9, "-$15.18Bn"),
        ("USD", 2_500_000.0, "$2.50M"),
        ("USD", 999.5, "$999.50"),
        ("USD", 999.999, "$1.00K"),
        ("USD", 0.0, "$0.00"),
        ("JPY", 999.0, "¥999"),
        ("TWD", 27.48e9, "NT$27.48Bn"),
        ("CHF", 1500.0, "1.50K CHF"),
        ("GBp", 5e6, "5.00Mp"),
    ])
    func abbreviated(code: String, value: Double, expected: String) {
        #expect(CurrencyFormat(code: code).abbreviated(value) == expected)
    }

    @Test func signedAbbreviatedWritesPlus() {
        #expect(CurrencyFormat(code: "USD").signedAbbreviated(1.2e9) == "+$1.20Bn")
        #expect(CurrencyFormat(code: "USD").signedAbbreviated(-15.18e9) == "-$15.18Bn")
    }

    @Test(arguments: [("USD", 1234.5, "$1,234.50"), ("JPY", 1234.5, "¥1,235"), ("GBP", -12.0, "-£12.00")])
    func amount(code: String, value: Double, expected: String) {
        #expect(CurrencyFormat(code: code).amount(value) == expected)
    }

    @Test func missingCodeWritesTheNumberAlone() {
        #expect(CurrencyFormat(code: nil).price(12.5) == "12.50")
        #expect(CurrencyFormat(code: "  ").amount(-3) == "-3.00")
        #expect(CurrencyFormat(code: nil).totalCode == nil)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteValuesAreMissing(value: Double) {
        let usd = CurrencyFormat(code: "USD")
        #expect(usd.price(value) == "n/a")
        #expect(usd.signedPrice(value) == "n/a")
        #expect(usd.amount(value) == "n/a")
        #expect(usd.abbreviated(value) == "n/a")
        #expect(usd.price(nil) == "n/a")
    }

    @Test func subunitsFoldIntoTheirMainCurrency() {
        let pence = CurrencyFormat(code: "GBp")
        #expect(pence.totalCode == "GBP")
        #expect(pence.amountInTotalCurrency(12340) == 123.4)
        #expect(CurrencyFormat(code: "USD").totalCode == "USD")
        #expect(CurrencyFormat(code: "USD").amountInTotalCurrency(5) == 5)
        #expect(CurrencyFormat(code: "GBP") != pence)
    }
}
