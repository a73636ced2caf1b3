import Foundation

/// Locates `<package root>/../shared`, the read-only folder of conformance specs and benchmarks.
enum SharedFixtures {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The shared folder, or `nil` (with a printed note) when it is absent.
    static func directory(_ relativePath: String) -> URL? {
        let url = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
            .appendingPathComponent(relativePath)
        guard FileManager.default.fileExists(atPath: url.path) else {
            print("skipped: ../shared not found (\(url.path))")
            return nil
        }
        return url
    }
}
