import Foundation
import Testing

@testable import JSON

@Suite struct JSONDocumentTests {
    @Test func keepsMemberOrderAndNumberLiterals() throws {
        let document = try JSONDocument(parsing: #"{"z": 1.50, "a": [true, null, -2e3], "m": "x"}"#.utf8)
        guard case .object(let object) = document.root else {
            Issue.record("expected an object")
            return
        }
        #expect(object.keys == ["z", "a", "m"])
        #expect(object["z"]?.numberValue?.literal == "1.50")
        #expect(object["a"] == .array([.bool(true), .null, .number(JSONNumber(literal: "-2e3")!)]))
    }

    @Test func recordsPositionsOfNestedValues() throws {
        let text = "{\n  \"list\": [\n    \"a\",\n    {\"k\": 5}\n  ]\n}"
        let document = try JSONDocument(parsing: text.utf8)
        #expect(document.position(of: []) == SourcePosition(line: 1, column: 1))
        #expect(document.position(of: [.key("list")]) == SourcePosition(line: 2, column: 11))
        #expect(document.position(of: [.key("list"), .index(0)]) == SourcePosition(line: 3, column: 5))
        #expect(
            document.position(of: [.key("list"), .index(1), .key("k")]) == SourcePosition(line: 4, column: 11)
        )
        #expect(document.position(of: [.key("list"), .index(7)]) == SourcePosition(line: 2, column: 11))
    }

    @Test func countsColumnsInCharactersNotBytes() throws {
        let document = try JSONDocument(parsing: #"{"é€": "日本", "n": 1}"#.utf8)
        #expect(document.position(of: [.key("n")]) == SourcePosition(line: 1, column: 19))
    }

    @Test func decodesEscapes() throws {
        let document = try JSONDocument(parsing: #"["a\"b\\c\/d\n\t\u00e9\ud83d\ude00"]"#.utf8)
        #expect(document.root == .array([.string("a\"b\\c/d\n\té😀")]))
    }

    @Test func skipsByteOrderMark() throws {
        let document = try JSONDocument(parsing: Data([0xEF, 0xBB, 0xBF]) + Data("[1]".utf8))
        #expect(document.root == .array([.number(JSONNumber(literal: "1")!)]))
    }

    @Test(arguments: [
        ("{\"a\": 1,}", "1:9: expected a key in double quotes, found '}'"),
        ("[1 2]", "1:4: expected ',' or ']' after a list item, found '2'"),
        ("{\"a\" 1}", "1:6: expected ':' after the key \"a\", found '1'"),
        ("{\"a\": 1", "1:8: the text ends where ',' or '}' after an object member was expected"),
        ("[01]", "1:2: 01 is not a valid JSON number"),
        ("[1.]", "1:2: 1. is not a valid JSON number"),
        ("[-]", "1:2: - is not a valid JSON number"),
        ("[tru]", "1:2: expected 'true', found ']'"),
        ("\n\n  [\"a\\x\"]", "3:6: invalid escape \\x in a string"),
        ("[\"a\nb\"]", "1:4: a control character (such as a line break) inside a string; write it as \\n"),
        ("{\"a\": 1, \"a\": 2}", "1:10: the key \"a\" appears twice in the same object"),
        ("[1] x", "1:5: expected the end of the text, found 'x'"),
        (
            "",
            "1:1: the text ends where a value (string, number, list, object, true, false or null) was expected"
        ),
        ("[\"\\ud800\"]", "1:3: invalid escape \\uD800 without its pair in a string"),
        ("[\"ab\\ud800\\u0041\"]", "1:5: invalid escape \\uD800\\u0041 in a string"),
        ("[\"\\udc00\"]", "1:3: invalid escape \\uDC00 in a string"),
        ("[\"\\u12\"]", "1:3: invalid escape \\u12 in a string"),
        ("[1, 2", "1:6: the text ends where ',' or ']' after a list item was expected"),
        ("[\"abc", "1:6: the text ends where a closing '\"' was expected"),
    ])
    func reportsSyntaxErrorsWithPosition(text: String, message: String) {
        #expect(throws: JSONSyntaxError.self) { try JSONDocument(parsing: text.utf8) }
        do {
            _ = try JSONDocument(parsing: text.utf8)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func rejectsInvalidUTF8AtTheString() throws {
        let error = try #require(throws: JSONSyntaxError.self) {
            try JSONDocument(parsing: Data([0x5B, 0x31, 0x2C, 0x22, 0x61, 0xFF, 0x22, 0x5D]))
        }
        #expect(error.problem == .invalidUTF8)
        #expect(error.offset == 3)
        #expect(error.position == SourcePosition(line: 1, column: 4))
    }

    @Test func limitsNestingDepth() throws {
        let depth = JSONTape.maximumDepth
        let deepest = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(try JSONDocument(parsing: deepest.utf8).root != .null)
        let text = "\n" + String(repeating: "[", count: depth + 1) + String(repeating: "]", count: depth + 1)
        let error = try #require(throws: JSONSyntaxError.self) { try JSONDocument(parsing: text.utf8) }
        #expect(error.description == "2:\(depth + 1): lists and objects nested more than \(depth) deep")
    }

    @Test func aKeyPositionIsItsOpeningQuote() throws {
        let document = try JSONDocument(parsing: "{\n  \"endpoints\": {\"yaho\": \"x\"}\n}".utf8)
        #expect(
            document.position(ofKey: [.key("endpoints"), .key("yaho")]) == SourcePosition(line: 2, column: 17)
        )
        #expect(
            document.position(of: [.key("endpoints"), .key("yaho")]) == SourcePosition(line: 2, column: 25))
        #expect(
            document.position(ofKey: [.key("endpoints"), .key("none")]) == SourcePosition(line: 2, column: 16)
        )
    }

    @Test func largeObjectsFindRepeatedKeys() throws {
        let members = (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        guard case .object(let object) = try JSONDocument(parsing: "{\(members)}".utf8).root else {
            Issue.record("expected an object")
            return
        }
        #expect(object.keys.count == 40)
        let error = try #require(throws: JSONSyntaxError.self) {
            try JSONDocument(parsing: "{\(members), \"k17\": 0}".utf8)
        }
        #expect(error.problem == .duplicateKey("k17"))
    }

    /// A BOM is not a column: positions count from the text after it.
    @Test func positionsStartAfterAByteOrderMark() throws {
        let error = try #require(throws: JSONSyntaxError.self) {
            try JSONDocument(parsing: Data([0xEF, 0xBB, 0xBF]) + Data("[1,]".utf8))
        }
        #expect(error.position == SourcePosition(line: 1, column: 4))
    }
}
