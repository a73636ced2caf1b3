import Testing

@testable import Templating

@Suite struct RenderingTests {
    @Test func renderedManyTimesFromManyTasks() async throws {
        let template = try Template("{{#rows}}{{name}};{{/rows}}")
        let value: TemplateValue = ["rows": .list((0..<50).map { ["name": .string("n\($0)")] })]
        let expected = (0..<50).map { "n\($0);" }.joined()
        let outputs = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<8 { group.addTask { try template.render(value) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(outputs == Array(repeating: expected, count: 8))
    }

    @Test func recursivePartialIsStopped() throws {
        let library = try TemplateLibrary(templates: ["self": "x{{>self}}"])
        #expect {
            try Template("{{>self}}", name: "main").render([:], library: library)
        } throws: { error in
            (error as? TemplateError)?.reason == .recursionTooDeep(limit: Renderer.maximumDepth)
        }
    }

    @Test func exponentialExpansionIsStopped() throws {
        let nested = String(repeating: "{{#l}}", count: 6) + "x" + String(repeating: "{{/l}}", count: 6)
        let template = try Template(nested, name: "main")
        let value: TemplateValue = ["l": .list(Array(repeating: true, count: 10))]
        #expect {
            try template.render(
                value, library: TemplateLibrary(), escaping: .html, strict: false, workLimit: 10_000)
        } throws: { error in
            (error as? TemplateError)?.reason == .renderTooLong(limit: 10_000)
        }
    }

    @Test func recursiveLambdaIsStopped() throws {
        let template = try Template("{{#loop}}x{{/loop}}")
        let value: TemplateValue = ["loop": .lambda(TemplateLambda { _ in "{{#loop}}y{{/loop}}" })]
        #expect(throws: TemplateError.self) { try template.render(value) }
    }

    @Test func lambdaResultThatDoesNotParseIsReportedAtTheTag() throws {
        let template = try Template("a\n {{bad}}", name: "page")
        let value: TemplateValue = ["bad": .lambda(TemplateLambda { _ in "{{#open}}" })]
        #expect {
            try template.render(value)
        } throws: { error in
            guard let error = error as? TemplateError, case .invalidLambdaResult = error.reason else {
                return false
            }
            return error.template == "page" && error.line == 2 && error.column == 2
        }
    }

    @Test func nestedStandalonePartialsAddTheirIndentation() throws {
        let library = try TemplateLibrary(templates: [
            "outer": "<\n  {{>inner}}\n>\n", "inner": "a\n{{v}}\nb\n",
        ])
        let output = try Template("  {{>outer}}\n").render(["v": "1\n2"], library: library)
        #expect(output == "  <\n    a\n    1\n2\n    b\n  >\n")
    }

    @Test func emptyStringIsFalsyAndNumbersAreTruthy() throws {
        let template = try Template("{{#s}}S{{/s}}{{^s}}-{{/s}}{{#z}}Z{{/z}}")
        #expect(try template.render(["s": "", "z": 0]) == "-Z")
    }

    @Test func valuesWithoutTextRenderEmpty() throws {
        let template = try Template("[{{list}}|{{object}}|{{flag}}]")
        #expect(try template.render(["list": [1, 2], "object": ["a": 1], "flag": true]) == "[||true]")
    }
}
