/// The currency a Yahoo symbol is most likely quoted in, told from its exchange suffix, so the
/// exchange rate it needs can ride in the same quote call as the symbol itself.
///
/// Only a guess: the quote's own `currency` decides, and a currency guessed wrong costs one more
/// quote call for its rate.
public enum ListingCurrency {
    /// The likely major currency of `symbol`: `USD` without a suffix, `JPY` for `.T`, `GBP` for `.L`;
    /// `nil` for a suffix not known here.
    public static func likely(forSymbol symbol: String) -> String? {
        guard let dot = symbol.lastIndex(of: ".") else { return symbol.contains("=") ? nil : "USD" }
        return bySuffix[symbol[symbol.index(after: dot)...].uppercased()]
    }

    private static let bySuffix: [String: String] = [
        "T": "JPY", "L": "GBP", "IL": "GBP", "TW": "TWD", "TWO": "TWD", "HK": "HKD", "DE": "EUR", "F": "EUR",
        "PA": "EUR", "AS": "EUR", "MI": "EUR", "MC": "EUR", "BR": "EUR", "VI": "EUR", "HE": "EUR",
        "TO": "CAD", "V": "CAD", "AX": "AUD", "NZ": "NZD", "SW": "CHF", "KS": "KRW", "KQ": "KRW",
        "SS": "CNY", "SZ": "CNY", "NS": "INR", "BO": "INR", "SA": "BRL", "MX": "MXN", "JO": "ZAR",
        "TA": "ILS", "ST": "SEK", "OL": "NOK", "CO": "DKK", "SI": "SGD",
    ]
}
