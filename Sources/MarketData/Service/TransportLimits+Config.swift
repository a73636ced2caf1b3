import Foundation

extension TransportLimits {
    /// The standard limits with the run's deadline from `deadline` (`--deadline`), else from the
    /// config file's `"deadline"` (seconds), else the standard 10 minutes; `configName` is the
    /// config file as the user named it, for messages (its path by default).
    public static func resolve(deadline: TimeInterval?, configFile: URL?, configName: String? = nil)
        throws(MarketDataConfigError) -> TransportLimits
    {
        var limits = TransportLimits.standard
        if let deadline {
            limits.runDeadline = deadline
        } else if let configFile {
            let file = try ConfigFile(configFile, name: configName ?? configFile.path)
            if let seconds = file.numbers["deadline"] {
                guard seconds.isFinite, seconds >= 1 else {
                    throw .invalid(
                        file: file.name, at: file.position(of: "deadline"),
                        problem: "\"deadline\" must be a number of seconds, 1 or more, like 300")
                }
                limits.runDeadline = seconds
            }
        }
        return limits
    }
}
