import FileSystem
import Foundation

/// The on-disk response cache: one ``RecordedExchange`` file per request, with the time it was
/// stored in an `x-stored-at` line (Unix seconds).
///
/// Files live in `DIR/<host>/<safe name>.http`; writes are atomic, and an unreadable entry is
/// treated as absent (the next fresh answer replaces it). When an entry cannot be written (a
/// read-only or full disk), the cache warns once and stores nothing more in this run.
public struct ResponseCache: Sendable {
    /// The cache folder.
    public let directory: URL
    private let failure: FirstFailure

    /// Uses `directory`, created on first write; `warn` hears, once, that it cannot be written.
    public init(directory: URL, warn: @escaping @Sendable (String) -> Void = { _ in }) {
        self.directory = directory
        self.failure = FirstFailure(warn)
    }

    /// A cached answer and when it was stored.
    public struct Entry: Sendable {
        /// The cached exchange.
        public var exchange: RecordedExchange
        /// When it was stored.
        public var storedAt: Date
    }

    /// The entry for `request`, or `nil` when absent, unreadable or made for another request.
    public func entry(for request: HTTPRequest) -> Entry? {
        let file = fileURL(for: request)
        guard let data = try? RegularFile.read(file.path, limit: RecordedExchange.maximumFileSize),
            let exchange = try? RecordedExchange(decoding: data, file: file.path),
            exchange.key == RequestKey(request),
            let stamp = exchange.headers["x-stored-at"].flatMap(TimeInterval.init)
        else { return nil }
        return Entry(exchange: exchange, storedAt: Date(timeIntervalSince1970: stamp))
    }

    /// Stores `response` for `request`, stamped with `date`; after a first failure (warned about)
    /// it stores nothing.
    public func store(_ response: HTTPResponse, for request: HTTPRequest, at date: Date) throws {
        guard !failure.happened else { return }
        var exchange = RecordedExchange(request: request, response: response)
        exchange.headers["x-stored-at"] = String(Int(date.timeIntervalSince1970.rounded(.down)))
        let file = fileURL(for: request)
        do {
            try FilePath.createFolder(file.deletingLastPathComponent().path)
            try AtomicFile.write(exchange.encoded(), to: file.path)
        } catch {
            failure.record(
                "cannot write the response cache in \(directory.path) (\(error.reason)), going on without it")
            throw error
        }
    }

    /// Whether a write failed, and the one warning about it.
    private final class FirstFailure: @unchecked Sendable {
        private let lock = NSLock()
        private var failed = false
        private let warn: @Sendable (String) -> Void

        init(_ warn: @escaping @Sendable (String) -> Void) { self.warn = warn }

        var happened: Bool { lock.withLock { failed } }

        /// Marks the failure and warns, the first time only.
        func record(_ message: String) {
            let first = lock.withLock {
                defer { failed = true }
                return !failed
            }
            if first { warn(message) }
        }
    }

    /// Where the entry for `request` lives.
    public func fileURL(for request: HTTPRequest) -> URL {
        let host = (request.url.host ?? "local") + (request.url.port.map { "_\($0)" } ?? "")
        let key = RequestKey(request)
        return directory.appendingPathComponent(RecordingTransport.relativePath(for: key, group: host))
    }
}
