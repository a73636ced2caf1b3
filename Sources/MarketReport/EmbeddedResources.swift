import Foundation

/// Read access to the files compiled into the binary: the built-in templates and the
/// bundled sample data. Works from any directory, with the build folder deleted.
public enum EmbeddedResources {
    /// The built-in templates, by file name (for example `index.html.mustache`).
    public static var templates: [String: String] { decoded(group: "templates") }

    /// The bundled sample: watchlist and recorded API responses, by relative path.
    public static var sample: [String: Data] {
        (EmbeddedFiles.base64["sample"] ?? [:]).compactMapValues { Data(base64Encoded: $0) }
    }

    private static func decoded(group: String) -> [String: String] {
        (EmbeddedFiles.base64[group] ?? [:]).compactMapValues { text in
            Data(base64Encoded: text).flatMap { String(data: $0, encoding: .utf8) }
        }
    }
}
