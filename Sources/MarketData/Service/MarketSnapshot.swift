import Foundation
import JSON

/// Everything one fetch produced, with a problem for each gap.
///
/// Keys: stock symbols upper-cased, coin ids lower-cased, Taiwan codes trimmed (use the lookup
/// methods to normalise a watchlist entry the same way).
public struct MarketSnapshot: Sendable {
    /// Stock quotes by symbol.
    public var quotes: [String: StockQuote]
    /// Stock sparklines (one month of daily closes) by symbol.
    public var sparklines: [String: Sparkline]
    /// Coin markets rows by id (each holds its 7-day sparkline).
    public var coinMarkets: [String: CoinMarket]
    /// Coin details by id.
    public var coinDetails: [String: CoinDetail]
    /// Taiwan directory entries by code.
    public var taiwanCompanies: [String: TaiwanCompany]
    /// Taiwan daily quotes by code.
    public var taiwanQuotes: [String: TaiwanDailyQuote]
    /// One entry per missing piece of data, in request order (stocks, coins, Taiwan).
    public var problems: [FetchProblem]
    /// When the fetch finished.
    public var fetchedAt: Date

    /// Creates a snapshot.
    public init(
        quotes: [String: StockQuote] = [:], sparklines: [String: Sparkline] = [:],
        coinMarkets: [String: CoinMarket] = [:], coinDetails: [String: CoinDetail] = [:],
        taiwanCompanies: [String: TaiwanCompany] = [:], taiwanQuotes: [String: TaiwanDailyQuote] = [:],
        problems: [FetchProblem] = [], fetchedAt: Date
    ) {
        self.quotes = quotes
        self.sparklines = sparklines
        self.coinMarkets = coinMarkets
        self.coinDetails = coinDetails
        self.taiwanCompanies = taiwanCompanies
        self.taiwanQuotes = taiwanQuotes
        self.problems = problems
        self.fetchedAt = fetchedAt
    }

    /// The quote for a watchlist symbol (any case).
    public func quote(for symbol: String) -> StockQuote? { quotes[Self.stockKey(symbol)] }

    /// The sparkline for a watchlist symbol (any case).
    public func sparkline(for symbol: String) -> Sparkline? { sparklines[Self.stockKey(symbol)] }

    /// The markets row for a coin id (any case).
    public func coinMarket(for id: String) -> CoinMarket? { coinMarkets[Self.coinKey(id)] }

    /// The detail for a coin id (any case).
    public func coinDetail(for id: String) -> CoinDetail? { coinDetails[Self.coinKey(id)] }

    /// The problems concerning one symbol, id or code (any case).
    public func problems(for symbol: String) -> [FetchProblem] {
        let key = Self.stockKey(symbol)
        return problems.filter { $0.symbol.uppercased() == key }
    }

    /// The key a stock symbol or Taiwan code is stored under.
    public static func stockKey(_ symbol: String) -> String {
        symbol.trimmingSpaces.uppercased()
    }

    /// The key a coin id is stored under.
    public static func coinKey(_ id: String) -> String {
        id.trimmingSpaces.lowercased()
    }
}
