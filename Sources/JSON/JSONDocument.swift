/// A JSON text read strictly into a ``JSONValue`` tree, for files people write: a watchlist,
/// a config file, template data.
///
/// Beyond the grammar it refuses what a hand-edited file should not hold: a key twice in one
/// object, bytes that are not UTF-8, half a surrogate pair. Errors and ``position(of:)`` give
/// the line and column, worked out from byte offsets only when asked for.
public struct JSONDocument: Sendable {
    /// The root value.
    public let root: JSONValue
    /// The text and where each value lies in it.
    private let tape: JSONTape

    /// Reads UTF-8 JSON text (a leading byte-order mark is skipped).
    ///
    /// - Throws: ``JSONSyntaxError`` at the first problem.
    public init(parsing text: some Collection<UInt8>) throws(JSONSyntaxError) {
        let tape = try JSONTape(text)
        root = try tape.bytes.withUnsafeBufferPointer { (bytes) throws(JSONSyntaxError) in
            var reader = JSONTreeReader(tokens: tape.tokens, bytes: bytes)
            return try reader.readValue()
        }
        self.tape = tape
    }

    /// Where the value at `path` starts; for a path that is not in the document, the nearest
    /// enclosing value that is.
    public func position(of path: JSONPath) -> SourcePosition {
        tape.position(ofToken: tokenIndex(of: path).value)
    }

    /// Where the key of the member at `path` starts (its opening quote); the same as
    /// ``position(of:)`` when `path` does not end with a key that is in the document.
    public func position(ofKey path: JSONPath) -> SourcePosition {
        let (value, found) = tokenIndex(of: path)
        guard found, case .key = path.components.last else { return tape.position(ofToken: value) }
        // A member's key token comes just before its value's.
        return tape.position(ofToken: value - 1)
    }

    /// The token of the value at `path`, or of the nearest enclosing value in the document, and
    /// whether the whole path was found.
    private func tokenIndex(of path: JSONPath) -> (value: Int, found: Bool) {
        var node = tape.root
        for component in path.components {
            let next: JSONNode?
            switch component {
            case .key(let key): next = node[key]
            case .index(let index):
                next = index < 0 ? nil : node.elements.dropFirst(index).first { _ in true }
            }
            guard let next else { return (node.index, false) }
            node = next
        }
        return (node.index, true)
    }
}

/// Builds the value tree from a scanned text's tokens, decoding strings strictly.
private struct JSONTreeReader {
    let tokens: [JSONTape.Token]
    let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    init(tokens: [JSONTape.Token], bytes: UnsafeBufferPointer<UInt8>) {
        self.tokens = tokens
        self.bytes = bytes
    }

    /// The value of the next token, and of the tokens inside it.
    mutating func readValue() throws(JSONSyntaxError) -> JSONValue {
        let token = tokens[index]
        index += 1
        switch token.kind {
        case .null: return .null
        case .true: return .bool(true)
        case .false: return .bool(false)
        case .number:
            return .number(JSONNumber(checkedLiteral: String(decoding: text(of: token), as: UTF8.self)))
        case .string, .escapedString: return .string(try string(token))
        case .array:
            var elements: [JSONValue] = []
            elements.reserveCapacity(Int(token.end))
            for _ in 0..<Int(token.end) { elements.append(try readValue()) }
            return .array(elements)
        case .object: return .object(try readMembers(count: Int(token.end)))
        }
    }

    /// `count` members, each key once.
    private mutating func readMembers(count: Int) throws(JSONSyntaxError) -> JSONObject {
        var members: [JSONObject.Member] = []
        members.reserveCapacity(count)
        // Small objects find a repeated key by a scan, large ones through a set.
        var seen = Set<String>()
        for _ in 0..<count {
            let keyToken = tokens[index]
            index += 1
            let key = try string(keyToken)
            let repeated = count > 16 ? !seen.insert(key).inserted : members.contains { $0.key == key }
            if repeated { throw JSONSyntaxError(.duplicateKey(key), at: keyToken.offset, in: bytes) }
            members.append(JSONObject.Member(key: key, value: try readValue()))
        }
        return JSONObject(uniqueMembers: members)
    }

    private func text(of token: JSONTape.Token) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)])
    }

    /// A string token's text, refusing invalid UTF-8 and lone surrogates.
    private func string(_ token: JSONTape.Token) throws(JSONSyntaxError) -> String {
        try JSONStringDecoder.decode(text(of: token), escaped: token.kind == .escapedString) {
            (flaw) throws(JSONSyntaxError) in
            switch flaw {
            case .invalidUTF8: throw JSONSyntaxError(.invalidUTF8, at: token.offset, in: bytes)
            case .loneSurrogate(let escape, let offset):
                throw JSONSyntaxError(.invalidEscape(escape), at: Int(token.start) + offset, in: bytes)
            }
        }
    }
}
