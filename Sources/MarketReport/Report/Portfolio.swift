import Foundation
import MarketData

/// Every holding of the watchlist summed up in one base currency: the grand total, a subtotal
/// per currency, the exchange rates used, and what is missing from the total.
///
/// A holding whose currency has no rate is left out of the total, never counted as zero: the
/// total is then partial and ``missingRates`` names the currencies.
public struct Portfolio: Sendable, Equatable {
    /// The holdings of one currency (major unit: pence are summed as pounds).
    public struct Subtotal: Sendable, Equatable {
        /// The currency, `nil` for holdings whose quote had none.
        public let currency: String?
        /// The summed value of the priced holdings, in ``currency``.
        public let value: Double
        /// How many priced holdings went into ``value``.
        public let count: Int
        /// ``value`` in the base currency; `nil` without a rate.
        public let valueBase: Double?
    }

    /// The base currency.
    public let baseCurrency: String
    /// The rates used, by the currency converted from, in code order.
    public let rates: [ExchangeRate]
    /// One subtotal per currency, in code order (unknown currency last).
    public let subtotals: [Subtotal]
    /// The sum of every holding that has a price and a rate, in the base currency.
    public let total: Double
    /// The day's change of the holdings in ``total``, in the base currency.
    public let dayChange: Double
    /// The summed gain of the converted holdings that have a cost, in the base currency.
    public let gain: Double
    /// The summed cost basis of those holdings, in the base currency.
    public let costBasis: Double
    /// How many holdings went into ``gain`` (those with a cost), and into ``total``.
    public let withCost: Int, counted: Int
    /// How many holdings the watchlist has.
    public let holdingCount: Int
    /// Currencies of priced holdings without an exchange rate into the base currency.
    public let missingRates: [String]
    /// The watchlist ids of holdings without a price.
    public let unpriced: [String]
    /// Every rate fetched, by the currency converted from.
    private let fetchedRates: [String: ExchangeRate]

    /// The portfolio of `holdings` (watchlist id and holding) in `baseCurrency`, converted with `rates`
    /// (by the major currency converted from).
    public init(
        holdings: [(id: String, holding: Holding)], baseCurrency: String, rates: [String: ExchangeRate]
    ) {
        self.baseCurrency = baseCurrency
        fetchedRates = rates
        var used: [String: ExchangeRate] = [:]
        var sums: [String?: (value: Double, count: Int)] = [:]
        var missing = Set<String>()
        var unpriced: [String] = []
        var total = 0.0, dayChange = 0.0, gain = 0.0, costBasis = 0.0
        var withCost = 0, counted = 0
        for (id, holding) in holdings {
            guard let value = holding.value else {
                unpriced.append(id)
                continue
            }
            let currency = holding.valueCurrency
            var sum = sums[currency] ?? (0, 0)
            sum.value += value
            sum.count += 1
            sums[currency] = sum
            guard let rate = Self.rate(from: currency, to: baseCurrency, in: rates) else {
                missing.insert(currency ?? "unknown currency")
                continue
            }
            if let currency, let found = rates[currency] { used[currency] = found }
            total += value * rate
            counted += 1
            dayChange += (holding.dayChange ?? 0) * rate
            if let itsGain = holding.gain, let basis = holding.costBasis {
                gain += itsGain * rate
                costBasis += basis * rate
                withCost += 1
            }
        }
        self.rates = used.values.sorted { $0.from < $1.from }
        subtotals = sums.map { currency, sum in
            Subtotal(
                currency: currency, value: sum.value, count: sum.count,
                valueBase: Self.rate(from: currency, to: baseCurrency, in: rates).map { sum.value * $0 })
        }
        .sorted { ($0.currency ?? "\u{10FFFF}") < ($1.currency ?? "\u{10FFFF}") }
        (self.total, self.dayChange, self.gain, self.costBasis) = (total, dayChange, gain, costBasis)
        (self.withCost, self.counted, self.holdingCount) = (withCost, counted, holdings.count)
        missingRates = missing.sorted()
        self.unpriced = unpriced
    }

    /// The portfolio of some of these `holdings` (a group's, a class's), in the same base currency
    /// and converted with the same rates.
    public func part(_ holdings: [(id: String, holding: Holding)]) -> Portfolio {
        Portfolio(holdings: holdings, baseCurrency: baseCurrency, rates: fetchedRates)
    }

    /// Whether some holding is left out of ``total`` (no price, or no rate).
    public var isPartial: Bool { !missingRates.isEmpty || !unpriced.isEmpty }

    /// The gain in percent of the cost basis of the holdings with a cost; `nil` when none has one.
    public var gainPercent: Double? { costBasis == 0 ? nil : gain / costBasis.magnitude * 100 }

    /// The day's change in percent of the total before it; `nil` when that was zero.
    public var dayChangePercent: Double? {
        let before = total - dayChange
        return before == 0 ? nil : dayChange / before.magnitude * 100
    }

    /// The position of `holding`: its value in the base currency (when it has a price and a rate)
    /// and its weight in ``total``.
    public func position(of holding: Holding) -> Position {
        let rate = Self.rate(from: holding.valueCurrency, to: baseCurrency, in: fetchedRates)
        let valueBase = holding.value.flatMap { value in rate.map { value * $0 } }
        return Position(
            holding: holding, baseCurrency: baseCurrency, valueBase: valueBase,
            weight: valueBase.flatMap { total > 0 ? $0 / total * 100 : nil })
    }

    /// Units of `base` per unit of `currency`: 1 for the base itself, else the fetched rate.
    private static func rate(from currency: String?, to base: String, in rates: [String: ExchangeRate])
        -> Double?
    {
        guard let currency else { return nil }
        return currency == base ? 1 : rates[currency]?.rate
    }
}
