import Foundation

/// Answers every request from recorded exchanges (``RecordedExchange`` files); never touches the
/// network.
///
/// Matching uses ``RequestKey``: method, path and sorted query without volatile parameters, and no
/// host, so a recording replays under whatever base URL is configured. When no recording has the
/// exact path, one whose path differs only by a leading base path (`/api/v3`, `/v1`) answers.
public struct ReplayingTransport: HTTPTransport {
    private let exchanges: [RequestKey: RecordedExchange]
    private let source: String

    /// Loads every `*.http` file under `directory` (sub-folders included).
    public init(directory: URL) throws {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw TransportError.badRecording(file: directory.path, detail: "not a folder")
        }
        var files: [String: Data] = [:]
        let enumerator = manager.enumerator(atPath: directory.path)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".http") else { continue }
            files[relative] = try Data(contentsOf: directory.appendingPathComponent(relative))
        }
        try self.init(files: files, source: directory.path)
    }

    /// Uses in-memory files (relative path to bytes), such as recordings compiled into the binary;
    /// only names ending in `.http` are read.
    public init(files: [String: Data], source: String = "the bundled sample") throws {
        var exchanges: [RequestKey: RecordedExchange] = [:]
        for (name, data) in files.sorted(by: { $0.key < $1.key }) where name.hasSuffix(".http") {
            let exchange = try RecordedExchange(decoding: data, file: name)
            exchanges[exchange.key] = exchange
        }
        self.exchanges = exchanges
        self.source = source
    }

    /// The keys this replayer can answer, sorted by their description.
    public var recordedKeys: [RequestKey] { exchanges.keys.sorted { $0.description < $1.description } }

    /// Answers from the recording, or throws ``TransportError/notRecorded(method:url:directory:)``.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let key = RequestKey(request)
        if let exchange = exchanges[key] ?? closestMatch(for: key) {
            return exchange.response(for: request.url)
        }
        throw TransportError.notRecorded(method: request.method, url: request.url, directory: source)
    }

    private func closestMatch(for key: RequestKey) -> RecordedExchange? {
        exchanges.filter { $0.key.matchesIgnoringBasePath(key) }
            .min {
                abs($0.key.pathSegments.count - key.pathSegments.count)
                    < abs($1.key.pathSegments.count - key.pathSegments.count)
            }?.value
    }
}
