/// Short, readable text for a `DecodingError`: what was wrong and at which key path.
enum DecodingDetail {
    /// One line such as `missing key symbol at result[3]`.
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return String(describing: error) }
        switch error {
        case .keyNotFound(let key, let context):
            return "missing key \(key.stringValue)" + location(context.codingPath)
        case .typeMismatch(let type, let context):
            return "expected \(type)" + location(context.codingPath)
        case .valueNotFound(let type, let context):
            return "null where \(type) was expected" + location(context.codingPath)
        case .dataCorrupted(let context):
            return "malformed JSON" + location(context.codingPath)
        @unknown default:
            return "undecodable answer"
        }
    }

    private static func location(_ path: [any CodingKey]) -> String {
        guard !path.isEmpty else { return "" }
        let text = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return " at " + (text.hasPrefix(".") ? String(text.dropFirst()) : text)
    }
}
