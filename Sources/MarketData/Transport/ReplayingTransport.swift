import ConcurrentWork
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
        let exchanges = try Self.recordingNames(in: directory).sorted().concurrentMap { name in
            try RecordedExchange(
                decoding: Data(contentsOf: directory.appendingPathComponent(name)), file: name)
        }
        self.init(exchanges: exchanges, source: directory.path)
    }

    /// The paths, relative to `directory`, of the `*.http` files in it and in its sub-folders. Only
    /// other names are checked for being folders: a recording folder holds thousands of files.
    private static func recordingNames(in directory: URL) throws -> [String] {
        var names: [String] = []
        var folders = [""]
        while let folder = folders.popLast() {
            let path = folder.isEmpty ? directory.path : directory.path + "/" + folder
            let entries: [String]
            do {
                entries = try FileManager.default.contentsOfDirectory(atPath: path)
            } catch {
                throw TransportError.badRecording(file: path, detail: "the folder cannot be read")
            }
            for name in entries {
                let relative = folder.isEmpty ? name : folder + "/" + name
                if name.hasSuffix(".http") {
                    names.append(relative)
                } else {
                    var isDirectory: ObjCBool = false
                    if FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &isDirectory),
                        isDirectory.boolValue
                    {
                        folders.append(relative)
                    }
                }
            }
        }
        return names
    }

    /// Uses in-memory files (relative path to bytes), such as recordings compiled into the binary;
    /// only names ending in `.http` are read.
    public init(files: [String: Data], source: String = "the bundled sample") throws {
        let exchanges = try files.keys.filter { $0.hasSuffix(".http") }.sorted().concurrentMap { name in
            try RecordedExchange(decoding: files[name]!, file: name)
        }
        self.init(exchanges: exchanges, source: source)
    }

    /// Answers from `exchanges`; of two with the same key, the later one answers.
    private init(exchanges: [RecordedExchange], source: String) {
        self.exchanges = Dictionary(exchanges.map { ($0.key, $0) }) { _, later in later }
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
