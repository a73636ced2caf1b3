import Foundation
import Templating
import Testing

@Suite struct TemplateLibraryTests {
    static let sources = [
        "page.html.mustache": "<ul>{{#items}}{{>item}}{{/items}}</ul>",
        "item.html.mustache": "<li>{{.}}</li>",
        "item.md.mustache": "- {{.}}\n",
        "page.md.mustache": "{{#items}}{{>item}}{{/items}}",
        "footer.mustache": "({{note}})",
    ]

    @Test func namesDropTheMustacheSuffix() throws {
        let library = try TemplateLibrary(templates: Self.sources)
        #expect(library.names == ["footer", "item.html", "item.md", "page.html", "page.md"])
        #expect(library.template(named: "page.html.mustache")?.name == "page.html.mustache")
        #expect(library.template(named: "footer")?.name == "footer.mustache")
    }

    @Test func partialsPreferTheirCallersFormatAndEscapingFollowsTheFileName() throws {
        let library = try TemplateLibrary(templates: Self.sources)
        let value: TemplateValue = ["items": ["a&b", "*c*"]]
        #expect(
            try library.render(name: "page.html", value: value) == "<ul><li>a&amp;b</li><li>*c*</li></ul>")
        #expect(try library.render(name: "page.md", value: value) == "- a&b\n- \\*c\\*\n")
        #expect(
            try library.render(name: "page.md", value: value, escaping: Escaping.none) == "- a&b\n- *c*\n")
    }

    @Test func uniqueShortNameFindsTheTemplate() throws {
        let library = try TemplateLibrary(templates: [
            "row.csv.mustache": "{{a}}", "main.mustache": "[{{>row}}]",
        ])
        #expect(try library.render(name: "main", value: ["a": "=1"], escaping: .csv) == "['=1]")
        #expect(library.template(named: "row")?.name == "row.csv.mustache")
    }

    @Test func unknownTemplateListsTheAvailableOnes() throws {
        let library = try TemplateLibrary(templates: Self.sources)
        #expect(throws: TemplateLibraryError.notFound(name: "nope", available: library.names)) {
            try library.render(name: "nope", value: [:])
        }
    }

    @Test func parseErrorNamesTheFile() {
        #expect {
            try TemplateLibrary(templates: ["ok.mustache": "x", "bad.html.mustache": "a\n{{#x}}"])
        } throws: { error in
            (error as? TemplateError)?.description.hasPrefix("bad.html.mustache:2:1: unclosed section")
                == true
        }
    }

    /// A fresh folder holding `files`.
    private func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "templating-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        return folder
    }

    @Test func readsOnlyThePartialsATemplateNamesTransitively() throws {
        let folder = try folder([
            "item.html.mustache": "<li>{{>label}}</li>", "label.mustache": "{{.}}",
            "broken.html.mustache": "{{#unclosed}}", "unused.mustache": "{{>broken}}", "notes.txt": "x",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = try Template("<ul>{{#items}}{{>item}}{{/items}}</ul>", name: "page.html.mustache")
        let library = try TemplateLibrary(partialsOf: page, in: folder)
        #expect(library.names == ["item.html", "label"])
        #expect(try page.render(["items": ["<x>"]], library: library) == "<ul><li>&lt;x&gt;</li></ul>")
    }

    @Test func parentsAndTheirBlocksNamePartialsToo() throws {
        let folder = try folder([
            "layout.mustache": "[{{$body}}{{/body}}]", "row.mustache": "({{.}})", "other.mustache": "{{#x}}",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = try Template("{{<layout}}{{$body}}{{#items}}{{>row}}{{/items}}{{/body}}{{/layout}}")
        let library = try TemplateLibrary(partialsOf: page, in: folder)
        #expect(library.names == ["layout", "row"])
        #expect(try page.render(["items": [1, 2]], library: library) == "[(1)(2)]")
    }

    @Test func aNamedPartialThatDoesNotParseIsReportedWithItsPlace() throws {
        let folder = try folder(["item.mustache": "ok\n{{#x}}"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = try Template("{{>item}}")
        #expect {
            try TemplateLibrary(partialsOf: page, in: folder)
        } throws: { error in
            (error as? TemplateError)?.description.hasPrefix("item.mustache:2:1: unclosed section") == true
        }
    }

    @Test func aDynamicNameReadsTheFolderButABrokenFileFailsOnlyWhenRendered() throws {
        let folder = try folder(["good.mustache": "good {{.}}", "bad.mustache": "{{#open}}"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = try Template("{{#items}}{{>*which}}{{/items}}")
        let library = try TemplateLibrary(partialsOf: page, in: folder)
        #expect(try page.render(["which": "good", "items": [1]], library: library) == "good 1")
        #expect {
            try page.render(["which": "bad", "items": [1]], library: library)
        } throws: { error in
            (error as? TemplateError)?.description.hasPrefix("bad.mustache:1:1: unclosed section") == true
        }
    }

    @Test func missingFolderIsReported() throws {
        let missing = URL(fileURLWithPath: "/nonexistent/templates-\(UUID().uuidString)")
        let page = try Template("{{>x}}")
        #expect(throws: TemplateLibraryError.self) { try TemplateLibrary(partialsOf: page, in: missing) }
    }
}
