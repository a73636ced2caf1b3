// libFuzzer entry over the template parser and renderer, compiled together with Sources/Templating
// by run.sh (not a SwiftPM target).
//
// Input layout: TEMPLATE \0 JSON-DATA \0 PARTIAL-a \0 PARTIAL-b ... Missing or malformed data falls
// back to a fixed context holding every kind of value, including lambdas and dynamic partial names.

private let fallbackData: TemplateValue = [
    "a": ["b": ["c": "deep"], "list": [1, "two", true, nil, ["x": "y"]]],
    "list": [["name": "<one>"], ["name": "two & three"], []],
    "name": "a", "partial": "b", "empty": "", "zero": 0, "flag": false, "number": -1.25,
    "upper": .lambda(TemplateLambda { text in text.uppercased() }),
    "wrap": .lambda(TemplateLambda { text in "{{#list}}" + text + "{{/list}}" }),
    "echo": .lambda(TemplateLambda { text in text }),
]

private func fuzzOne(_ bytes: [UInt8]) {
    let parts = bytes.split(separator: 0, maxSplits: 6, omittingEmptySubsequences: false).map(Array.init)
    guard let source = parts.first else { return }
    var data = fallbackData
    if parts.count > 1 {
        do {
            data = .list([try TemplateValue(json: String(decoding: parts[1], as: UTF8.self)), fallbackData])
        } catch {
            _ = error.description
        }
    }
    var partials: [String: String] = [:]
    for (offset, partial) in parts.dropFirst(2).enumerated() {
        let name = ["a", "b.html", "c.md", "d.csv", "e"][offset % 5]
        partials[name] = String(decoding: partial, as: UTF8.self)
    }
    let library = (try? TemplateLibrary(templates: partials)) ?? TemplateLibrary()
    let template: Template
    do {
        template = try Template(String(decoding: source, as: UTF8.self), name: "fuzz.html")
    } catch {
        _ = error.description
        return
    }
    for (index, escaping) in Escaping.allCases.enumerated() {
        do {
            _ = try template.render(
                data, library: library, escaping: escaping, strict: index % 2 == 1, workLimit: 20_000)
        } catch {
            _ = error.description
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func templateFuzzTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start, count > 0 else { return 0 }
    fuzzOne(Array(UnsafeBufferPointer(start: start, count: count)))
    return 0
}
