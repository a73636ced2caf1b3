import JSON
import MarketReport
import Templating
import Testing

/// JSON data as template data, as `render --data` reads it.
@Suite struct TemplateValueJSONTests {
    private func value(_ json: String) throws -> TemplateValue {
        TemplateValue(json: try JSONDocument(parsing: json.utf8).root)
    }

    @Test func readsEveryKindOfValueKeepingKeyOrder() throws {
        let value = try value(#"{"b":1,"a":[1.5,-2,true,null,"x\u00e9\ud83d\ude80\n"],"c":{}}"#)
        guard case .object(let object) = value else {
            Issue.record("expected an object")
            return
        }
        #expect(object.keys == ["b", "a", "c"])
        let template = try Template("{{b}} {{#a}}[{{.}}]{{/a}}")
        #expect(try template.render(value, escaping: .none) == "1 [1.5][-2][true][][xé🚀\n]")
    }

    /// A number renders as the shortest text the JSON module writes for it; one beyond a
    /// `Double`'s range renders as it was written.
    @Test(arguments: [
        ("85", "85"), ("1.210", "1.21"), ("-0.5", "-0.5"), ("1234567890123", "1234567890123"), ("0.1", "0.1"),
        ("1e3", "1000"), ("1e21", "1e+21"), ("-0", "0"), ("1e-7", "1e-07"), ("1e400", "1e400"),
    ])
    func numbersRenderLikeJSON(json: String, expected: String) throws {
        #expect(try Template("{{.}}").render(value(json)) == expected)
        if let shortest = JSONNumber(literal: json).flatMap({ JSONNumber($0.doubleValue) }) {
            #expect(shortest.literal == expected)
        }
    }

    @Test func likeObjectsShareAShape() throws {
        let value = try value(#"[{"a":1,"b":{"c":2}},{"a":3,"b":{"c":4}},{"b":5,"a":6}]"#)
        guard case .list(let rows) = value, case .object(let first) = rows[0],
            case .object(let second) = rows[1],
            case .object(let third) = rows[2], case .object(let inner) = first["b"]
        else {
            Issue.record("expected a list of objects")
            return
        }
        #expect(first.shape === second.shape)
        #expect(third.shape !== first.shape)
        #expect(third.keys == ["b", "a"])
        #expect(inner.keys == ["c"])
        #expect(try Template("{{#.}}{{a}}{{b.c}};{{/.}}").render(value) == "12;34;6;")
    }
}
