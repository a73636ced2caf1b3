/// An ISO 4217 currency code: three capital letters, such as `USD`, `TWD` or `EUR`.
public struct CurrencyCode: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The three letters.
    public let text: String

    /// The code `text`, or `nil` unless it is exactly three ASCII capital letters.
    public init?(_ text: String) {
        guard text.unicodeScalars.count == 3, text.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) })
        else { return nil }
        self.text = text
    }

    /// United States dollars, the base currency when none is chosen.
    public static let usd = CurrencyCode("USD")!

    public var description: String { text }

    public static func < (lhs: CurrencyCode, rhs: CurrencyCode) -> Bool { lhs.text < rhs.text }
}
