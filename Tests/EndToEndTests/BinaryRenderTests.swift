import Foundation
import Testing

/// `market-report render` through the built binary: `--strict`, and which partials it reads.
@Suite struct BinaryRenderTests {
    private let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory("binary-render")
        try folder.write(#"{"name": "<world>", "items": ["a", "b"]}"#, to: "data.json")
    }

    private func render(_ arguments: [String]) throws -> RunResult {
        try #require(BinaryRunner.binary != nil, "build the market-report binary first (swift build)")
        return try BinaryRunner.run(["render"] + arguments + ["--data", "data.json"], in: folder.url)
    }

    @Test func strictMakesAMissingNameAnErrorWithItsPlace() throws {
        try folder.write("Hello {{name}}!\n{{#items}}{{.}} {{price}}{{/items}}\n", to: "page.html.mustache")
        let lenient = try render(["page.html.mustache"])
        #expect(lenient.status == 0)
        #expect(lenient.stdout == "Hello &lt;world&gt;!\na b \n")
        let strict = try render(["page.html.mustache", "--strict"])
        #expect(strict.status == 65)
        #expect(strict.stdout == "")
        #expect(strict.stderr.hasPrefix("error: page.html.mustache:2:17: "), "\(strict.stderr)")
        #expect(strict.stderr.contains("price"))
        #expect(strict.stderr.hasSuffix(", fix the template\n"))
    }

    @Test func strictMakesAMissingPartialAnError() throws {
        try folder.write("[{{>nowhere}}]", to: "page.txt.mustache")
        #expect(try render(["page.txt.mustache"]).stdout == "[]")
        let strict = try render(["page.txt.mustache", "--strict"])
        #expect(strict.status == 65)
        #expect(strict.stderr.hasPrefix("error: page.txt.mustache:1:2: "), "\(strict.stderr)")
    }

    @Test func aBrokenTemplateBesideTheOnesUsedDoesNotMatter() throws {
        try folder.write("<ul>{{#items}}{{>item}}{{/items}}</ul>", to: "page.html.mustache")
        try folder.write("<li>{{.}}</li>", to: "item.html.mustache")
        try folder.write("{{#unclosed}}", to: "draft.html.mustache")
        let result = try render(["page.html.mustache"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "<ul><li>a</li><li>b</li></ul>")
        try folder.write("<li>{{#open}}</li>", to: "item.html.mustache")
        let broken = try render(["page.html.mustache"])
        #expect(broken.status == 65)
        #expect(
            broken.stderr.hasPrefix("error: item.html.mustache:1:5: unclosed section"), "\(broken.stderr)")
    }
}
