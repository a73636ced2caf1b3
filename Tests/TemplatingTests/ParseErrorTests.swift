import Templating
import Testing

@Suite struct ParseErrorTests {
    private func parseError(_ source: String, name: String = "t.html") -> TemplateError? {
        do {
            _ = try Template(source, name: name)
            return nil
        } catch {
            return error
        }
    }

    @Test func unclosedSectionNamesWhereItOpened() throws {
        let error = try #require(parseError("<ul>\n  {{#rows}}\n<li>{{name}}</li>\n", name: "list.html"))
        #expect(error.reason == .unclosedSection("rows", line: 2, column: 3))
        #expect(error.message == "unclosed section \"rows\" opened at 2:3")
        #expect((error.line, error.column, error.sourceLine) == (2, 3, "  {{#rows}}"))
        #expect(
            error.description == "list.html:2:3: unclosed section \"rows\" opened at 2:3\n  {{#rows}}\n  ^")
    }

    @Test func mismatchedClosingTag() throws {
        let error = try #require(parseError("{{#rows}}x{{/x}}"))
        #expect(error.message == "unexpected closing tag \"x\", expected \"rows\"")
        #expect((error.line, error.column) == (1, 11))
        #expect(
            error.description
                == "t.html:1:11: unexpected closing tag \"x\", expected \"rows\"\n{{#rows}}x{{/x}}\n          ^"
        )
    }

    @Test func closingTagWithoutSection() throws {
        let error = try #require(parseError("a\nb {{/x}}"))
        #expect(error.reason == .unexpectedClosingTag("x", expected: nil))
        #expect((error.line, error.column, error.sourceLine) == (2, 3, "b {{/x}}"))
    }

    @Test func unclosedTag() throws {
        let error = try #require(parseError("line one\nab {{name\nmore"))
        #expect(error.message == "unclosed tag, expected \"}}\"")
        #expect((error.line, error.column, error.sourceLine) == (2, 4, "ab {{name"))
    }

    @Test func unclosedTagWithCustomDelimiters() throws {
        let error = try #require(parseError("{{=<% %>=}}\n<%name"))
        #expect(error.reason == .unclosedTag(closing: "%>"))
        #expect((error.line, error.column) == (2, 1))
    }

    @Test(arguments: ["{{= | =}}", "{{=a b c=}}", "{{==}}", "{{=<% =%>=}}"])
    func badDelimiterChange(source: String) throws {
        let error = try #require(parseError(source))
        guard case .invalidDelimiters = error.reason else {
            Issue.record("expected a delimiter error, got \(error)")
            return
        }
        #expect(error.message.hasPrefix("bad delimiter change"))
    }

    @Test func emptyAndInvalidNames() throws {
        #expect(try #require(parseError("{{ }}")).reason == .emptyTag)
        #expect(try #require(parseError("x {{#}}{{/}}")).reason == .emptyTag)
        #expect(try #require(parseError("{{a b}}")).reason == .invalidName("a b"))
        #expect(try #require(parseError("{{a..b}}")).reason == .invalidName("a..b"))
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let error = try #require(parseError("台積電 {{#x}}"))
        #expect((error.line, error.column) == (1, 5))
        #expect(error.description.hasSuffix("\n台積電 {{#x}}\n    ^"))
    }

    @Test func caretKeepsTabs() throws {
        let error = try #require(parseError("\t{{/x}}"))
        #expect(error.description.hasSuffix("\n\t{{/x}}\n\t^"))
    }

    @Test func nestingIsBounded() throws {
        let source = String(repeating: "{{#a}}", count: 150) + String(repeating: "{{/a}}", count: 150)
        let error = try #require(parseError(source))
        #expect(error.reason == .nestingTooDeep(limit: 100))
    }
}
