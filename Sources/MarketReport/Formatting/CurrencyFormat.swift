import Foundation
import JSON

/// How amounts in one currency are written: symbol, its place, and the minor-unit digits.
///
/// Known ISO codes get their symbol (`USD` `$`, `EUR` `€`, `GBP` `£`, `JPY` `¥`, `TWD` `NT$`,
/// ...); a quote in a subunit (`GBp`, pence; `ZAc`, cents; `ILA`, agorot) is written with its
/// suffix (`123.40p`) and is converted to its main currency for totals; any other code follows
/// the number after a space (`1,234.50 CHF`). Without a code the number stands alone, as an
/// index's points do (`6,858.47`).
public struct CurrencyFormat: Sendable, Equatable, Hashable {
    /// Where the symbol goes relative to the number.
    public enum Placement: Sendable, Equatable, Hashable {
        /// Before the number, after any sign: `-$1.00`.
        case prefix
        /// After the number, as is: `123.40p`, `1,234.50 CHF` (the symbol holds the space).
        case suffix
    }

    /// The code as the provider sent it (`USD`, `GBp`), or `nil` when it is unknown.
    public let code: String?
    /// The text that marks the currency (`$`, `p`, ` CHF`); empty without a code.
    public let symbol: String
    /// Where ``symbol`` goes.
    public let placement: Placement
    /// Digits after the point in a plain amount (2 for USD, 0 for JPY).
    public let minorUnitDigits: Int
    /// The currency totals are kept in (`GBP` for `GBp`), and how many units make one of it.
    public let totalCurrency: (code: String, unitsPerTotal: Double)?

    /// The rules for an ISO 4217 code as Yahoo, CoinGecko and the Taiwan exchanges send it
    /// (case-sensitive for the subunits `GBp`, `ZAc` and `ILA`; otherwise case-insensitive).
    public init(code: String?) {
        let trimmed = code?.trimmingSpaces ?? ""
        guard !trimmed.isEmpty else {
            self.init(code: nil, symbol: "", placement: .suffix, minorUnitDigits: 2, total: nil)
            return
        }
        if let subunit = Self.subunits[trimmed] {
            self.init(
                code: trimmed, symbol: subunit.suffix, placement: .suffix, minorUnitDigits: 2,
                total: (subunit.main, 100))
            return
        }
        // Codes come upper-case nearly always; only others are copied.
        let upper =
            trimmed.utf8.contains(where: { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) })
            ? trimmed.uppercased() : trimmed
        let minor = Self.zeroDecimalCodes.contains(upper) ? 0 : 2
        if let symbol = Self.symbols[upper] {
            self.init(code: upper, symbol: symbol, placement: .prefix, minorUnitDigits: minor, total: nil)
        } else {
            self.init(
                code: upper, symbol: " " + upper, placement: .suffix, minorUnitDigits: minor, total: nil)
        }
    }

    private init(
        code: String?, symbol: String, placement: Placement, minorUnitDigits: Int,
        total: (code: String, unitsPerTotal: Double)?
    ) {
        self.code = code
        self.symbol = symbol
        self.placement = placement
        self.minorUnitDigits = minorUnitDigits
        self.totalCurrency = total
    }

    /// The code totals are summed under: the main currency for a subunit, else ``code``.
    public var totalCode: String? { totalCurrency?.code ?? code }

    /// How amounts in the main currency are written: `£` for `GBp`, whose market capitalisation
    /// and earnings per share Yahoo sends in pounds; the format itself for a main currency.
    public var major: CurrencyFormat {
        totalCurrency.map { CurrencyFormat(code: $0.code) } ?? self
    }

    /// Converts an amount in this currency to the currency named by ``totalCode``.
    public func amountInTotalCurrency(_ amount: Double) -> Double {
        amount / (totalCurrency?.unitsPerTotal ?? 1)
    }

    public static func == (lhs: CurrencyFormat, rhs: CurrencyFormat) -> Bool {
        lhs.code == rhs.code
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
    }

    private static let symbols: [String: String] = [
        "USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "TWD": "NT$", "CNY": "CN¥", "HKD": "HK$",
        "KRW": "₩", "INR": "₹", "CAD": "CA$", "AUD": "A$", "SGD": "S$", "NZD": "NZ$", "ILS": "₪",
        "BRL": "R$", "MXN": "MX$", "ZAR": "R",
    ]

    private static let subunits: [String: (suffix: String, main: String)] = [
        "GBp": ("p", "GBP"), "GBX": ("p", "GBP"), "ZAc": ("c", "ZAR"), "ILA": (" ag.", "ILS"),
    ]

    private static let zeroDecimalCodes: Set<String> = ["JPY", "KRW", "VND", "CLP", "ISK"]
}
