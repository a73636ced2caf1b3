import Foundation
import TestHTTPServer

/// The fixture providers on 127.0.0.1 for one test, with an empty response cache, and the
/// environment that points a `market-report` child process at them.
final class FakeProviders: Sendable {
    let server: TestHTTPServer
    let cache: TemporaryDirectory

    /// Starts a server with the fixture universe.
    init() throws {
        server = TestHTTPServer()
        try server.start()
        cache = try TemporaryDirectory("market-report-cache")
    }

    deinit {
        server.stop()
        try? FileManager.default.removeItem(at: cache.url)
    }

    /// The `MARKET_REPORT_*` variables for the server and the temporary cache; colour off.
    var environment: [String: String] {
        server.environment.merging(["MARKET_REPORT_CACHE_DIR": cache.url.path, "NO_COLOR": "1"]) { $1 }
    }
}
