import Foundation

/// How many units of one currency a unit of another buys, from a Yahoo `XXXYYY=X` quote.
public struct ExchangeRate: Sendable, Hashable {
    /// The currency converted from, a major unit (`GBP`, never `GBp`).
    public var from: String
    /// The currency converted to.
    public var to: String
    /// Units of ``to`` per unit of ``from``.
    public var rate: Double
    /// When the rate was quoted, when known.
    public var time: Date?

    /// Creates a rate.
    public init(from: String, to: String, rate: Double, time: Date? = nil) {
        self.from = from
        self.to = to
        self.rate = rate
        self.time = time
    }

    /// The Yahoo symbol of the rate from `from` to `to`: `JPYUSD=X`.
    public static func symbol(from: String, to: String) -> String { "\(from)\(to)=X" }

    /// The major unit a quote currency's amounts are summed and converted in, and how many of the
    /// quote's units make one of it: `GBp` (pence) is `(GBP, 100)`, `USD` is `(USD, 1)`.
    public static func majorUnit(of code: String) -> (code: String, unitsPerMajor: Double) {
        if let major = minorUnits[code] { return (major, 100) }
        return (code.uppercased(), 1)
    }

    /// Quote currencies in a hundredth of a major unit: pence, South African cents, agorot.
    public static let minorUnits: [String: String] = ["GBp": "GBP", "GBX": "GBP", "ZAc": "ZAR", "ILA": "ILS"]
}
