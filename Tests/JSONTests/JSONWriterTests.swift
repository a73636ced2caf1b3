import Testing

@testable import JSON

@Suite struct JSONWriterTests {
    @Test func prettyPrintsWithTwoSpacesAndTrailingNewline() {
        let value: JSONValue = .object([
            "b": .array([.string("x"), .number(JSONNumber(2.5)!)]),
            "a": .object([:]),
            "c": .array([]),
            "d": .object(["n": .null, "t": .bool(false)]),
        ])
        let expected = """
            {
              "b": [
                "x",
                2.5
              ],
              "a": {},
              "c": [],
              "d": {
                "n": null,
                "t": false
              }
            }

            """
        #expect(JSONWriter.prettyPrinted(value) == expected)
    }

    /// Nesting deeper than one run of the spaces indentation is copied from (32 levels) is indented
    /// two spaces a level all the same, by the writer and by an object written member by member.
    @Test func deepNestingIsIndentedTwoSpacesALevel() {
        let depth = 40
        var value: JSONValue = .object(["k": .number(JSONNumber(1)!)])
        for _ in 0..<depth { value = .array([value]) }
        let lines = JSONWriter.prettyPrinted(value).split(separator: "\n")
        #expect(lines.count == 2 * depth + 3)
        #expect(lines[depth] == Substring(String(repeating: "  ", count: depth) + "{"))
        #expect(lines[depth + 1] == Substring(String(repeating: "  ", count: depth + 1) + "\"k\": 1"))
        #expect(lines.last == "]")
        var streamed: [UInt8] = []
        JSONWriter.writeObject(level: depth, to: &streamed) { $0.member("k", number: 1) }
        #expect(
            String(decoding: streamed, as: UTF8.self)
                == "{\n" + String(repeating: "  ", count: depth + 1) + "\"k\": 1\n"
                + String(repeating: "  ", count: depth) + "}")
    }

    @Test func writesCompactly() {
        let value: JSONValue = .object([
            "a": .array([.number(JSONNumber(1)!), .null, .object([:])]), "b": .string("x y"),
        ])
        #expect(JSONWriter.compact(value) == #"{"a":[1,null,{}],"b":"x y"}"#)
        #expect(JSONWriter.compact(.array([])) == "[]")
    }

    @Test func escapesStrings() {
        #expect(JSONWriter.quoted("a\"b\\c\n\u{01}é/") == #""a\"b\\c\n\u0001é/""#)
    }

    @Test func roundTripsThroughTheParser() throws {
        let text = """
            {
              "name": "tab\\tquote\\"",
              "values": [
                1,
                -0.25,
                1E+5,
                {
                  "deep": [
                    true
                  ]
                }
              ]
            }

            """
        let document = try JSONDocument(parsing: text.utf8)
        #expect(JSONWriter.prettyPrinted(document.root) == text)
    }

    @Test(arguments: [
        (10.0, "10"), (212.5, "212.5"), (-3.0, "-3"), (0.1, "0.1"), (1e20, "1e+20"), (-0.0, "0"),
        (1e-7, "1e-07"),
        (999_999_999_999_999, "999999999999999"), (1e15, "1000000000000000.0"),
        (0.1 + 0.2, "0.30000000000000004"),
    ])
    func writesShortestNumberLiterals(value: Double, literal: String) throws {
        let number = try #require(JSONNumber(value))
        #expect(number.literal == literal)
        #expect(JSONNumber.isValidLiteral(number.literal))
        #expect(number.doubleValue == value)
    }

    @Test func refusesNonFiniteNumbers() {
        #expect(JSONNumber(Double.infinity) == nil)
        #expect(JSONNumber(Double.nan) == nil)
    }
}
