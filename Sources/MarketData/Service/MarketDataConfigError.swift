import JSON

/// A provider setting that cannot be used.
public enum MarketDataConfigError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The config file is missing or cannot be read.
    case unreadable(file: String, detail: String)
    /// The config file is not valid JSON.
    case syntax(file: String, JSONSyntaxError)
    /// The config file is JSON but not a valid config: a value of the wrong type, an unknown key.
    case invalid(file: String, at: SourcePosition, problem: String)
    /// A URL setting is not an absolute http(s) URL.
    case invalidURL(value: String, source: String)

    /// One line saying what to fix.
    public var description: String {
        switch self {
        case .unreadable(let file, let detail):
            return "config file \(file) \(detail), fix it or leave out --config"
        case .syntax(let file, let error):
            return "\(file):\(error.position): \(error.reason), fix the file or leave out --config"
        case .invalid(let file, let position, let problem):
            return "\(file):\(position): \(problem), fix the file or leave out --config"
        case .invalidURL(let value, let source):
            return "`\(value)` from \(source) is not an http(s) URL, give one like https://example.com/api"
        }
    }
}
