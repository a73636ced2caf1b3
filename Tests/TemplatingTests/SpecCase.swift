import Foundation
import Templating
import Testing

/// One test of the official Mustache spec JSON files.
struct SpecCase: Sendable, CustomTestStringConvertible {
    let file: String
    let name: String
    let template: String
    let data: TemplateValue
    let partials: [String: String]
    let expected: String

    var testDescription: String { "\(file) — \(name)" }

    /// Every test of every `*.json` file in the spec folder; empty when the folder is absent.
    static func all() -> [SpecCase] {
        guard let folder = SharedFixtures.directory("conformance/mustache-spec/specs") else { return [] }
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.sorted().flatMap { file -> [SpecCase] in
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(file).path),
                let spec = try? TemplateValue(json: data), case .list(let tests)? = spec["tests"]
            else { return [] }
            return tests.compactMap { SpecCase(file: file, test: $0) }
        }
    }

    init?(file: String, test: TemplateValue) {
        guard case .string(let name)? = test["name"], case .string(let template)? = test["template"],
            case .string(let expected)? = test["expected"], let data = test["data"]
        else { return nil }
        var partials: [String: String] = [:]
        if case .object(let object)? = test["partials"] {
            for (key, value) in zip(object.keys, object.values) {
                if case .string(let text) = value { partials[key] = text }
            }
        }
        self.file = file
        self.name = name
        self.template = template
        self.expected = expected
        self.partials = partials
        self.data = Self.replacingLambdas(in: data, testName: name)
    }

    /// Replaces the spec's `{"__tag__": "code", ...}` lambda objects with the Swift closure for the test.
    private static func replacingLambdas(in value: TemplateValue, testName: String) -> TemplateValue {
        switch value {
        case .object(let object):
            if case .string("code")? = object["__tag__"], let lambda = SpecLambdas.table[testName] {
                return .lambda(lambda)
            }
            let entries = zip(object.keys, object.values).map {
                ($0, replacingLambdas(in: $1, testName: testName))
            }
            return .object(TemplateObject(entries))
        case .list(let items):
            return .list(items.map { replacingLambdas(in: $0, testName: testName) })
        default:
            return value
        }
    }
}
