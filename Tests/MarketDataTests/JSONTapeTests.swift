import Foundation
import Testing

@testable import MarketData

/// The provider JSON reader: grammar, numbers, strings and the lenient readers on top.
@Suite struct JSONTapeTests {
    private func tape(_ text: String) throws -> JSONTape {
        try JSONTape(Data(text.utf8))
    }

    @Test(arguments: [
        #"{"a":[1,2.5,-0.5e3,true,false,null,"x"],"b":{}}"#, "[]", " 0 ", #""""#, "-0", "1E+2",
        #"{"a\u0022b":"\\\/\b\f\n\r\t"}"#,
    ])
    func validTextParses(text: String) throws {
        _ = try tape(text)
    }

    @Test(arguments: [
        ("", 0, "a value"), (#"{"a":[1,2"#, 9, "',' or ']'"), ("[1,]", 3, "a value"),
        ("01", 1, "the end of the text"), ("1.", 2, "a digit after '.'"), ("-", 1, "a digit"),
        ("1e", 2, "a digit in the exponent"), ("\"a\u{01}\"", 2, "no control character inside a string"),
        (#""\x""#, 2, "a valid escape"), (#""\u12""#, 5, "four hex digits"),
        ("{a:1}", 1, "a key in double quotes"),
        (#"{"a" 1}"#, 5, "':' after a key"), ("{} x", 3, "the end of the text"), ("tru", 0, "'true'"),
        (#""abc"#, 4, "a closing '\"'"), ("<html>", 0, "a value"),
        // Foundation takes these two; the grammar does not.
        ("[1,21,]", 6, "a value"), ("2\u{0}", 1, "the end of the text"),
    ])
    func malformedTextNamesTheByte(text: String, offset: Int, expected: String) {
        #expect(throws: JSONSyntaxError(offset: offset, expected: expected)) { try tape(text) }
    }

    @Test func nestingIsBounded() throws {
        let depth = JSONTape.maximumDepth
        _ = try tape(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        let tooDeep = String(repeating: "[", count: depth + 1) + String(repeating: "]", count: depth + 1)
        #expect(throws: JSONSyntaxError.self) { try tape(tooDeep) }
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

    @Test func stringsDecodeEscapesAndRepairBadText() throws {
        #expect(try tape(#""a\"b\\c\/d\ne\tf""#).root.string == "a\"b\\c/d\ne\tf")
        #expect(try tape(#""caf\u00e9 \ud83d\ude00""#).root.string == "café 😀")
        #expect(try tape(#""lone \ud83d here""#).root.string == "lone \u{FFFD} here")
        let invalid = Data([0x22, 0x61, 0xFF, 0x62, 0x22])
        #expect(try JSONTape(invalid).root.string == "a\u{FFFD}b")
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
        let items = try YahooWire.quotes(root)
        #expect(try items[0].result.get().symbol == "A")
        #expect(
            throws: JSONShapeError(
                problem: "expected a string, found a number", path: "quoteResponse.result[1].symbol")
        ) {
            try items[1].result.get()
        }
        #expect(throws: JSONShapeError(problem: "missing key quoteResponse")) {
            try YahooWire.quotes(try tape("{}").root)
        }
        #expect(
            throws: JSONShapeError(problem: "expected an array, found a string", path: "quoteResponse.result")
        ) {
            try YahooWire.quotes(try tape(#"{"quoteResponse":{"result":"x"}}"#).root)
        }
    }
}

/// A small deterministic generator (SplitMix64), so a failing literal can be found again.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
