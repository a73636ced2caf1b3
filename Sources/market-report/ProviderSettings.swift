import ArgumentParsing
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
    /// Timeouts and deadlines of the network.
    var limits: TransportLimits = .standard
    /// Retry behaviour.
    var retry: RetryPolicy = .standard
    /// Hears that the response cache cannot be written.
    var warn: @Sendable (String) -> Void = { _ in }

    /// `--cache-dir DIR`.
    static let cacheDirectory: Option<String?> = .optional(
        "cache-dir", "DIR", help: "The response cache.",
        defaultDescription: "$MARKET_REPORT_CACHE_DIR, $XDG_CACHE_HOME/market-report, ~/.cache/market-report",
        parser: .path)

    /// `--no-cache`.
    static let noCache: Option<Bool> = .flag("no-cache", help: "Neither read nor write the response cache.")

    /// `--config FILE`: provider settings in a JSON file (the environment wins over it).
    static let config: Option<String?> = .optional(
        "config", "FILE", help: "Provider settings (base URLs, API key) as JSON; the environment wins.",
        parser: .path)

    /// `--cache-dir`, `--no-cache` and `--config`, for a command that only reads live data.
    static let options: [any OptionDeclaration] = [cacheDirectory, noCache, config]

    /// `--no-cache` and `--cache-dir` contradict each other.
    static let rules: [OptionRule] = [.exclusive([noCache, cacheDirectory])]

    /// Settings from a command's `--cache-dir`, `--no-cache` and `--config`.
    init(_ arguments: ParsedArguments, context: CommandContext) throws(CommandFailure) {
        self.init(
            endpoints: try Self.endpoints(config: arguments[Self.config], context: context),
            cacheDirectory: Self.cacheDirectoryPath(arguments, environment: context.environment).map(
                context.resolve),
            limits: try Self.limits(deadline: nil, config: arguments[Self.config], context: context))
        warn = { [context] in context.warn($0) }
    }

    /// The cache folder of a command's `--cache-dir` and `--no-cache` (see
    /// ``cacheDirectoryPath(explicit:noCache:environment:)``).
    static func cacheDirectoryPath(_ arguments: ParsedArguments, environment: [String: String]) -> String? {
        cacheDirectoryPath(
            explicit: arguments[cacheDirectory], noCache: arguments[noCache], environment: environment)
    }

    /// Settings from their parts.
    init(
        endpoints: MarketDataEndpoints, cacheDirectory: URL?, limits: TransportLimits = .standard,
        retry: RetryPolicy = .standard, warn: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.endpoints = endpoints
        self.cacheDirectory = cacheDirectory
        self.limits = limits
        self.retry = retry
        self.warn = warn
    }

    /// The cache folder: `explicit` (`--cache-dir`), else `$MARKET_REPORT_CACHE_DIR`, else
    /// `$XDG_CACHE_HOME/market-report`, else `~/.cache/market-report`; `nil` with `--no-cache`.
    static func cacheDirectoryPath(explicit: String?, noCache: Bool, environment: [String: String]) -> String?
    {
        if noCache { return nil }
        if let explicit { return explicit }
        if let directory = environment["MARKET_REPORT_CACHE_DIR"], !directory.isEmpty { return directory }
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty { return xdg + "/market-report" }
        return homeDirectory(environment: environment).map { $0 + "/.cache/market-report" }
    }

    /// `$HOME`, or when it is unset or empty the account's home folder; `nil` when neither is known.
    static func homeDirectory(environment: [String: String]) -> String? {
        if let home = environment["HOME"], !home.isEmpty { return home }
        guard let account = getpwuid(getuid()), let folder = account.pointee.pw_dir else { return nil }
        let path = String(cString: folder)
        return path.isEmpty ? nil : path
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

    /// The network limits with the run's deadline from `deadline` (`--deadline`), else the
    /// `config` file; a bad setting exits 65.
    static func limits(deadline: Double?, config: String?, context: CommandContext) throws(CommandFailure)
        -> TransportLimits
    {
        do {
            return try TransportLimits.resolve(
                deadline: deadline, configFile: config.map(context.resolve), configName: config)
        } catch {
            throw CommandFailure("\(error)", exitCode: .dataError)
        }
    }

    /// A live service over the standard transport stack with these settings.
    func service() throws(CommandFailure) -> MarketDataService {
        var options = TransportStack.Options(
            source: .live, cacheDirectory: cacheDirectory, limits: limits, retry: retry)
        options.warn = warn
        do {
            return try MarketDataService.make(options, endpoints: endpoints)
        } catch {
            throw CommandFailure("\(error), while setting up the connection", exitCode: .failure)
        }
    }

    /// The check `watchlist add` makes: the providers through the default cache, one attempt of
    /// each request within ``TransportLimits/symbolCheck``, so an offline machine is not kept waiting.
    static func symbolValidator(context: CommandContext) -> any SymbolValidator {
        do {
            let path = cacheDirectoryPath(explicit: nil, noCache: false, environment: context.environment)
            let settings = ProviderSettings(
                endpoints: try endpoints(config: nil, context: context),
                cacheDirectory: path.map(context.resolve), limits: .symbolCheck,
                retry: RetryPolicy(maxAttempts: 1), warn: { [context] in context.warn($0) })
            return MarketDataSymbolValidator(service: try settings.service())
        } catch {
            return UnavailableSymbolValidator(reason: error.message)
        }
    }
}
