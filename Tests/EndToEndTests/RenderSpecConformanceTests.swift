import Foundation
import SharedFolder
import Testing

/// Every Mustache spec test whose data is plain JSON (all but the lambda module), run through
/// `market-report render` as a separate process: the same bytes as `expected` on stdout.
@Suite(
    .enabled(
        if: SharedFolder.has(SharedFolder.mustacheSpecs),
        Comment(rawValue: SharedFolder.absent(SharedFolder.mustacheSpecs))))
struct RenderSpecConformanceTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let file: String
        let name: String
        let template: String
        let data: Data
        let partials: [String: String]
        let expected: String
        var testDescription: String { "\(file): \(name)" }
    }

    static let specFolder: URL? =
        SharedFolder.has(SharedFolder.mustacheSpecs) ? SharedFolder.url(SharedFolder.mustacheSpecs) : nil

    static let cases: [Case] = {
        guard let folder = specFolder,
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        else { return [] }
        var cases: [Case] = []
        for name in names.sorted() where name.hasSuffix(".json") && !name.contains("lambdas") {
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path),
                let spec = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let tests = spec["tests"] as? [[String: Any]]
            else { continue }
            for test in tests {
                let data =
                    (try? JSONSerialization.data(
                        withJSONObject: test["data"] ?? [:], options: [.fragmentsAllowed]))
                cases.append(
                    Case(
                        file: name, name: test["name"] as? String ?? "?",
                        template: test["template"] as? String ?? "",
                        data: data ?? Data(), partials: test["partials"] as? [String: String] ?? [:],
                        expected: test["expected"] as? String ?? ""))
            }
        }
        return cases
    }()

    @Test func specFilesWereFound() {
        #expect(Self.cases.count > 150)
    }

    @Test(arguments: cases)
    func rendersLikeTheSpec(_ spec: Case) throws {
        let folder = try TemporaryDirectory("render-spec")
        defer { try? FileManager.default.removeItem(at: folder.url) }
        let partials = folder.url.appendingPathComponent("partials")
        try FileManager.default.createDirectory(at: partials, withIntermediateDirectories: true)
        for (name, text) in spec.partials {
            try Data(text.utf8).write(to: partials.appendingPathComponent("\(name).mustache"))
        }
        try folder.write(spec.template, to: "template.mustache")
        try folder.write(spec.data, to: "data.json")
        let result = try BinaryRunner.run(
            [
                "render", "template.mustache", "--data", "data.json", "--partials", "partials", "--escape",
                "html",
            ],
            in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == spec.expected)
    }
}
