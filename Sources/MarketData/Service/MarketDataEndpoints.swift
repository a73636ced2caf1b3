import Foundation

/// Where each provider lives, and the optional CoinGecko key.
///
/// Resolved in this order: environment variables, then a JSON config file, then the defaults.
/// Environment: `MARKET_REPORT_YAHOO_URL`, `MARKET_REPORT_YAHOO_COOKIE_URL`,
/// `MARKET_REPORT_COINGECKO_URL`, `COINGECKO_API_KEY`, `MARKET_REPORT_TWSE_URL`,
/// `MARKET_REPORT_TPEX_URL`, `MARKET_REPORT_TWSE_SITE_URL`. Config file keys, at the top level or inside an `"endpoints"` object:
///
///     { "endpoints": { "yahoo": "https://query1.finance.yahoo.com",
///                      "yahooCookie": "https://fc.yahoo.com",
///                      "coinGecko": "https://api.coingecko.com/api/v3",
///                      "coinGeckoApiKey": "CG-...",
///                      "twse": "https://openapi.twse.com.tw/v1",
///                      "tpex": "https://www.tpex.org.tw/openapi/v1",
///                      "twseSite": "https://www.twse.com.tw" } }
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
    /// TWSE main-site base, for the lists the OpenAPI lacks (`rwd/zh/fund/T86`, the attention
    /// list with rows).
    public var twseSite: URL

    /// Creates endpoints.
    public init(
        yahoo: URL, yahooCookie: URL, coinGecko: URL, coinGeckoAPIKey: String? = nil, twse: URL, tpex: URL,
        twseSite: URL
    ) {
        self.yahoo = yahoo
        self.yahooCookie = yahooCookie
        self.coinGecko = coinGecko
        self.coinGeckoAPIKey = coinGeckoAPIKey
        self.twse = twse
        self.tpex = tpex
        self.twseSite = twseSite
    }

    /// The providers' public addresses.
    public static let defaults = MarketDataEndpoints(
        yahoo: URL(string: "https://query1.finance.yahoo.com")!,
        yahooCookie: URL(string: "https://fc.yahoo.com")!,
        coinGecko: URL(string: "https://api.coingecko.com/api/v3")!,
        twse: URL(string: "https://openapi.twse.com.tw/v1")!,
        tpex: URL(string: "https://www.tpex.org.tw/openapi/v1")!,
        twseSite: URL(string: "https://www.twse.com.tw")!)

    /// One setting: its config-file key, its environment variable, its provider and where it is stored.
    private struct Setting: Sendable {
        let fileKey: String
        let variable: String
        let provider: MarketDataProvider
        nonisolated(unsafe) let path: WritableKeyPath<MarketDataEndpoints, URL>
    }

    private static let settings = [
        Setting(fileKey: "yahoo", variable: "MARKET_REPORT_YAHOO_URL", provider: .yahoo, path: \.yahoo),
        Setting(
            fileKey: "yahooCookie", variable: "MARKET_REPORT_YAHOO_COOKIE_URL", provider: .yahoo,
            path: \.yahooCookie),
        Setting(
            fileKey: "coinGecko", variable: "MARKET_REPORT_COINGECKO_URL", provider: .coinGecko,
            path: \.coinGecko),
        Setting(fileKey: "twse", variable: "MARKET_REPORT_TWSE_URL", provider: .twse, path: \.twse),
        Setting(fileKey: "tpex", variable: "MARKET_REPORT_TPEX_URL", provider: .tpex, path: \.tpex),
        Setting(
            fileKey: "twseSite", variable: "MARKET_REPORT_TWSE_SITE_URL", provider: .twse, path: \.twseSite),
    ]

    /// One base URL, named as config files name it (`yahoo`, `yahooCookie`, `coinGecko`, `twse`, `tpex`,
    /// `twseSite`).
    public struct Base: Sendable, Equatable {
        /// The name: the config-file key.
        public let name: String
        /// The provider it belongs to.
        public let provider: MarketDataProvider
        /// The base URL.
        public let url: URL
    }

    /// Every base URL with its name and provider.
    public var bases: [Base] {
        Self.settings.map { Base(name: $0.fileKey, provider: $0.provider, url: self[keyPath: $0.path]) }
    }

    /// The named base URL that `url` lies under (the longest when several do: same scheme, host
    /// and port, and the base's path segments leading `url`'s), with `url`'s path segments below it.
    public func locate(_ url: URL) -> (base: Base, segments: [String])? {
        let segments = Self.segments(url)
        var best: (base: Base, segments: [String], depth: Int)?
        for base in bases
        where base.url.scheme?.lowercased() == url.scheme?.lowercased()
            && base.url.host?.lowercased() == url.host?.lowercased() && base.url.port == url.port
        {
            let prefix = Self.segments(base.url)
            guard segments.starts(with: prefix), prefix.count > (best?.depth ?? -1) else { continue }
            best = (base, Array(segments.dropFirst(prefix.count)), prefix.count)
        }
        return best.map { ($0.base, $0.segments) }
    }

    /// The base named `name`, when there is one.
    public func base(named name: String) -> Base? { bases.first { $0.name == name } }

    /// The non-empty path segments of `url`.
    static func segments(_ url: URL) -> [String] {
        url.path.split(separator: "/").map(String.init)
    }

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
            try ConfigFile(url, name: configName ?? url.path)
        }
        var endpoints = defaults
        for setting in settings {
            if let text = nonEmpty(environment[setting.variable]) {
                endpoints[keyPath: setting.path] = try parseURL(text, source: setting.variable)
            } else if let file, let text = nonEmpty(file.texts[setting.fileKey]) {
                endpoints[keyPath: setting.path] = try parseURL(
                    text, source: file.source(of: setting.fileKey))
            }
        }
        endpoints.coinGeckoAPIKey =
            nonEmpty(environment["COINGECKO_API_KEY"]) ?? nonEmpty(file?.texts["coinGeckoApiKey"])
        return endpoints
    }

    /// The config-file keys of the settings: the base URLs and the CoinGecko key.
    static var fileKeys: [String] { settings.map(\.fileKey) + ["coinGeckoApiKey"] }

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
