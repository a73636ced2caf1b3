import Foundation

/// Where each provider lives, and the optional CoinGecko key.
///
/// Resolved in this order: environment variables, then a JSON config file, then the defaults.
/// Environment: `MARKET_REPORT_YAHOO_URL`, `MARKET_REPORT_YAHOO_COOKIE_URL`,
/// `MARKET_REPORT_COINGECKO_URL`, `COINGECKO_API_KEY`, `MARKET_REPORT_TWSE_URL`,
/// `MARKET_REPORT_TPEX_URL`. Config file keys, at the top level or inside an `"endpoints"` object:
///
///     { "endpoints": { "yahoo": "https://query1.finance.yahoo.com",
///                      "yahooCookie": "https://fc.yahoo.com",
///                      "coinGecko": "https://api.coingecko.com/api/v3",
///                      "coinGeckoApiKey": "CG-...",
///                      "twse": "https://openapi.twse.com.tw/v1",
///                      "tpex": "https://www.tpex.org.tw/openapi/v1" } }
public struct MarketDataEndpoints: Sendable, Equatable {
    /// Yahoo Finance API base (quote, spark, chart, search, getcrumb).
    public var yahoo: URL
    /// The Yahoo page whose answer sets the session cookies.
    public var yahooCookie: URL
    /// CoinGecko API v3 base.
    public var coinGecko: URL
    /// CoinGecko demo key, sent as `x-cg-demo-api-key` when present.
    public var coinGeckoAPIKey: String?
    /// TWSE OpenAPI base.
    public var twse: URL
    /// TPEx OpenAPI base.
    public var tpex: URL

    /// Creates endpoints.
    public init(
        yahoo: URL, yahooCookie: URL, coinGecko: URL, coinGeckoAPIKey: String? = nil, twse: URL, tpex: URL
    ) {
        self.yahoo = yahoo
        self.yahooCookie = yahooCookie
        self.coinGecko = coinGecko
        self.coinGeckoAPIKey = coinGeckoAPIKey
        self.twse = twse
        self.tpex = tpex
    }

    /// The providers' public addresses.
    public static let defaults = MarketDataEndpoints(
        yahoo: URL(string: "https://query1.finance.yahoo.com")!,
        yahooCookie: URL(string: "https://fc.yahoo.com")!,
        coinGecko: URL(string: "https://api.coingecko.com/api/v3")!,
        twse: URL(string: "https://openapi.twse.com.tw/v1")!,
        tpex: URL(string: "https://www.tpex.org.tw/openapi/v1")!)

    /// One setting: its config-file key, its environment variable and where it is stored.
    private struct Setting: Sendable {
        let fileKey: String
        let variable: String
        nonisolated(unsafe) let path: WritableKeyPath<MarketDataEndpoints, URL>
    }

    private static let settings = [
        Setting(fileKey: "yahoo", variable: "MARKET_REPORT_YAHOO_URL", path: \.yahoo),
        Setting(fileKey: "yahooCookie", variable: "MARKET_REPORT_YAHOO_COOKIE_URL", path: \.yahooCookie),
        Setting(fileKey: "coinGecko", variable: "MARKET_REPORT_COINGECKO_URL", path: \.coinGecko),
        Setting(fileKey: "twse", variable: "MARKET_REPORT_TWSE_URL", path: \.twse),
        Setting(fileKey: "tpex", variable: "MARKET_REPORT_TPEX_URL", path: \.tpex),
    ]

    /// Resolves the endpoints from `environment`, then `configFile` (when given), then the defaults;
    /// `configName` is the config file as the user named it, for messages (its path by default).
    ///
    /// - Throws: ``MarketDataConfigError`` for a setting that cannot be used, and for a config file
    ///   that cannot be read, is not JSON, or holds an unknown key or a value that is not a string.
    public static func resolve(
        environment: [String: String] = ProcessInfo.processInfo.environment, configFile: URL? = nil,
        configName: String? = nil
    ) throws(MarketDataConfigError) -> MarketDataEndpoints {
        let file = try configFile.map { (url) throws(MarketDataConfigError) in
            try MarketDataConfigFile(
                url, name: configName ?? url.path, keys: settings.map(\.fileKey) + ["coinGeckoApiKey"])
        }
        var endpoints = defaults
        for setting in settings {
            if let text = nonEmpty(environment[setting.variable]) {
                endpoints[keyPath: setting.path] = try parseURL(text, source: setting.variable)
            } else if let file, let text = nonEmpty(file.values[setting.fileKey]) {
                endpoints[keyPath: setting.path] = try parseURL(
                    text, source: file.source(of: setting.fileKey))
            }
        }
        endpoints.coinGeckoAPIKey =
            nonEmpty(environment["COINGECKO_API_KEY"]) ?? nonEmpty(file?.values["coinGeckoApiKey"])
        return endpoints
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        return text
    }

    private static func parseURL(_ text: String, source: String) throws(MarketDataConfigError) -> URL {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            ["http", "https"].contains(scheme),
            url.host != nil
        else { throw MarketDataConfigError.invalidURL(value: text, source: source) }
        return url
    }
}
