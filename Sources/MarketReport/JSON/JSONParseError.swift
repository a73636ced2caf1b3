/// Why some text is not valid JSON, with the line and column where reading stopped.
public enum JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
    case unexpectedEnd(expected: String, at: SourcePosition)
    case unexpectedCharacter(found: String, expected: String, at: SourcePosition)
    case invalidEscape(String, at: SourcePosition)
    case controlCharacterInString(at: SourcePosition)
    case invalidNumber(String, at: SourcePosition)
    case duplicateKey(String, at: SourcePosition)
    case invalidUTF8(at: SourcePosition)
    case nestingTooDeep(limit: Int, at: SourcePosition)

    /// Where the problem is.
    public var position: SourcePosition {
        switch self {
        case .unexpectedEnd(_, let position), .unexpectedCharacter(_, _, let position),
            .invalidEscape(_, let position), .controlCharacterInString(let position),
            .invalidNumber(_, let position), .duplicateKey(_, let position), .invalidUTF8(let position),
            .nestingTooDeep(_, let position):
            position
        }
    }

    /// What is wrong, without the position.
    public var reason: String {
        switch self {
        case .unexpectedEnd(let expected, _): "the text ends where \(expected) was expected"
        case .unexpectedCharacter(let found, let expected, _): "expected \(expected), found \(found)"
        case .invalidEscape(let escape, _): "invalid escape \(escape) in a string"
        case .controlCharacterInString:
            "a control character (such as a line break) inside a string; write it as \\n"
        case .invalidNumber(let text, _): "\(text) is not a valid JSON number"
        case .duplicateKey(let key, _): "the key \"\(key)\" appears twice in the same object"
        case .invalidUTF8: "the text is not valid UTF-8"
        case .nestingTooDeep(let limit, _): "lists and objects nested more than \(limit) deep"
        }
    }

    /// `line:column: reason`.
    public var description: String { "\(position): \(reason)" }
}
