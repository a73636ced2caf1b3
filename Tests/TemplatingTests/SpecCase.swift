import Foundation
import JSON
import SharedFolder
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
        guard SharedFolder.has(SharedFolder.mustacheSpecs) else { return [] }
        let folder = SharedFolder.url(SharedFolder.mustacheSpecs)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.sorted().flatMap { file -> [SpecCase] in
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(file).path),
                case .object(let spec)? = try? JSONDocument(parsing: data).root,
                case .array(let tests)? = spec["tests"]
            else { return [] }
            return tests.compactMap { test in
                guard case .object(let object) = test else { return nil }
                return SpecCase(file: file, test: object)
            }
        }
    }

    init?(file: String, test: JSONObject) {
        guard let name = test["name"]?.stringValue, let template = test["template"]?.stringValue,
            let expected = test["expected"]?.stringValue, let data = test["data"]
        else { return nil }
        var partials: [String: String] = [:]
        if case .object(let object)? = test["partials"] {
            for member in object.members {
                if let text = member.value.stringValue { partials[member.key] = text }
            }
        }
        self.file = file
        self.name = name
        self.template = template
        self.expected = expected
        self.partials = partials
        self.data = Self.templateValue(data, testName: name)
    }

    /// The spec's data as template data, with its `{"__tag__": "code", ...}` lambda objects
    /// replaced by the Swift closure for the test.
    private static func templateValue(_ value: JSONValue, testName: String) -> TemplateValue {
        switch value {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .number(let number): return .number(number.doubleValue)
        case .string(let text): return .string(text)
        case .array(let items): return .list(items.map { templateValue($0, testName: testName) })
        case .object(let object):
            if object["__tag__"] == .string("code"), let lambda = SpecLambdas.lambda(for: testName) {
                return .lambda(lambda)
            }
            return .object(
                TemplateObject(object.members.map { ($0.key, templateValue($0.value, testName: testName)) }))
        }
    }
}
