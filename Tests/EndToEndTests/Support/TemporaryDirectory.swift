import Foundation

/// A fresh folder under the system's temporary directory, for one test.
struct TemporaryDirectory {
    let url: URL

    init(_ label: String = "market-report-tests") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes `text` to `name` inside the folder and returns its URL.
    @discardableResult
    func write(_ text: String, to name: String) throws -> URL {
        try write(Data(text.utf8), to: name)
    }

    /// Writes `data` to `name` inside the folder and returns its URL.
    @discardableResult
    func write(_ data: Data, to name: String) throws -> URL {
        let file = url.appendingPathComponent(name)
        try data.write(to: file)
        return file
    }

    /// The text of `name` inside the folder.
    func read(_ name: String) throws -> String {
        try String(decoding: Data(contentsOf: url.appendingPathComponent(name)), as: UTF8.self)
    }

    /// Whether `name` exists inside the folder.
    func exists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path)
    }
}
