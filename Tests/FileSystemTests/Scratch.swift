import Foundation

/// A fresh folder under the system's temporary folder, removed when the test value goes away.
final class Scratch {
    let path: String

    init(_ label: String = "fs") {
        path =
            FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)")
            .path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// `name` inside the folder.
    func at(_ name: String) -> String { path + "/" + name }

    /// The text of the file `name`, or `nil`.
    func read(_ name: String) -> String? {
        FileManager.default.contents(atPath: at(name)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Writes `text` to `name` (plainly, not atomically).
    func write(_ text: String, to name: String) {
        _ = FileManager.default.createFile(atPath: at(name), contents: Data(text.utf8))
    }

    /// The names in the folder (recursively, sorted), hidden ones included.
    func names() -> [String] {
        (FileManager.default.subpaths(atPath: path) ?? []).sorted()
    }

    /// The permission bits of `name`.
    func mode(_ name: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: at(name)))?[.posixPermissions] as? Int) ?? -1
    }
}
