import Foundation
import MarketData
import MarketReport

/// How a command reaches the providers: their addresses (environment, then `--config`), the
/// response cache folder and how long to wait. Shared by `report`, `search`, `quote` and the
/// symbol check of `watchlist add`.
struct ProviderSettings: Sendable {
    /// The provider addresses.
    var endpoints: MarketDataEndpoints
    /// The response cache folder; `nil` with `--no-cache`.
    var cacheDirectory: URL?
    /// Seconds allowed per request.
    var timeout: TimeInterval = 15
    /// Retry behaviour.
    var retry: RetryPolicy = .standard

    /// `--cache-dir DIR`.
    static let cacheDirectoryOption = OptionSpec.value(
        "cache-dir", "DIR", kind: .path, help: "The response cache.",
        defaultDescription: "$MARKET_REPORT_CACHE_DIR, $XDG_CACHE_HOME/market-report, ~/.cache/market-report")

    /// `--cache-dir`, `--no-cache` and `--config`, for a command that only reads live data.
    static let options: [OptionSpec] = [
        cacheDirectoryOption, .flag("no-cache", help: "Neither read nor write the response cache."),
        ConfigOption.spec,
    ]

    /// `--no-cache` and `--cache-dir` contradict each other.
    static let rules: [OptionRule] = [.exclusive(["no-cache", "cache-dir"])]

    /// Settings from a command's `--cache-dir`, `--no-cache` and `--config`.
    init(_ arguments: ParsedArguments, context: CommandContext) throws(CommandFailure) {
        let path = Self.cacheDirectoryPath(
            explicit: arguments.value("cache-dir"), noCache: arguments.flag("no-cache"),
            environment: context.environment)
        self.init(
            endpoints: try Self.endpoints(config: arguments.value("config"), context: context),
            cacheDirectory: path.map(context.resolve))
    }

    /// Settings from their parts.
    init(
        endpoints: MarketDataEndpoints, cacheDirectory: URL?, timeout: TimeInterval = 15,
        retry: RetryPolicy = .standard
    ) {
        self.endpoints = endpoints
        self.cacheDirectory = cacheDirectory
        self.timeout = timeout
        self.retry = retry
    }

    /// The cache folder: `explicit` (`--cache-dir`), else `$MARKET_REPORT_CACHE_DIR`, else
    /// `$XDG_CACHE_HOME/market-report`, else `~/.cache/market-report`; `nil` with `--no-cache`.
    static func cacheDirectoryPath(explicit: String?, noCache: Bool, environment: [String: String]) -> String?
    {
        if noCache { return nil }
        if let explicit { return explicit }
        if let directory = environment["MARKET_REPORT_CACHE_DIR"], !directory.isEmpty { return directory }
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty { return xdg + "/market-report" }
        return (environment["HOME"] ?? "~") + "/.cache/market-report"
    }

    /// The provider addresses from the environment, then the `config` file; a bad setting exits 65.
    static func endpoints(config: String?, context: CommandContext) throws(CommandFailure)
        -> MarketDataEndpoints
    {
        do {
            return try MarketDataEndpoints.resolve(
                environment: context.environment, configFile: config.map(context.resolve), configName: config)
        } catch {
            throw CommandFailure("\(error)", exitCode: .dataError)
        }
    }

    /// A live service over the standard transport stack with these settings.
    func service() throws(CommandFailure) -> MarketDataService {
        let options = TransportStack.Options(
            source: .live, cacheDirectory: cacheDirectory, timeout: timeout, retry: retry)
        do {
            return try MarketDataService.make(options, endpoints: endpoints)
        } catch {
            throw CommandFailure("\(error), while setting up the connection", exitCode: .failure)
        }
    }

    /// The check `watchlist add` makes: the providers through the default cache, one attempt of
    /// at most five seconds per request, so an offline machine is not kept waiting.
    static func symbolValidator(context: CommandContext) -> any SymbolValidator {
        do {
            let path = cacheDirectoryPath(explicit: nil, noCache: false, environment: context.environment)
            let settings = ProviderSettings(
                endpoints: try endpoints(config: nil, context: context),
                cacheDirectory: path.map(context.resolve), timeout: 5, retry: RetryPolicy(maxAttempts: 1))
            return MarketDataSymbolValidator(service: try settings.service())
        } catch {
            return UnavailableSymbolValidator(reason: error.message)
        }
    }
}
