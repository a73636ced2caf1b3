// libFuzzer entry over the template parser and renderer, compiled together with Sources/Templating
// and the converter of JSON data into template values by run.sh (not a SwiftPM target).
//
// Input layout: TEMPLATE \0 JSON-DATA \0 PARTIAL-a \0 PARTIAL-b ... Missing or malformed data falls
// back to a fixed context holding every kind of value, including lambdas and dynamic partial names.

import JSON

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
            data = .list([TemplateValue(json: try JSONDocument(parsing: parts[1]).root), fallbackData])
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
    compareConcurrent(
        String(decoding: source, as: UTF8.self), partials: partials, data: data, strict: source.count % 2 == 1
    )
}

/// Renders `source` once per element of a list long enough to be cut into chunks, sequentially and
/// on three threads, and traps unless both give the same bytes, or the same error (an overrun of
/// the work limit may be reported at another place).
private func compareConcurrent(
    _ source: String, partials: [String: String], data: TemplateValue, strict: Bool
) {
    var templates = partials
    templates["fuzz.html"] = source
    guard let library = try? TemplateLibrary(templates: templates),
        let loop = try? Template("{{#rows}}{{>fuzz.html}}{{/rows}}", name: "loop.html")
    else { return }
    let root: TemplateValue = ["rows": .list(Array(repeating: data, count: Renderer.concurrentListThreshold))]
    func render(threads: Int) -> Result<[UInt8], TemplateError> {
        Result { () throws(TemplateError) -> [UInt8] in
            try loop.renderUTF8(
                root, library: library, escaping: .html, strict: strict, workLimit: 50_000, threads: threads)
        }
    }
    switch (render(threads: 1), render(threads: 3)) {
    case (.success(let sequential), .success(let concurrent)):
        precondition(sequential == concurrent, "a concurrent render gave other bytes")
    case (.failure(let sequential), .failure(let concurrent)):
        if case .renderTooLong = sequential.reason {
            precondition(sequential.reason == concurrent.reason, "a concurrent render failed otherwise")
        } else {
            precondition(sequential == concurrent, "a concurrent render gave another error")
        }
    default:
        preconditionFailure("one of a sequential and a concurrent render failed")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func templateFuzzTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start, count > 0 else { return 0 }
    fuzzOne(Array(UnsafeBufferPointer(start: start, count: count)))
    return 0
}
