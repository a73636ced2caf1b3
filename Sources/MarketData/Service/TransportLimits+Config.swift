import Foundation

extension TransportLimits {
    /// The standard limits with the run's deadline from `deadline` (`--deadline`), else from the
    /// config file's `"deadline"` (seconds), else the standard 10 minutes.
    public static func resolve(deadline: TimeInterval?, configFile: URL?) throws -> TransportLimits {
        var limits = TransportLimits.standard
        if let deadline {
            limits.runDeadline = deadline
        } else if let configFile, let value = try ConfigFile.object(at: configFile)["deadline"] {
            guard let seconds = (value as? NSNumber)?.doubleValue, seconds.isFinite, seconds >= 1 else {
                throw MarketDataConfigError.invalidNumber(
                    key: "deadline", value: "\(value)", source: configFile.path, example: "300")
            }
            limits.runDeadline = seconds
        }
        return limits
    }
}
