import MarketData

/// One line of `market-report quote`: the latest price of a stock, coin or Taiwan company and
/// its change, or why there is none.
public struct QuoteRow: Sendable, Hashable {
    /// The symbol, coin id or company code, as the provider keys it.
    public var symbol: String
    /// The display name, when known.
    public var name: String?
    /// The latest price (a Taiwan company's daily close).
    public var price: Double?
    /// The ISO currency code of ``price`` (`USD`, `GBp`, `TWD`).
    public var currency: String?
    /// The change from the previous close (24 h for a coin).
    public var change: Double?
    /// The change in percent (1.27 = 1.27 %).
    public var changePercent: Double?
    /// What the exchange wrote in place of the change, with its meaning (`除息 (ex-dividend)`).
    public var changeNote: String?
    /// Why data is missing; `nil` when the row is complete.
    public var failure: FetchFailure?

    /// A row with only the symbol set.
    public init(symbol: String) {
        self.symbol = symbol
    }

    /// `ok`, or the short reason the row has gaps (`not found`, `timeout`, ...).
    public var status: String { failure?.reason ?? "ok" }

    /// Whether the provider knows the asset (it may still lack a price, such as an emerging
    /// Taiwan company without a daily close).
    public var isFound: Bool { price != nil || name != nil }
}
