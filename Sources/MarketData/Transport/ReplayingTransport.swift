import ConcurrentWork
import FileSystem
import Foundation

/// Answers every request from recorded exchanges (``RecordedExchange`` files); never touches the
/// network.
///
/// Matching uses replay keys (see ``RecordedExchange/replayKey(under:)``): method, the provider
/// base URL's name, the path below it and the sorted query without volatile parameters. A run
/// recorded against one base URL (a local server on some port, a proxy) replays under another.
public struct ReplayingTransport: HTTPTransport {
    private let exchanges: [RequestKey: RecordedExchange]
    /// For a recording folder, each exchange's file: only the header blocks are read up front and
    /// each body when asked for, so a folder of hundreds of megabytes is neither held in memory
    /// nor read twice.
    private let files: [RequestKey: (path: String, name: String)]
    private let endpoints: MarketDataEndpoints
    private let source: String

    /// Loads every `*.http` file under `directory` (sub-folders included, links to folders not
    /// followed) to answer requests made under `endpoints`.
    public init(directory: URL, endpoints: MarketDataEndpoints = .defaults) throws {
        guard FilePath.kind(of: directory.path) == .folder || Self.isLinkToFolder(directory.path) else {
            throw TransportError.badRecording(file: directory.path, detail: "not a folder")
        }
        let names = try Self.recordingNames(in: directory).sorted()
        let exchanges = try names.concurrentMap { name in
            let exchange = try RecordedExchange(headOf: directory.path + "/" + name, file: name)
            return (key: exchange.replayKey(under: endpoints), exchange: exchange)
        }
        var files: [RequestKey: (path: String, name: String)] = [:]
        for (name, exchange) in zip(names, exchanges) {
            files[exchange.key] = (directory.path + "/" + name, name)
        }
        self.init(exchanges: exchanges, endpoints: endpoints, source: directory.path, files: files)
    }

    /// The paths, relative to `directory`, of the `*.http` files in it and in its real sub-folders:
    /// a link to a folder is not followed, so a link loop cannot make the walk endless. Only other
    /// names are looked at: a recording folder holds thousands of files.
    private static func recordingNames(in directory: URL) throws -> [String] {
        var names: [String] = []
        var folders = [""]
        while let folder = folders.popLast() {
            let path = folder.isEmpty ? directory.path : directory.path + "/" + folder
            let entries: [String]
            do {
                entries = try FilePath.entries(of: path)
            } catch {
                throw TransportError.badRecording(
                    file: path, detail: "the folder cannot be read (\(error.reason))")
            }
            for name in entries {
                let relative = folder.isEmpty ? name : folder + "/" + name
                if name.hasSuffix(".http") {
                    names.append(relative)
                } else if FilePath.kind(of: path + "/" + name) == .folder {
                    folders.append(relative)
                }
            }
        }
        return names
    }

    /// Whether `path` is a link to a folder: the `--replay` folder itself may be one.
    private static func isLinkToFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// Uses in-memory files (relative path to bytes), such as recordings compiled into the binary;
    /// only names ending in `.http` are read.
    public init(
        files: [String: Data], endpoints: MarketDataEndpoints = .defaults,
        source: String = "the bundled sample"
    )
        throws
    {
        let exchanges = try files.keys.filter { $0.hasSuffix(".http") }.sorted().concurrentMap { name in
            let exchange = try RecordedExchange(decoding: files[name]!, file: name)
            return (key: exchange.replayKey(under: endpoints), exchange: exchange)
        }
        self.init(exchanges: exchanges, endpoints: endpoints, source: source)
    }

    /// Answers from `exchanges`, each under its replay key; of two with the same key, the later
    /// one answers.
    private init(
        exchanges: [(key: RequestKey, exchange: RecordedExchange)], endpoints: MarketDataEndpoints,
        source: String, files: [RequestKey: (path: String, name: String)] = [:]
    ) {
        self.files = files
        self.exchanges = Dictionary(exchanges.lazy.map { ($0.key, $0.exchange) }) { _, later in later }
        self.endpoints = endpoints
        self.source = source
    }

    /// The keys this replayer can answer, sorted by their description.
    public var recordedKeys: [RequestKey] { exchanges.keys.sorted { $0.description < $1.description } }

    /// Answers from the recording, or throws ``TransportError/notRecorded(method:url:directory:)``.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let key = RequestKey(method: request.method, url: request.url, endpoints: endpoints)
        if let file = files[key] {
            return try RecordedExchange(contentsOf: file.path, file: file.name).response(for: request.url)
        }
        if let exchange = exchanges[key] {
            return exchange.response(for: request.url)
        }
        throw TransportError.notRecorded(method: request.method, url: request.url, directory: source)
    }
}
