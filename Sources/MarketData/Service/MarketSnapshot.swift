import Foundation
import JSON

/// Everything one fetch produced, with a problem for each gap.
///
/// Every dictionary is keyed by ``AssetKey`` text: stock symbols and Taiwan codes upper-cased,
/// coin ids lower-cased.
public struct MarketSnapshot: Sendable {
    /// Stock quotes by symbol.
    public var quotes: [String: StockQuote]
    /// Stock price histories (daily closes) by symbol.
    public var sparklines: [String: Sparkline]
    /// Price histories of listed and OTC Taiwan stocks (Yahoo `CODE.TW`, `CODE.TWO`) by code.
    public var taiwanHistories: [String: Sparkline]
    /// Exchange rates into the requested base currency, by the major currency converted from.
    public var exchangeRates: [String: ExchangeRate]
    /// Coin markets rows by id (each holds its 7-day sparkline).
    public var coinMarkets: [String: CoinMarket]
    /// Coin details by id.
    public var coinDetails: [String: CoinDetail]
    /// Taiwan directory entries by code.
    public var taiwanCompanies: [String: TaiwanCompany]
    /// Taiwan daily quotes by code.
    public var taiwanQuotes: [String: TaiwanDailyQuote]
    /// The exchanges' other daily figures of listed and OTC Taiwan companies, by code.
    public var taiwanFigures: [String: TaiwanDailyFigures]
    /// Taiwan ex-rights / ex-dividend schedule rows by code, in the schedule's order.
    public var taiwanExDividends: [String: [TaiwanExDividend]] = [:]
    /// One entry per missing piece of data, in request order (stocks, coins, Taiwan).
    public var problems: [FetchProblem]
    /// When the fetch finished.
    public var fetchedAt: Date
    /// The benchmark's last year of daily closes, when it was asked for and answered.
    public var benchmark: Sparkline?
    /// The last year of daily closes of the exchange rates into the base currency, by the major
    /// currency converted from: those that rode in a spark call and were answered.
    public var rateHistories: [String: Sparkline] = [:]

    /// Creates a snapshot.
    public init(
        quotes: [String: StockQuote] = [:], sparklines: [String: Sparkline] = [:],
        coinMarkets: [String: CoinMarket] = [:], coinDetails: [String: CoinDetail] = [:],
        taiwanCompanies: [String: TaiwanCompany] = [:], taiwanQuotes: [String: TaiwanDailyQuote] = [:],
        taiwanHistories: [String: Sparkline] = [:], taiwanFigures: [String: TaiwanDailyFigures] = [:],
        exchangeRates: [String: ExchangeRate] = [:], problems: [FetchProblem] = [], fetchedAt: Date
    ) {
        self.quotes = quotes
        self.sparklines = sparklines
        self.coinMarkets = coinMarkets
        self.coinDetails = coinDetails
        self.taiwanCompanies = taiwanCompanies
        self.taiwanQuotes = taiwanQuotes
        self.taiwanHistories = taiwanHistories
        self.taiwanFigures = taiwanFigures
        self.exchangeRates = exchangeRates
        self.problems = problems
        self.fetchedAt = fetchedAt
    }

    /// The quote of the stock `key`.
    public func quote(for key: AssetKey) -> StockQuote? { quotes[key.text] }

    /// The sparkline of the stock `key`.
    public func sparkline(for key: AssetKey) -> Sparkline? { sparklines[key.text] }

    /// The markets row of the coin `key`.
    public func coinMarket(for key: AssetKey) -> CoinMarket? { coinMarkets[key.text] }

    /// The detail of the coin `key`.
    public func coinDetail(for key: AssetKey) -> CoinDetail? { coinDetails[key.text] }

    /// The directory entry of the Taiwan company `key`.
    public func taiwanCompany(for key: AssetKey) -> TaiwanCompany? { taiwanCompanies[key.text] }

    /// The price history of the Taiwan company `key`.
    public func taiwanHistory(for key: AssetKey) -> Sparkline? { taiwanHistories[key.text] }

    /// The daily figures of the Taiwan company `key`.
    public func taiwanFigures(for key: AssetKey) -> TaiwanDailyFigures? { taiwanFigures[key.text] }

    /// The ex-rights / ex-dividend schedule rows of the Taiwan company `key`.
    public func taiwanExDividends(for key: AssetKey) -> [TaiwanExDividend] {
        taiwanExDividends[key.text] ?? []
    }

    /// The daily quote of the Taiwan company `key`.
    public func taiwanQuote(for key: AssetKey) -> TaiwanDailyQuote? { taiwanQuotes[key.text] }
}
