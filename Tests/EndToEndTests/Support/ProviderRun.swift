import Foundation
import Testing

/// Runs the built binary in a temporary folder against the fake providers, or against a port
/// nothing listens on, and checks stdout, stderr and the exit code together.
struct ProviderRun {
    let folder: TemporaryDirectory
    let providers: FakeProviders
    /// A port that refuses every connection, for "server down".
    let closedPort: ClosedPort

    init(_ label: String) throws {
        folder = try TemporaryDirectory(label)
        providers = try FakeProviders()
        closedPort = try ClosedPort()
    }

    /// The environment with every provider down (connections refused), the same cache.
    var unreachableEnvironment: [String: String] {
        closedPort.environment.merging(["MARKET_REPORT_CACHE_DIR": providers.cache.url.path]) { $1 }
    }

    /// Runs `arguments` with the fake providers' environment (or `environment` when given).
    func run(_ arguments: [String], environment: [String: String]? = nil) throws -> RunResult {
        try #require(BinaryRunner.binary != nil, "build the market-report binary first (swift build)")
        return try BinaryRunner.run(
            arguments, in: folder.url, environment: environment ?? providers.environment)
    }

    /// Runs `arguments` and expects exactly this exit code, stdout and stderr.
    func expect(
        _ arguments: [String], status: Int32 = 0, stdout: String, stderr: String = "",
        environment: [String: String]? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let result = try run(arguments, environment: environment)
        #expect(result.status == status, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stdout == stdout, sourceLocation: sourceLocation)
        #expect(result.stderr == stderr, sourceLocation: sourceLocation)
    }
}
