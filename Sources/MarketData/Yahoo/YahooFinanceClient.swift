import Foundation

/// Fetches quotes, sparklines and ticker searches from Yahoo Finance.
///
/// Quotes need a session: the client GETs the cookie URL (it answers 404 but sets cookies), then
/// `/v1/test/getcrumb` with those cookies, and sends `crumb=` plus the cookies with each quote
/// call. The session is kept in the ``YahooCrumbStore``; a 401 fetches a new one once.
public struct YahooFinanceClient: Sendable {
    /// Most symbols Yahoo accepts in one quote call.
    public static let quoteChunkSize = 50
    /// Most symbols Yahoo accepts in one spark call.
    public static let sparkChunkSize = 20

    let connection: ProviderConnection
    let cookieURL: URL
    let crumbStore: YahooCrumbStore

    /// Creates a client; `timeout` overrides the transport's default per request.
    public init(
        transport: any HTTPTransport, baseURL: URL = MarketDataEndpoints.defaults.yahoo,
        cookieURL: URL = MarketDataEndpoints.defaults.yahooCookie,
        crumbStore: YahooCrumbStore = YahooCrumbStore(),
        timeout: TimeInterval? = nil
    ) {
        self.connection = ProviderConnection(
            transport: transport, provider: .yahoo, baseURL: baseURL, timeout: timeout,
            errorDetail: YahooWire.errorDetail)
        self.cookieURL = cookieURL
        self.crumbStore = crumbStore
    }
}
