/// The data providers, used to group requests and to say where a problem came from.
public enum MarketDataProvider: String, Sendable, Hashable, CaseIterable {
    /// Yahoo Finance (stocks).
    case yahoo
    /// CoinGecko (coins).
    case coinGecko = "coingecko"
    /// Taiwan Stock Exchange open data (listed companies).
    case twse
    /// Taipei Exchange open data (OTC and emerging companies).
    case tpex

    /// The provider's public name, for attributions and messages.
    public var displayName: String {
        switch self {
        case .yahoo: return "Yahoo Finance"
        case .coinGecko: return "CoinGecko"
        case .twse: return "TWSE"
        case .tpex: return "TPEx"
        }
    }

    /// Requests at once the standard stack allows for this provider.
    public var concurrencyLimit: Int {
        switch self {
        case .yahoo, .twse, .tpex: return 4
        case .coinGecko: return 2
        }
    }
}
