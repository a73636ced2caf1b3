import Foundation

/// A provider's JSON body read into one flat array of tokens, in document order.
///
/// Parsing checks the whole grammar and records where each value lies, but turns nothing into a
/// Swift string or number: readers (``JSONNode``) do that for the few values they ask for, which
/// keeps a large answer cheap to read. An object's members follow it as key, value, key, value;
/// every token knows where the next sibling starts, so skipping a value costs one step.
final class JSONTape: Sendable {
    /// Nesting deeper than this is refused rather than followed.
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
    }

    /// The JSON text.
    let bytes: [UInt8]
    /// The tokens; the root value is the first.
    let tokens: [Token]

    /// Parses `data`, which must hold exactly one JSON value (surrounding whitespace allowed).
    init(_ data: Data) throws(JSONSyntaxError) {
        let bytes = [UInt8](data)
        guard bytes.count < UInt32.max else {
            throw JSONSyntaxError(offset: 0, expected: "a body under 4 GB")
        }
        let tokens = try bytes.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
            var parser = JSONTapeParser(bytes: buffer)
            return try parser.parseDocument()
        }
        self.bytes = bytes
        self.tokens = tokens
    }

    /// The root value.
    var root: JSONNode { JSONNode(tape: self, index: 0) }
}

/// JSON text that breaks the grammar, or ends too soon.
struct JSONSyntaxError: Error, Equatable, CustomStringConvertible {
    /// The byte offset where reading stopped.
    let offset: Int
    /// What should have been there.
    let expected: String

    var description: String { "malformed JSON at byte \(offset): expected \(expected)" }
}

/// The recursive-descent reader behind ``JSONTape``; depth is bounded by ``JSONTape/maximumDepth``.
private struct JSONTapeParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    var tokens: [JSONTape.Token] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        tokens.reserveCapacity(bytes.count / 8)
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> [JSONTape.Token] {
        try parseValue(depth: 0)
        skipWhitespace()
        guard position == bytes.count else { throw error("the end of the text") }
        return tokens
    }

    private func error(_ expected: String) -> JSONSyntaxError {
        JSONSyntaxError(offset: position, expected: expected)
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    /// Appends a token and returns its index; `next` is filled in by the caller for containers.
    private mutating func append(_ kind: JSONTape.Kind, start: Int, end: Int) -> Int {
        tokens.append(
            JSONTape.Token(
                start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: end),
                next: UInt32(truncatingIfNeeded: tokens.count + 1), kind: kind))
        return tokens.count - 1
    }

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) {
        skipWhitespace()
        guard let byte = current else { throw error("a value") }
        switch byte {
        case UInt8(ascii: "{"): try parseContainer(.object, depth: depth + 1)
        case UInt8(ascii: "["): try parseContainer(.array, depth: depth + 1)
        case UInt8(ascii: "\""): try parseString()
        case UInt8(ascii: "t"): try parseWord("true", .true)
        case UInt8(ascii: "f"): try parseWord("false", .false)
        case UInt8(ascii: "n"): try parseWord("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try parseNumber()
        default: throw error("a value")
        }
    }

    private mutating func parseWord(_ word: StaticString, _ kind: JSONTape.Kind) throws(JSONSyntaxError) {
        let start = position
        let length = word.utf8CodeUnitCount
        guard bytes.count - position >= length,
            memcmp(bytes.baseAddress! + position, word.utf8Start, length) == 0
        else { throw error("'\(word)'") }
        position += length
        _ = append(kind, start: start, end: position)
    }

    /// An array or an object: `[value, ...]` or `{"key": value, ...}`.
    private mutating func parseContainer(_ kind: JSONTape.Kind, depth: Int) throws(JSONSyntaxError) {
        guard depth <= JSONTape.maximumDepth else {
            throw error("at most \(JSONTape.maximumDepth) levels of nesting")
        }
        let isObject = kind == .object
        let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        let index = append(kind, start: position, end: 0)
        position += 1
        skipWhitespace()
        var count = 0
        if current == close {
            position += 1
        } else {
            while true {
                if isObject {
                    skipWhitespace()
                    guard current == UInt8(ascii: "\"") else { throw error("a key in double quotes") }
                    try parseString()
                    skipWhitespace()
                    guard current == UInt8(ascii: ":") else { throw error("':' after a key") }
                    position += 1
                }
                try parseValue(depth: depth)
                count += 1
                skipWhitespace()
                if current == UInt8(ascii: ",") {
                    position += 1
                } else if current == close {
                    position += 1
                    break
                } else {
                    throw error(isObject ? "',' or '}'" : "',' or ']'")
                }
            }
        }
        tokens[index].end = UInt32(truncatingIfNeeded: count)
        tokens[index].next = UInt32(truncatingIfNeeded: tokens.count)
    }

    /// A string from its opening quote; escapes are checked here and decoded by readers.
    private mutating func parseString() throws(JSONSyntaxError) {
        position += 1
        let start = position
        var escaped = false
        while true {
            guard position < bytes.count else { throw error("a closing '\"'") }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") { break }
            if byte < 0x20 { throw error("no control character inside a string") }
            if byte == UInt8(ascii: "\\") {
                escaped = true
                try skipEscape()
            } else {
                position += 1
            }
        }
        _ = append(escaped ? .escapedString : .string, start: start, end: position)
        position += 1
    }

    private mutating func skipEscape() throws(JSONSyntaxError) {
        position += 1
        guard let byte = current else { throw error("an escape character") }
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            position += 1
        case UInt8(ascii: "u"):
            position += 1
            for _ in 0..<4 {
                guard let digit = current, JSONText.hexValue(digit) != nil else {
                    throw error("four hex digits")
                }
                position += 1
            }
        default: throw error("a valid escape")
        }
    }

    /// `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`.
    private mutating func parseNumber() throws(JSONSyntaxError) {
        let start = position
        if current == UInt8(ascii: "-") { position += 1 }
        if current == UInt8(ascii: "0") {
            position += 1
        } else if skipDigits() == 0 {
            throw error("a digit")
        }
        if current == UInt8(ascii: ".") {
            position += 1
            guard skipDigits() > 0 else { throw error("a digit after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard skipDigits() > 0 else { throw error("a digit in the exponent") }
        }
        _ = append(.number, start: start, end: position)
    }

    private mutating func skipDigits() -> Int {
        let start = position
        while position < bytes.count, bytes[position] &- UInt8(ascii: "0") < 10 { position += 1 }
        return position - start
    }
}
