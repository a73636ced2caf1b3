import Foundation

/// Builds the standard transport stack.
///
/// Live: `CurlTransport -> RedirectingTransport -> ConcurrencyLimitedTransport -> RetryingTransport
/// -> DeadlineTransport -> CachingTransport -> RecordingTransport` (cache and recorder only when
/// their folders are given), bounded by ``TransportLimits``.
/// Offline: the cache alone, answering whatever the age. Replay: the recording alone.
public enum TransportStack {
    /// Where answers come from.
    public enum Source: Sendable {
        /// The network (through the cache when a cache folder is given).
        case live
        /// The response cache only; needs a cache folder.
        case offline
        /// Recorded files in a folder.
        case replayDirectory(URL)
        /// Recorded files held in memory (relative path to bytes), such as the bundled sample.
        case replayFiles([String: Data])
    }

    /// Everything the stack needs.
    public struct Options: Sendable {
        /// Where answers come from.
        public var source: Source
        /// The response cache folder; `nil` disables caching (`--no-cache`).
        public var cacheDirectory: URL?
        /// Also save every answer here (`--record DIR`).
        public var recordDirectory: URL?
        /// Timeouts and deadlines of the network.
        public var limits: TransportLimits
        /// Retry behaviour.
        public var retry: RetryPolicy
        /// Hears, once, that the response cache cannot be written (the run goes on without it).
        public var warn: @Sendable (String) -> Void = { _ in }
        /// Counts every request and answer (cached and replayed ones too), for a progress line.
        public var progress: FetchProgress?

        /// Creates options; by default live, no cache, no recording, standard limits and retries.
        public init(
            source: Source = .live, cacheDirectory: URL? = nil, recordDirectory: URL? = nil,
            limits: TransportLimits = .standard, retry: RetryPolicy = .standard
        ) {
            self.source = source
            self.cacheDirectory = cacheDirectory
            self.recordDirectory = recordDirectory
            self.limits = limits
            self.retry = retry
        }
    }

    /// The transport for `options`, with per-provider limits taken from `endpoints`.
    public static func make(_ options: Options, endpoints: MarketDataEndpoints) throws -> any HTTPTransport {
        let transport = try uncounted(options, endpoints: endpoints)
        return options.progress.map { CountingTransport(inner: transport, progress: $0) } ?? transport
    }

    private static func uncounted(_ options: Options, endpoints: MarketDataEndpoints) throws
        -> any HTTPTransport
    {
        let group: @Sendable (HTTPRequest) -> String = { providerGroup(for: $0.url, endpoints: endpoints) }
        let base: any HTTPTransport
        switch options.source {
        case .replayDirectory(let directory):
            return try ReplayingTransport(directory: directory, endpoints: endpoints)
        case .replayFiles(let files):
            return try ReplayingTransport(files: files, endpoints: endpoints)
        case .offline:
            guard let cacheDirectory = options.cacheDirectory else {
                throw TransportError.notCached(url: endpoints.yahoo)
            }
            base = CachingTransport(
                nil, cache: ResponseCache(directory: cacheDirectory, warn: options.warn), mode: .offline)
        case .live:
            let limits = Dictionary(
                uniqueKeysWithValues: MarketDataProvider.allCases.map { ($0.rawValue, $0.concurrencyLimit) })
            let network = RedirectingTransport(CurlTransport(limits: options.limits), limits: options.limits)
            let limited = ConcurrencyLimitedTransport(network, limits: limits, classify: group)
            let bounded = DeadlineTransport(
                RetryingTransport(limited, policy: options.retry), seconds: options.limits.runDeadline)
            base =
                options.cacheDirectory.map {
                    CachingTransport(bounded, cache: ResponseCache(directory: $0, warn: options.warn))
                }
                ?? bounded
        }
        guard let recordDirectory = options.recordDirectory else { return base }
        return RecordingTransport(base, directory: recordDirectory, endpoints: endpoints)
    }

    /// The provider a URL belongs to (longest matching base URL), or its host when none matches.
    public static func providerGroup(for url: URL, endpoints: MarketDataEndpoints) -> String {
        endpoints.locate(url)?.base.provider.rawValue ?? (url.host ?? "local")
    }
}
