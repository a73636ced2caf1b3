/// A parsed Mustache template: parse once, render many times, from any thread.
///
/// ```swift
/// let template = try Template("Hello {{name}}!", name: "greeting.txt")
/// let text = try template.render(["name": "world"], escaping: .none)
/// ```
public struct Template: Sendable {
    /// The template's name, used in error messages (usually its file name).
    public let name: String
    let source: TemplateSource
    let nodes: [Node]

    /// Parses `source`.
    ///
    /// - Parameters:
    ///   - source: The Mustache text.
    ///   - name: A name for error messages, e.g. the file name.
    /// - Throws: ``TemplateError`` with the line, column and text where the source is malformed.
    public init(_ source: String, name: String = "template") throws(TemplateError) {
        try self.init(bytes: Array(source.utf8), name: name, delimiters: .standard)
    }

    init(bytes: [UInt8], name: String, delimiters: Delimiters) throws(TemplateError) {
        self.name = name
        self.source = TemplateSource(name: name, bytes: bytes)
        self.nodes = try Parser(bytes: bytes, templateName: name, delimiters: delimiters).parse()
    }

    /// A template of nodes already parsed from `source`.
    init(name: String, source: TemplateSource, nodes: [Node]) {
        self.name = name
        self.source = source
        self.nodes = nodes
    }

    /// Renders the template against `value`.
    ///
    /// - Parameters:
    ///   - value: The root of the context stack.
    ///   - library: Where `{{>partial}}` and `{{<parent}}` tags find their templates.
    ///   - escaping: How `{{name}}` values are escaped; HTML by default, as Mustache specifies.
    ///   - strict: When `true`, a name found nowhere in the context, or a missing partial, is an error
    ///     naming it and where it was used; by default it renders as empty text.
    /// - Throws: ``TemplateError`` in strict mode, for runaway recursion, or for a lambda result that
    ///   does not parse.
    public func render(
        _ value: TemplateValue, library: TemplateLibrary = TemplateLibrary(), escaping: Escaping = .html,
        strict: Bool = false
    ) throws(TemplateError) -> String {
        try render(
            value, library: library, escaping: escaping, strict: strict, workLimit: Renderer.defaultWorkLimit)
    }

    /// Renders with a custom bound on section iterations and template expansions.
    func render(
        _ value: TemplateValue, library: TemplateLibrary, escaping: Escaping, strict: Bool, workLimit: Int
    ) throws(TemplateError) -> String {
        String(
            decoding: try renderUTF8(
                value, library: library, escaping: escaping, strict: strict, workLimit: workLimit),
            as: UTF8.self)
    }

    /// Renders into UTF-8 bytes, the renderer's own output, without making a `String` of them.
    func renderUTF8(
        _ value: TemplateValue, library: TemplateLibrary, escaping: Escaping, strict: Bool,
        workLimit: Int = Renderer.defaultWorkLimit, threads: Int = 1
    ) throws(TemplateError) -> [UInt8] {
        var renderer = Renderer(
            library: library, escaping: escaping, strict: strict, source: source,
            preferredExtension: TemplateLibrary.formatExtension(of: name), root: value, workLimit: workLimit,
            threads: threads)
        try renderer.render(nodes)
        return renderer.output
    }
}

/// The name and bytes of a template, kept for positions in render-time errors.
final class TemplateSource: Sendable {
    let name: String
    let bytes: [UInt8]

    init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }

    func error(_ reason: TemplateError.Reason, at offset: Int) -> TemplateError {
        TemplateError(template: name, location: SourceLocation(of: offset, in: bytes), reason: reason)
    }
}
