import FileSystem
import Foundation

/// Passes requests through and saves every response as a ``RecordedExchange`` file under a folder,
/// so the run can be replayed with ``ReplayingTransport``.
///
/// Files go to `DIR/<provider>/<safe name>.http`, where the name comes from ``SafeFileName``.
public struct RecordingTransport: HTTPTransport {
    private let upstream: any HTTPTransport
    private let directory: URL
    private let endpoints: MarketDataEndpoints

    /// Records what `upstream` answers into `directory`; `endpoints` name each request's provider
    /// (its sub-folder) and base URL (its `x-endpoint` line).
    public init(_ upstream: any HTTPTransport, directory: URL, endpoints: MarketDataEndpoints) {
        self.upstream = upstream
        self.directory = directory
        self.endpoints = endpoints
    }

    /// The relative path a request is recorded under.
    public static func relativePath(for key: RequestKey, group: String) -> String {
        let readable = key.pathSegments.joined(separator: "_") + (key.query.isEmpty ? "" : "_" + key.query)
        return SafeFileName.stem(group) + "/"
            + SafeFileName.make(readable, identity: key.description, suffix: ".http")
    }

    /// Sends the request and records the answer; a failure to write the file is thrown.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let response = try await upstream.send(request)
        var exchange = RecordedExchange(request: request, response: response)
        let located = endpoints.locate(request.url)
        if let base = located?.base {
            exchange.headers[RecordedExchange.endpointHeader] = "\(base.name) \(base.url.absoluteString)"
        }
        let group = located?.base.provider.rawValue ?? request.url.host ?? "local"
        let file = directory.appendingPathComponent(Self.relativePath(for: exchange.key, group: group))
        try FilePath.createFolder(file.deletingLastPathComponent().path)
        try AtomicFile.write(exchange.encoded(), to: file.path)
        return response
    }
}
