import Foundation

/// The on-disk response cache: one ``RecordedExchange`` file per request, with the time it was
/// stored in an `x-stored-at` line (Unix seconds).
///
/// Files live in `DIR/<host>/<safe name>.http`; writes are atomic, and an unreadable entry is
/// treated as absent (the next fresh answer replaces it).
public struct ResponseCache: Sendable {
    /// The cache folder.
    public let directory: URL

    /// Uses `directory`, created on first write.
    public init(directory: URL) {
        self.directory = directory
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
        guard let data = try? Data(contentsOf: file),
            let exchange = try? RecordedExchange(decoding: data, file: file.path),
            exchange.key == RequestKey(request),
            let stamp = exchange.headers["x-stored-at"].flatMap(TimeInterval.init)
        else { return nil }
        return Entry(exchange: exchange, storedAt: Date(timeIntervalSince1970: stamp))
    }

    /// Stores `response` for `request`, stamped with `date`.
    public func store(_ response: HTTPResponse, for request: HTTPRequest, at date: Date) throws {
        var exchange = RecordedExchange(request: request, response: response)
        exchange.headers["x-stored-at"] = String(Int(date.timeIntervalSince1970.rounded(.down)))
        let file = fileURL(for: request)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try exchange.encoded().write(to: file, options: .atomic)
    }

    /// Where the entry for `request` lives.
    public func fileURL(for request: HTTPRequest) -> URL {
        let host = (request.url.host ?? "local") + (request.url.port.map { "_\($0)" } ?? "")
        let key = RequestKey(request)
        return directory.appendingPathComponent(RecordingTransport.relativePath(for: key, group: host))
    }
}
