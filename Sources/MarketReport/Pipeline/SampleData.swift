import Foundation

/// The bundled sample: a watchlist and the recorded responses of its run, compiled into the
/// binary from `Sources/MarketReport/Sample/`.
public enum SampleData {
    /// The sample watchlist's bytes.
    public static var watchlist: Data { EmbeddedResources.sample["watchlist.json"] ?? Data("{}".utf8) }

    /// The recorded responses, by path below `recordings/`.
    public static var recordings: [String: Data] {
        var files: [String: Data] = [:]
        for (path, data) in EmbeddedResources.sample where path.hasPrefix("recordings/") {
            files[String(path.dropFirst("recordings/".count))] = data
        }
        return files
    }
}
