import Foundation

/// Where a report's digest is sent (`--notify`, `$MARKET_REPORT_NOTIFY`, the config file's
/// `"notify"`), as the user wrote them: `-` or webhook addresses, which are secrets and are
/// never written into a message.
public enum NotifyTargets {
    /// The environment variable holding targets, separated by white space.
    public static let environmentKey = "MARKET_REPORT_NOTIFY"

    /// The targets of the first place that names any: `options` (`--notify`), else the
    /// environment, else the `"notify"` list of `configFile` (named `configName` in messages).
    public static func resolve(
        options: [String], environment: [String: String], configFile: URL?, configName: String? = nil
    ) throws(MarketDataConfigError) -> [String] {
        if !options.isEmpty { return options }
        let fromEnvironment = (environment[environmentKey] ?? "").split(whereSeparator: \.isWhitespace)
        if !fromEnvironment.isEmpty { return fromEnvironment.map(String.init) }
        guard let configFile else { return [] }
        return try ConfigFile(configFile, name: configName ?? configFile.path).lists["notify"] ?? []
    }
}
