/// JSON text read into one flat array of tokens, in document order: the fast, lazy reader for
/// large answers.
///
/// Reading checks the whole grammar and records where each value lies, but turns nothing into a
/// Swift string or number: ``JSONNode`` does that for the few values a reader asks for, which
/// keeps a large answer cheap to read. An object's members follow it as key, value, key, value;
/// every token knows where the next sibling starts, so skipping a value costs one step.
public final class JSONTape: Sendable {
    /// Nesting deeper than this is refused rather than followed, by both readers.
    static let maximumDepth = 512

    /// What a token holds.
    enum Kind: UInt8 {
        case null, `true`, `false`, number, string, escapedString, array, object
    }

    /// One value: where its text lies, and where the value after it starts.
    struct Token {
        /// For scalars, the first byte (for strings, the one after the opening quote).
        var start: UInt32
        /// For scalars, one past the last byte (for strings, the closing quote); for arrays and
        /// objects, the number of elements or members.
        var end: UInt32
        /// The index of the token after this value and everything inside it.
        var next: UInt32
        /// What the token holds.
        var kind: Kind

        /// Where the value's text starts: the opening quote of a string.
        var offset: Int {
            kind == .string || kind == .escapedString ? Int(start) - 1 : Int(start)
        }
    }

    /// The JSON text, without a leading byte-order mark.
    let bytes: [UInt8]
    /// The tokens; the root value is the first.
    let tokens: [Token]

    /// Reads UTF-8 `text`, which must hold exactly one JSON value (surrounding whitespace and a
    /// leading byte-order mark allowed). Strings are not checked for valid UTF-8 here: readers
    /// repair what they decode.
    ///
    /// - Throws: ``JSONSyntaxError`` at the first place the text breaks the grammar.
    public init(_ text: some Collection<UInt8>) throws(JSONSyntaxError) {
        var bytes = text.withContiguousStorageIfAvailable(Array.init) ?? Array(text)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        self.tokens = try bytes.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
            guard buffer.count < UInt32.max else { throw JSONSyntaxError(.tooLarge, at: 0, in: buffer) }
            var scanner = JSONScanner(bytes: buffer)
            return try scanner.scanDocument()
        }
        self.bytes = bytes
    }

    /// The root value.
    public var root: JSONNode { JSONNode(tape: self, index: 0) }

    /// The line and column where the value of token `index` starts.
    func position(ofToken index: Int) -> SourcePosition {
        SourcePosition(offset: tokens[index].offset, in: bytes)
    }
}
