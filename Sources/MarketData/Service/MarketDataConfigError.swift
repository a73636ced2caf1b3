/// A provider setting that cannot be used.
public enum MarketDataConfigError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The config file is missing or not JSON.
    case unreadable(file: String, detail: String)
    /// A URL setting is not an absolute http(s) URL.
    case invalidURL(value: String, source: String)
    /// A setting that must be a number of one or more is not.
    case invalidNumber(key: String, value: String, source: String, example: String)

    /// One line saying what to fix.
    public var description: String {
        switch self {
        case .unreadable(let file, let detail):
            return "config file \(file) \(detail), fix it or leave out --config"
        case .invalidURL(let value, let source):
            return "`\(value)` from \(source) is not an http(s) URL, give one like https://example.com/api"
        case .invalidNumber(let key, let value, let source, let example):
            return "`\(value)` for \(key) in \(source) is not a number of 1 or more, give one like \(example)"
        }
    }
}
