/// Why some text is not valid JSON, with the place where reading stopped.
///
/// Both readers, ``JSONDocument`` and ``JSONTape``, throw it: the byte offset is what they keep,
/// the line and column are worked out from it when the error is made.
public struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public enum Problem: Sendable, Hashable {
        /// The text ends where `expected` should come.
        case unexpectedEnd(expected: String)
        /// `found` (quoted, such as `'x'`) stands where `expected` should.
        case unexpectedCharacter(found: String, expected: String)
        /// A backslash escape that JSON does not have, or a `\u` escape that names no character.
        case invalidEscape(String)
        /// A raw control character (U+0000 to U+001F) inside a string.
        case controlCharacterInString
        /// Text that starts like a number but breaks the number grammar.
        case invalidNumber(String)
        /// An object holds `key` twice (only the strict reader refuses this).
        case duplicateKey(String)
        /// A string holds bytes that are not UTF-8 (only the strict reader refuses this).
        case invalidUTF8
        /// Lists and objects nested deeper than `limit`.
        case nestingTooDeep(limit: Int)
        /// The text is larger than the readers' offsets can address.
        case tooLarge
    }

    /// What is wrong.
    public let problem: Problem
    /// The byte offset where the problem is (after a leading byte-order mark).
    public let offset: Int
    /// The line and column of ``offset``.
    public let position: SourcePosition

    /// An error at byte `offset` of `bytes`.
    init(_ problem: Problem, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        self.problem = problem
        self.offset = offset
        self.position = SourcePosition(offset: offset, in: bytes)
    }

    /// What is wrong, without the position.
    public var reason: String {
        switch problem {
        case .unexpectedEnd(let expected): "the text ends where \(expected) was expected"
        case .unexpectedCharacter(let found, let expected): "expected \(expected), found \(found)"
        case .invalidEscape(let escape): "invalid escape \(escape) in a string"
        case .controlCharacterInString:
            "a control character (such as a line break) inside a string; write it as \\n"
        case .invalidNumber(let text): "\(text) is not a valid JSON number"
        case .duplicateKey(let key): "the key \"\(key)\" appears twice in the same object"
        case .invalidUTF8: "the text is not valid UTF-8"
        case .nestingTooDeep(let limit): "lists and objects nested more than \(limit) deep"
        case .tooLarge: "the text is larger than 4 GB"
        }
    }

    /// `line:column: reason`.
    public var description: String { "\(position): \(reason)" }
}
