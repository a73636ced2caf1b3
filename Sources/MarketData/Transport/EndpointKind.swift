/// The kinds of answer the providers give, each with its own size limit
/// (``TransportLimits/maxBodyBytes(for:)``).
public enum EndpointKind: String, Sendable, Hashable, CaseIterable {
    /// The Yahoo page that sets the session cookies.
    case yahooCookie = "yahoo cookie"
    /// Yahoo's `getcrumb`.
    case crumb
    /// Yahoo quotes (50 symbols a call).
    case quote
    /// Yahoo sparklines (20 symbols a call).
    case spark
    /// One Yahoo chart.
    case chart
    /// Yahoo symbol search.
    case search
    /// CoinGecko markets (250 coins a call).
    case coinMarkets = "coin markets"
    /// One CoinGecko coin detail.
    case coinDetail = "coin detail"
    /// A TWSE or TPEx company directory.
    case taiwanDirectory = "Taiwan directory"
    /// A TWSE or TPEx list of daily quotes.
    case taiwanDailyQuotes = "Taiwan daily quotes"
    /// A TWSE or TPEx list of one day's figures (institutional trades, margin, valuation,
    /// revenue, attention and disposition).
    case taiwanDailyFigures = "Taiwan daily figures"
    /// A TWSE or TPEx ex-rights / ex-dividend schedule.
    case taiwanExDividends = "Taiwan ex-dividend schedule"
}
