import Foundation
import TestHTTPServer
import Testing

@testable import JSON

/// The provider JSON reader: grammar, numbers, strings and the lenient readers on top.
@Suite struct JSONTapeTests {
    private func tape(_ text: String) throws -> JSONTape {
        try JSONTape(Data(text.utf8))
    }

    /// What a node reads as, written back compactly: numbers through `number`, strings through
    /// `string`, members in order.
    private func readBack(_ node: JSONNode) -> String {
        switch node.kind {
        case .null: "null"
        case .bool: node.tape.tokens[node.index].kind == .true ? "true" : "false"
        case .number: node.number.map { "\($0)" } ?? "?"
        case .string: JSONWriter.quoted(node.string ?? "?")
        case .array: "[" + node.elements.map(readBack).joined(separator: ",") + "]"
        case .object:
            "{"
                + node.members.map { JSONWriter.quoted($0.key) + ":" + readBack($0.value) }.joined(
                    separator: ",") + "}"
        }
    }

    @Test(arguments: [
        (
            #"{"a":[1,2.5,-0.5e3,true,false,null,"x"],"b":{}}"#,
            #"{"a":[1.0,2.5,-500.0,true,false,null,"x"],"b":{}}"#
        ),
        ("[]", "[]"), (" 0 ", "0.0"), (#""""#, #""""#), ("-0", "-0.0"), ("1E+2", "100.0"),
        (#"{"a\u0022b":"\\\/\b\f\n\r\t"}"#, #"{"a\"b":"\\/\b\f\n\r\t"}"#),
        ("\u{FEFF}[1]", "[1.0]"),
    ])
    func validTextReadsBack(text: String, expected: String) throws {
        #expect(readBack(try tape(text).root) == expected)
    }

    @Test(arguments: [
        (
            "", 0,
            "1:1: the text ends where a value (string, number, list, object, true, false or null) was expected"
        ),
        (#"{"a":[1,2"#, 9, "1:10: the text ends where ',' or ']' after a list item was expected"),
        ("[1,]", 3, "1:4: expected a value (string, number, list, object, true, false or null), found ']'"),
        ("01", 0, "1:1: 01 is not a valid JSON number"), ("1.", 0, "1:1: 1. is not a valid JSON number"),
        ("-", 0, "1:1: - is not a valid JSON number"), ("1e", 0, "1:1: 1e is not a valid JSON number"),
        (
            "\"a\u{01}\"", 2,
            "1:3: a control character (such as a line break) inside a string; write it as \\n"
        ),
        (#""\x""#, 1, "1:2: invalid escape \\x in a string"),
        (#""\u12""#, 1, "1:2: invalid escape \\u12 in a string"),
        ("{a:1}", 1, "1:2: expected a key in double quotes, found 'a'"),
        (#"{"a" 1}"#, 5, "1:6: expected ':' after the key \"a\", found '1'"),
        ("{} x", 3, "1:4: expected the end of the text, found 'x'"),
        ("tru", 0, "1:1: the text ends where 'true' was expected"),
        ("[nul]", 1, "1:2: expected 'null', found ']'"),
        (#""abc"#, 4, "1:5: the text ends where a closing '\"' was expected"),
        ("<html>", 0, "1:1: expected a value (string, number, list, object, true, false or null), found '<'"),
        (
            "[\n  é]", 4,
            "2:3: expected a value (string, number, list, object, true, false or null), found 'é'"
        ),
        // Foundation takes these two; the grammar does not.
        (
            "[1,21,]", 6,
            "1:7: expected a value (string, number, list, object, true, false or null), found ']'"
        ),
        ("2\u{0}", 1, "1:2: expected the end of the text, found '\u{0}'"),
    ])
    func malformedTextNamesThePlace(text: String, offset: Int, message: String) throws {
        let error = try #require(throws: JSONSyntaxError.self) { try tape(text) }
        #expect(error.offset == offset)
        #expect(error.description == message)
    }

    @Test func nestingIsBounded() throws {
        let depth = JSONTape.maximumDepth
        let deepest = try tape(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        #expect(deepest.tokens.count == depth)
        let tooDeep = String(repeating: "[", count: depth + 1) + String(repeating: "]", count: depth + 1)
        let error = try #require(throws: JSONSyntaxError.self) { try tape(tooDeep) }
        #expect(error.problem == .nestingTooDeep(limit: depth) && error.offset == depth)
    }

    /// The lenient reader takes what the strict one refuses: repeated keys (the first is read),
    /// lone surrogates and invalid UTF-8 (read as U+FFFD).
    @Test func theLazyReaderIsLenientWhereTheStrictOneIsNot() throws {
        for text in [#"{"a":1,"a":2}"#, #"["\ud800"]"#] {
            #expect(throws: JSONSyntaxError.self) { try JSONDocument(parsing: text.utf8) }
        }
        #expect(try tape(#"{"a":1,"a":2}"#).root["a"]?.number == 1)
        #expect(try tape(#"["\ud800"]"#).root.elements.first?.string == "\u{FFFD}")
    }

    /// A member is found by its key's text, escaped or not, and not by a key it starts or ends with.
    @Test func membersAreFoundByTheirWholeKey() throws {
        let root = try tape(#"{"abc":1,"a\u0062":2,"ab":3,"":4,"b":5,"é":6}"#).root
        #expect(root["ab"]?.number == 2, "the escaped key comes first")
        #expect(root["abc"]?.number == 1)
        #expect(root[""]?.number == 4)
        #expect(root["b"]?.number == 5)
        #expect(root["é"]?.number == 6)
        for missing in ["a", "abcd", "bc", "B", "x"] { #expect(root[missing] == nil, "\(missing)") }
        #expect(try tape("[1]").root["a"] == nil)
    }

    /// Every literal converts to the same bits as the C library's correctly rounded conversion.
    @Test func numbersMatchCorrectlyRoundedConversion() throws {
        var generator = SeededGenerator(seed: 20261202)
        var literals = [
            "0", "-0", "0.1", "0.3", "185.46000671386719", "1e22", "1e23", "9007199254740993", "4.35", "1e-7",
            "123456789012345", "1234567890123456", "0.000001234", "2.2250738585072014e-308",
            "1.7976931348623157e308",
            "5e-324", "6.31917e-7", "100.10", "1E+05", "1e0005",
        ]
        func digits(_ count: Int) -> String {
            (0..<count).map { _ in String(Int.random(in: 0...9, using: &generator)) }.joined()
        }
        for _ in 0..<20_000 {
            let whole = Int.random(in: 0...10, using: &generator)
            var literal =
                whole == 0 ? "0" : String(Int.random(in: 1...9, using: &generator)) + digits(whole - 1)
            let fraction = Int.random(in: 0...10, using: &generator)
            if fraction > 0 { literal += "." + digits(fraction) }
            if Bool.random(using: &generator) { literal += "e\(Int.random(in: -30...30, using: &generator))" }
            literals.append(Bool.random(using: &generator) ? "-" + literal : literal)
        }
        for literal in literals {
            let node = try tape(literal).root
            #expect(node.number?.bitPattern == Double(literal)?.bitPattern, "\(literal)")
        }
    }

    @Test func integersStayExactBeyondDoublePrecision() throws {
        #expect(try tape("9007199254740993").root.integer == 9_007_199_254_740_993)
        #expect(try tape("-9223372036854775808").root.integer == Int64.min)
        #expect(try tape("12.0").root.integer == 12)
        #expect(try tape("12.5").root.integer == nil)
        #expect(try tape("1e400").root.number == nil)
        #expect(try tape("1e+" + String(repeating: "1", count: 40) + "0").root.number == nil)
        #expect(try tape("-1e-400").root.number == -0.0)
        #expect(try tape(#""7""#).root.integer == 7)
    }

    /// `numbers` reads each element as `number` does: nulls, placeholders and non-numbers as nil.
    @Test func numbersReadEveryElementAsNumberDoes() throws {
        let root = try tape(#"[1733149800, 47.98, null, "12.5", "--", -0.5e2, 1e400, [1], {"a": 2}, true]"#)
            .root
        #expect(root.numbers() == [1_733_149_800, 47.98, nil, 12.5, nil, -50, nil, nil, nil, nil])
        #expect(root.numbers() == root.elements.map(\.number))
        #expect(try tape(#"{"a": 1}"#).root.numbers().isEmpty)
        #expect(try tape("[]").root.numbers().isEmpty)
        #expect(
            root.count == 10 && root.numbers(from: 7) == [nil, nil, nil] && root.numbers(from: 10).isEmpty)
    }

    /// `element(at:)` finds an element whether the array holds only scalars or containers too.
    @Test func elementsAreFoundByTheirOffset() throws {
        for text in ["[1, 2, 3, 4]", #"[1, [2, [0]], {"a": 3}, 4]"#] {
            let root = try tape(text).root
            #expect(root.count == 4)
            #expect(root.element(at: 0)?.number == 1 && root.element(at: 3)?.number == 4)
            #expect(root.element(at: 4) == nil && root.element(at: -1) == nil)
            #expect(root.numbers(from: 3) == [4])
        }
        #expect(try tape(#"{"a": 1}"#).root.element(at: 0) == nil)
    }

    @Test func stringsDecodeEscapesAndRepairBadText() throws {
        #expect(try tape(#""a\"b\\c\/d\ne\tf""#).root.string == "a\"b\\c/d\ne\tf")
        #expect(try tape(#""caf\u00e9 \ud83d\ude00""#).root.string == "café 😀")
        #expect(try tape(#""lone \ud83d here""#).root.string == "lone \u{FFFD} here")
        #expect(try JSONTape([0x22, 0x61, 0xFF, 0x62, 0x22]).root.string == "a\u{FFFD}b")
        #expect(try tape(#"{"a\u0062":1}"#).root["ab"]?.number == 1)
    }

    @Test func lenientReadersTakeWhatProvidersSend() throws {
        let root = try tape(
            #"{"n":"1,234.5","dash":"--","null":null,"t":"  \u3000Name\n","empty":"  ","num":42,"plus":"+3","list":[1,"2",null,"x"]}"#
        ).root
        #expect(root["n"]?.number == 1234.5)
        #expect(root["dash"]?.number == nil)
        #expect(root["null"]?.isNull == true && root["null"]?.text == nil)
        #expect(root["t"]?.text == "Name")
        #expect(root["empty"]?.text == nil)
        #expect(root["num"]?.text == nil)
        #expect(root["plus"]?.number == 3)
        #expect(root["missing"] == nil)
        #expect(root["list"]?.elements.map(\.number) == [1, 2, nil, nil])
        #expect(root.members.map(\.key) == ["n", "dash", "null", "t", "empty", "num", "plus", "list"])
        #expect(root["list"]?["n"] == nil && root["num"]?.elements.first == nil)
    }

    @Test func shapeErrorsNameTheirPath() throws {
        let root = try tape(#"{"quoteResponse":{"result":[{"symbol":"A"},{"name":"b","symbol":7}]}}"#).root
        let result = try root.required("quoteResponse").optionalArray("result")
        #expect(try Array(result)[0].requiredString("symbol") == "A")
        #expect(throws: JSONShapeError(problem: "expected a string, found a number", path: "symbol")) {
            try Array(result)[1].requiredString("symbol")
        }
        #expect(
            JSONShapeError.missingKey("symbol").inside("[1]").inside("result").inside("quoteResponse")
                .description
                == "missing key symbol at quoteResponse.result[1]")
        #expect(throws: JSONShapeError(problem: "missing key quoteResponse")) {
            try tape("{}").root.required("quoteResponse")
        }
        #expect(throws: JSONShapeError(problem: "expected a list, found a string", path: "result")) {
            try tape(#"{"result":"x"}"#).root.optionalArray("result")
        }
        #expect(throws: JSONShapeError(problem: "expected an object, found a list")) {
            try tape("[]").root.required("a")
        }
        #expect(try tape(#"{"result":null}"#).root.optionalArray("result").first == nil)
    }

    @Test func nodesKnowWhereTheyStart() throws {
        let root = try tape("{\n  \"a\": [1,\n    \"x\"]\n}").root
        #expect(root["a"]?.position == SourcePosition(line: 2, column: 8))
        let list = try #require(root["a"])
        #expect(Array(list.elements).last?.position == SourcePosition(line: 3, column: 5))
    }
}
