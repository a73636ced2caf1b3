import MarketData

/// A holding as the portfolio's performance and value history read it: today's value in the base
/// currency, today's price, the period returns and, for stocks and Taiwan companies, the last
/// year of daily closes, for coins their estimated past prices.
public struct HeldAsset: Sendable, Equatable {
    /// The asset's class.
    public let kind: AssetKind
    /// The watchlist id (symbol, coin id or code).
    public let id: String
    /// The major currency the holding is valued in (`GBP` for a `GBp` quote), when known.
    public let currency: String?
    /// The entry's group, when it has one.
    public let group: String?
    /// Today's value in the base currency.
    public let valueBase: Double
    /// Today's price, in the unit of ``history``'s closes (pence for `GBp`).
    public let price: Double
    /// The asset's own period returns.
    public let returns: PeriodReturns
    /// The last year of daily closes; `nil` for coins (CoinGecko sends a week) and when missing.
    public let history: PriceHistory?
    /// A coin's prices at past days' closes, estimated from its markets row; `nil` for other
    /// classes and when its row tells no earlier price.
    public let estimate: CoinPriceEstimate?
    /// The daily closes of the rate from ``currency`` into the base currency, when it is another
    /// currency and they were fetched.
    public let rates: RateHistory?

    /// Creates a held asset.
    public init(
        kind: AssetKind, id: String, currency: String?, group: String?, valueBase: Double, price: Double,
        returns: PeriodReturns, history: PriceHistory?, estimate: CoinPriceEstimate? = nil,
        rates: RateHistory? = nil
    ) {
        self.kind = kind
        self.id = id
        self.currency = currency
        self.group = group
        self.valueBase = valueBase
        self.price = price
        self.returns = returns
        self.history = history
        self.estimate = estimate
        self.rates = rates
    }

    /// Today's quantity valued at the last close on or before `day` (a coin at its estimated price
    /// at the day's close), converted at that day's exchange rate (see ``RateHistory``), or at
    /// today's when ``rates`` has none that early; `nil` without a price reaching back to that day.
    public func value(on day: CalendarDay) -> Double? {
        guard price > 0, let close = history?.close(onOrBefore: day) ?? estimate?.price(atCloseOf: day)
        else { return nil }
        return valueBase * close / price * (rates?.factor(on: day) ?? 1)
    }

    /// The value this holding had at the start of `period`, from its own return over it: today's
    /// value divided by one plus the return; `nil` when the return is unknown.
    public func startValue(of period: ReturnPeriod) -> Double? {
        guard let percent = period.value(in: returns), percent > -100 else { return nil }
        return valueBase / (1 + percent / 100)
    }
}
