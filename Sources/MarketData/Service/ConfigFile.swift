import Foundation

/// The `--config` file: a JSON object with the provider settings (at the top level or inside
/// `"endpoints"`) and the run's `"deadline"`.
enum ConfigFile {
    /// The top-level object of `file`.
    static func object(at file: URL) throws -> [String: Any] {
        let data: Data
        do { data = try Data(contentsOf: file) } catch {
            throw MarketDataConfigError.unreadable(file: file.path, detail: "cannot be read")
        }
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw MarketDataConfigError.unreadable(file: file.path, detail: "is not a JSON object")
        }
        return root
    }
}
