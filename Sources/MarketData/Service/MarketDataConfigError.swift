/// A provider setting that cannot be used.
public enum MarketDataConfigError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The config file is missing or not JSON.
    case unreadable(file: String, detail: String)
    /// A URL setting is not an absolute http(s) URL.
    case invalidURL(value: String, source: String)

    /// One line saying what to fix.
    public var description: String {
        switch self {
        case .unreadable(let file, let detail):
            return "config file \(file) \(detail), fix it or leave out --config"
        case .invalidURL(let value, let source):
            return "`\(value)` from \(source) is not an http(s) URL, give one like https://example.com/api"
        }
    }
}
