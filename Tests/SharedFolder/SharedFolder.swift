import Foundation

/// The read-only `../shared` folder beside the package (API samples, the Mustache spec, benchmark
/// data), which a clone on its own does not have: tests that need it are enabled only when the
/// part they read is there, so a run without it reports them as skipped.
///
/// `MARKET_REPORT_SHARED_DIR` points elsewhere (a path that does not exist shows what is skipped
/// without it).
public enum SharedFolder {
    /// `$MARKET_REPORT_SHARED_DIR`, else `<package root>/../shared`.
    public static let url: URL = {
        if let path = ProcessInfo.processInfo.environment["MARKET_REPORT_SHARED_DIR"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared")
    }()

    /// `relativePath` inside the shared folder.
    public static func url(_ relativePath: String) -> URL {
        url.appendingPathComponent(relativePath)
    }

    /// Whether `relativePath` exists inside the shared folder.
    public static func has(_ relativePath: String) -> Bool {
        FileManager.default.fileExists(atPath: url(relativePath).path)
    }

    /// `../shared/api-samples`: recorded provider answers.
    public static let apiSamples = "api-samples"
    /// `../shared/conformance/mustache-spec/specs`: the Mustache spec's JSON files.
    public static let mustacheSpecs = "conformance/mustache-spec/specs"

    /// The reason a test reading `relativePath` is skipped when it is absent.
    public static func absent(_ relativePath: String) -> String {
        "../shared/\(relativePath) is absent (\(url(relativePath).path))"
    }
}
