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
