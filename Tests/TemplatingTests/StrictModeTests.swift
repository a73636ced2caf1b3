import Templating
import Testing

@Suite struct StrictModeTests {
    private func renderError(
        _ source: String, _ value: TemplateValue, library: TemplateLibrary = TemplateLibrary()
    ) throws -> TemplateError? {
        let template = try Template(source, name: "greet.txt")
        do {
            _ = try template.render(value, library: library, strict: true)
            return nil
        } catch {
            return error
        }
    }

    @Test func missingNameIsEmptyByDefault() throws {
        let template = try Template("Hi {{user.name}}!{{#gone}}x{{/gone}}")
        #expect(try template.render(["user": [:]]) == "Hi !")
    }

    @Test func missingNameNamesItAndWhereItWasUsed() throws {
        let error = try #require(try renderError("Hello,\n  Hi {{user.name}}!", ["user": [:]]))
        #expect(error.reason == .missingName("user.name"))
        #expect((error.template, error.line, error.column) == ("greet.txt", 2, 6))
        #expect(error.description == "greet.txt:2:6: missing name \"user.name\"\n  Hi {{user.name}}!\n     ^")
    }

    @Test func missingSectionName() throws {
        let error = try #require(try renderError("{{#rows}}{{/rows}}", [:]))
        #expect(error.reason == .missingName("rows"))
        #expect((error.line, error.column) == (1, 1))
    }

    @Test func presentNullAndFalseAreNotMissing() throws {
        let template = try Template("[{{a}}{{#b}}x{{/b}}{{^b}}y{{/b}}]")
        #expect(try template.render(["a": nil, "b": false], strict: true) == "[y]")
    }

    @Test func missingPartial() throws {
        let error = try #require(try renderError("a\n{{>row}}", [:]))
        #expect(error.reason == .missingPartial("row"))
        #expect(error.line == 2)
    }

    @Test func errorInsidePartialNamesThePartial() throws {
        let library = try TemplateLibrary(templates: ["row.txt.mustache": "<{{missing}}>"])
        let error = try #require(try renderError("{{>row}}", [:], library: library))
        #expect(error.template == "row.txt.mustache")
        #expect(error.reason == .missingName("missing"))
    }
}
