import Foundation

extension MarketDataService {
    /// File name of the saved Yahoo session inside the cache folder.
    public static let yahooSessionFileName = "yahoo-session.json"

    /// A service over the standard transport stack for `options` (see ``TransportStack``).
    ///
    /// The Yahoo session is kept in `<cache>/yahoo-session.json` when a cache folder is given and
    /// the source is live or offline; replays keep it in memory only.
    public static func make(
        _ options: TransportStack.Options, endpoints: MarketDataEndpoints,
        now: @escaping @Sendable () -> Date = { Date() }
    ) throws -> MarketDataService {
        let transport = try TransportStack.make(options, endpoints: endpoints)
        var sessionFile: URL?
        switch options.source {
        case .live, .offline:
            sessionFile = options.cacheDirectory?.appendingPathComponent(yahooSessionFileName)
        case .replayDirectory, .replayFiles: sessionFile = nil
        }
        return MarketDataService(
            transport: transport, endpoints: endpoints, crumbStore: YahooCrumbStore(file: sessionFile),
            now: now)
    }
}
