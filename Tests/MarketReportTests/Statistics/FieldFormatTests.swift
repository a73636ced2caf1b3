import Foundation
import MarketData
import Testing

@testable import MarketReport

/// Raw values as the CSV files hold them, and the display formats of the declarations.
@Suite struct FieldFormatTests {
    static let dollars = FieldFormat.Context(
        currency: CurrencyFormat(code: "USD"), baseCurrency: usdBase, dates: utcDates, reportDay: nil,
        labels: .english)

    @Test(arguments: [
        (FieldValue.number(-1234.5), "-1234.5", false), (.number(0.00000123), "0.00000123", false),
        (.text("=SUM(A1)"), "=SUM(A1)", true),
        (.instant(Date(timeIntervalSince1970: 1_764_633_600)), "2025-12-02T00:00:00Z", false),
        (.day(CalendarDay(year: 2026, month: 12, day: 1)!), "2026-12-01", false),
        (.missing(reason: "no trades"), "", false),
        (.unknown, "", false),
    ])
    func rawText(value: FieldValue, raw: String, isText: Bool) {
        #expect(value.rawText(dates: utcDates) == raw)
        #expect(value.isText == isText)
    }

    @Test func nonFiniteNumbersAndNilAreMissing() {
        #expect(FieldValue(Double.nan) == .unknown)
        #expect(FieldValue(-Double.infinity) == .unknown)
        #expect(FieldValue(nil as Double?) == .unknown)
        #expect(FieldValue(nil as String?) == .unknown)
        #expect(FieldValue(2.5).number == 2.5)
        #expect(FieldValue("x").text == "x")
    }

    @Test(arguments: [
        (FieldFormat.price, FieldValue.number(227.63), "$227.63"), (.tradedPrice, .number(0), "n/a"),
        (.tradedPrice, .number(12.5), "$12.50"), (.signedPrice, .number(2.58), "+$2.58"),
        (.abbreviatedAmount, .number(3_421_500_000_000), "$3.42Tr"),
        (.signedAbbreviatedAmount, .number(-15_180_000_000), "-$15.18Bn"),
        (.abbreviatedCount, .number(999), "999"),
        (.wholeNumber(.count), .number(45_231), "45,231"), (.ratio, .number(36.191), "36.19"),
        (.percent, .number(0.43), "0.43%"), (.percentChange, .number(-0.004), "0.00%"),
        (.rank, .number(0), "n/a"),
        (.minutes, .number(10), "10 min"), (.plainText, .text("  NasdaqGS \n"), "NasdaqGS"),
        (.plainText, .text(" "), "n/a"), (.verbatimText, .text(" ok "), " ok "),
        (.marketState, .text("post"), "Post-market"),
        (.taiwanBoard, .text("otc"), "OTC (TPEx)"), (.taiwanBoard, .text("other"), "n/a"),
        (.instant, .instant(Date(timeIntervalSince1970: 1_764_685_800)), "2025-12-02 14:30 UTC"),
        (.day, .day(CalendarDay(year: 2026, month: 1, day: 2)!), "2026-01-02"),
        (.price, .text("12"), "n/a"), (.plainText, .number(12), "n/a"),
        (.price, .missing(reason: "no trades"), "n/a"),
    ])
    func shown(format: FieldFormat, value: FieldValue, expected: String) {
        #expect(format.text(value, in: Self.dollars) == expected)
    }

    @Test func unitsAndAlignment() {
        #expect(FieldFormat.price.unit == .currency)
        #expect(FieldFormat.abbreviatedCount.unit == .count)
        #expect(FieldFormat.percentChange.unit == .percent)
        #expect(FieldFormat.minutes.unit == .minutes)
        #expect(FieldFormat.ratio.unit == .ratio)
        #expect(FieldFormat.plainText.unit == .none)
        #expect(FieldFormat.rank.isNumeric)
        #expect(!FieldFormat.taiwanBoard.isNumeric)
    }
}
