import Foundation
import TestHTTPServer

/// A started fixture server and a fresh folder for the binary to run in, both gone when the
/// test ends: the base of the end-to-end suites that run reports against the server.
class ServedFolder {
    let server = TestHTTPServer()
    let folder: TemporaryDirectory

    /// Starts the server and makes the folder named after `label`, with `watchlist` as its
    /// `watchlist.json` when given.
    init(_ label: String, watchlist: String? = nil) throws {
        folder = try TemporaryDirectory(label)
        try server.start()
        if let watchlist { try folder.write(watchlist, to: "watchlist.json") }
    }

    deinit {
        server.stop()
        try? FileManager.default.removeItem(at: folder.url)
    }

    /// The server's endpoints, with the cache in the folder's `cache` subfolder (or `cacheName`).
    func environment(cacheName: String = "cache") -> [String: String] {
        var environment = server.environment
        environment["MARKET_REPORT_CACHE_DIR"] = folder.url.appendingPathComponent(cacheName).path
        return environment
    }
}
