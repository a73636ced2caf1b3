import Foundation
import Testing

@testable import MarketReport

@Suite struct JSONDocumentTests {
    @Test func keepsMemberOrderAndNumberLiterals() throws {
        let document = try JSONDocument(parsing: #"{"z": 1.50, "a": [true, null, -2e3], "m": "x"}"#)
        let object = try #require(document.root.objectValue)
        #expect(object.keys == ["z", "a", "m"])
        #expect(object["z"]?.numberValue?.literal == "1.50")
        #expect(object["a"] == .array([.bool(true), .null, .number(JSONNumber(literal: "-2e3")!)]))
    }

    @Test func recordsPositionsOfNestedValues() throws {
        let text = "{\n  \"list\": [\n    \"a\",\n    {\"k\": 5}\n  ]\n}"
        let document = try JSONDocument(parsing: text)
        #expect(document.position(of: []) == SourcePosition(line: 1, column: 1))
        #expect(document.position(of: [.key("list")]) == SourcePosition(line: 2, column: 11))
        #expect(document.position(of: [.key("list"), .index(0)]) == SourcePosition(line: 3, column: 5))
        #expect(
            document.position(of: [.key("list"), .index(1), .key("k")]) == SourcePosition(line: 4, column: 11)
        )
        #expect(document.position(of: [.key("list"), .index(7)]) == SourcePosition(line: 2, column: 11))
    }

    @Test func countsColumnsInCharactersNotBytes() throws {
        let document = try JSONDocument(parsing: #"{"é€": "日本", "n": 1}"#)
        #expect(document.position(of: [.key("n")]) == SourcePosition(line: 1, column: 19))
    }

    @Test func decodesEscapes() throws {
        let document = try JSONDocument(parsing: #"["a\"b\\c\/d\n\t\u00e9\ud83d\ude00"]"#)
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
        ("[\"abc", "1:6: the text ends where a closing '\"' was expected"),
    ])
    func reportsSyntaxErrorsWithPosition(text: String, message: String) {
        #expect(throws: JSONParseError.self) { try JSONDocument(parsing: text) }
        do {
            _ = try JSONDocument(parsing: text)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func rejectsInvalidUTF8() {
        #expect(throws: JSONParseError.invalidUTF8(at: SourcePosition(line: 1, column: 2))) {
            try JSONDocument(parsing: Data([0x5B, 0x22, 0x61, 0xFF, 0x22, 0x5D]))
        }
    }

    @Test func limitsNestingDepth() {
        let text = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        #expect(throws: JSONParseError.self) { try JSONDocument(parsing: text) }
    }
}
