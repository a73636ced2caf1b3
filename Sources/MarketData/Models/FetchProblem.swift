/// The data sets a problem can concern.
public enum MarketDataset: String, Sendable, Hashable, CaseIterable {
    /// A Yahoo quote.
    case quote
    /// A price history for a sparkline.
    case sparkline
    /// A CoinGecko markets row.
    case coinMarket = "coin market"
    /// A CoinGecko coin detail.
    case coinDetail = "coin detail"
    /// A Taiwan directory entry.
    case taiwanCompany = "taiwan company"
    /// A Taiwan daily quote.
    case taiwanQuote = "taiwan quote"
    /// An exchange rate (the problem's symbol is the currency converted from).
    case exchangeRate = "exchange rate"
    /// A Taiwan stock's institutional net buying (三大法人).
    case institutional
    /// A Taiwan stock's margin and short balances (融資融券).
    case margin
    /// A Taiwan stock's P/E, dividend yield and P/B.
    case valuation
    /// A Taiwan company's monthly revenue.
    case revenue
    /// Whether a Taiwan stock is on the attention list (注意股票).
    case attention
    /// Whether a Taiwan stock is under disposition (處置股票).
    case disposition
    /// A Taiwan exchange's ex-rights / ex-dividend schedule (the dates only: prices are unaffected).
    case exDividends = "events"
}

/// Data that could not be fetched for one symbol, and why.
public struct FetchProblem: Sendable, Hashable, CustomStringConvertible {
    /// The symbol, coin id or company code as requested.
    public var symbol: String
    /// Which data set is missing.
    public var dataset: MarketDataset
    /// Where it should have come from.
    public var provider: MarketDataProvider
    /// Why it is missing.
    public var reason: FetchFailure

    /// Creates a problem.
    public init(symbol: String, dataset: MarketDataset, provider: MarketDataProvider, reason: FetchFailure) {
        self.symbol = symbol
        self.dataset = dataset
        self.provider = provider
        self.reason = reason
    }

    /// One line such as `AAPL: quote from Yahoo Finance: rate limited (retry after 30 s)`.
    public var description: String {
        "\(symbol): \(dataset.rawValue) from \(provider.displayName): \(reason)"
    }
}
