import Foundation

/// Passes requests through and saves every response as a ``RecordedExchange`` file under a folder,
/// so the run can be replayed with ``ReplayingTransport``.
///
/// Files go to `DIR/<group>/<safe name>.http`, where the group names the provider (see
/// ``TransportStack/providerGroup(for:endpoints:)``) and the name comes from ``SafeFileName``.
public struct RecordingTransport: HTTPTransport {
    private let upstream: any HTTPTransport
    private let directory: URL
    private let group: @Sendable (HTTPRequest) -> String

    /// Records what `upstream` answers into `directory`; `group` names the sub-folder of a request.
    public init(
        _ upstream: any HTTPTransport, directory: URL,
        group: @escaping @Sendable (HTTPRequest) -> String = { $0.url.host ?? "local" }
    ) {
        self.upstream = upstream
        self.directory = directory
        self.group = group
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
        let exchange = RecordedExchange(request: request, response: response)
        let file = directory.appendingPathComponent(
            Self.relativePath(for: exchange.key, group: group(request)))
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try exchange.encoded().write(to: file, options: .atomic)
        return response
    }
}
