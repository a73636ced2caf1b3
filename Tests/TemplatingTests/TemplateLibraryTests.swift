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

    @Test func loadsAFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "templating-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in Self.sources {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        try Data("not a template".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let library = try TemplateLibrary(directory: folder)
        #expect(library.names == ["footer", "item.html", "item.md", "page.html", "page.md"])
        #expect(
            try library.render(name: "page.html", value: ["items": ["<x>"]]) == "<ul><li>&lt;x&gt;</li></ul>")
    }

    @Test func missingFolderIsReported() {
        let missing = URL(fileURLWithPath: "/nonexistent/templates-\(UUID().uuidString)")
        #expect(throws: TemplateLibraryError.self) { try TemplateLibrary(directory: missing) }
    }
}
