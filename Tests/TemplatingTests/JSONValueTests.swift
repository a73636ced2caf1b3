import Foundation
import Templating
import Testing

@Suite struct JSONValueTests {
    @Test func readsEveryKindOfValueKeepingKeyOrder() throws {
        let value = try TemplateValue(
            json: Data(#"{"b":1,"a":[1.5,-2,true,null,"x\u00e9\ud83d\ude80\n"],"c":{}}"#.utf8))
        guard case .object(let object) = value else {
            Issue.record("expected an object")
            return
        }
        #expect(object.keys == ["b", "a", "c"])
        let template = try Template("{{b}} {{#a}}[{{.}}]{{/a}}")
        #expect(try template.render(value, escaping: .none) == "1 [1.5][-2][true][][xé🚀\n]")
    }

    @Test(arguments: [
        ("85", "85"), ("1.210", "1.21"), ("-0.5", "-0.5"), ("1234567890123", "1234567890123"), ("0.1", "0.1"),
        ("1e3", "1000"), ("1e21", "1e+21"), ("-0", "0"),
    ])
    func numbersRenderLikeJSON(json: String, expected: String) throws {
        #expect(try Template("{{.}}").render(TemplateValue(json: json)) == expected)
    }

    @Test(arguments: [
        ("{\"a\": 1,\n  \"b\": }", 2, 8, "unexpected character, expected a value"),
        ("[1, 2", 1, 6, "expected ',' or ']' after an array element"),
        ("{} x", 1, 4, "unexpected text after the JSON value"),
        ("{\"a\" 1}", 1, 6, "expected ':' after an object key"),
        ("\"abc", 1, 1, "unterminated string"),
        ("[01]", 1, 3, "expected ',' or ']' after an array element"),
        ("[tru]", 1, 2, "invalid literal, expected true"),
        ("\"\\q\"", 1, 2, "invalid escape sequence"),
        ("", 1, 1, "unexpected end of input, expected a value"),
    ])
    func malformedJSONNamesLineAndColumn(json: String, line: Int, column: Int, message: String) {
        #expect(throws: JSONError(line: line, column: column, message: message)) {
            try TemplateValue(json: Data(json.utf8))
        }
    }

    @Test func nestingIsBounded() {
        let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        #expect(throws: JSONError.self) { try TemplateValue(json: deep) }
    }

    @Test func duplicateKeysKeepTheLastValue() throws {
        let value = try TemplateValue(json: #"{"a":1,"b":2,"a":3}"#)
        #expect(try Template("{{a}}{{b}}").render(value) == "32")
    }

    @Test func largeObjectsAreIndexed() throws {
        let entries = (0..<100).map { ("key\($0)", TemplateValue.number(Double($0))) }
        let value = TemplateValue.object(TemplateObject(entries))
        #expect(try Template("{{key0}} {{key57}} {{key99}} [{{key100}}]").render(value) == "0 57 99 []")
    }
}
