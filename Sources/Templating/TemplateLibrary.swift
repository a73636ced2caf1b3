import Foundation

/// A set of named templates that render each other as partials and parents, each parsed once.
///
/// A template's name is its file name without `.mustache` (`row.html`); it can also be called by the
/// name without the format extension (`row`). When two templates share that short name, a template
/// asking for it gets the one in its own format (`{{>row}}` in `report.html` finds `row.html`).
public struct TemplateLibrary: Sendable {
    private let templates: [String: Template]
    private let shortNames: [String: String]

    /// An empty library: partials render as empty text (or fail in strict mode).
    public init() {
        self.init(parsed: [:])
    }

    /// Parses templates given as text, keyed by file name (`report.html.mustache` or `report.html`).
    ///
    /// - Throws: ``TemplateError`` for the first template that does not parse.
    public init(templates: [String: String]) throws(TemplateError) {
        var parsed: [String: Template] = [:]
        for (fileName, text) in templates.sorted(by: { $0.key < $1.key }) {
            let name = Self.templateName(fileName)
            parsed[name] = try Template(text, name: fileName)
        }
        self.init(parsed: parsed)
    }

    /// Loads and parses every `*.mustache` file in `directory` (not its subfolders).
    ///
    /// - Throws: ``TemplateLibraryError`` when the folder or a file cannot be read, ``TemplateError``
    ///   when a template does not parse.
    public init(directory: URL) throws {
        try self.init(templates: Self.sources(in: directory))
    }

    /// The `*.mustache` files of `directory` (not its subfolders), by file name.
    public static func sources(in directory: URL) throws(TemplateLibraryError) -> [String: String] {
        let fileNames: [String]
        do {
            fileNames = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw .unreadable(path: directory.path, reason: error.localizedDescription)
        }
        var sources: [String: String] = [:]
        for fileName in fileNames where fileName.hasSuffix(".mustache") {
            let url = directory.appendingPathComponent(fileName)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw .unreadable(path: url.path, reason: "the file cannot be read")
            }
            sources[fileName] = String(decoding: data, as: UTF8.self)
        }
        return sources
    }

    private init(parsed: [String: Template]) {
        templates = parsed
        var short: [String: [String]] = [:]
        for name in parsed.keys where name.contains(".") {
            short[Self.strippingFormat(name), default: []].append(name)
        }
        shortNames = short.compactMapValues { $0.count == 1 ? $0[0] : nil }
    }

    /// The names of all templates, sorted (`report.html`, `row.html`, ...).
    public var names: [String] { templates.keys.sorted() }

    /// The template called `name`: its full name, its file name, or its short name.
    public func template(named name: String) -> Template? {
        template(named: name, preferring: nil)
    }

    /// Renders the template called `name` with the other templates available as partials.
    ///
    /// - Parameters:
    ///   - escaping: How values are escaped; by default chosen from the template's file name.
    ///   - strict: Whether a missing name or partial is an error (see ``Template/render(_:library:escaping:strict:)``).
    ///   - concurrently: Whether long lists (hundreds of elements) render on all the machine's cores.
    ///     The output is the same; the lambdas in `value`, if any, are then called from several
    ///     threads in no set order, so they must not depend on being called in order.
    /// - Throws: ``TemplateLibraryError/notFound(name:available:)`` or ``TemplateError``.
    public func render(
        name: String, value: TemplateValue, escaping: Escaping? = nil, strict: Bool = false,
        concurrently: Bool = false
    ) throws -> String {
        String(
            decoding: try renderUTF8(
                name: name, value: value, escaping: escaping, strict: strict, concurrently: concurrently),
            as: UTF8.self)
    }

    /// Renders like ``render(name:value:escaping:strict:concurrently:)`` but answers the UTF-8 bytes,
    /// for output that goes to a file: a large report is not copied into a `String` first.
    public func renderUTF8(
        name: String, value: TemplateValue, escaping: Escaping? = nil, strict: Bool = false,
        concurrently: Bool = false
    ) throws -> [UInt8] {
        guard let template = template(named: name) else {
            throw TemplateLibraryError.notFound(name: name, available: names)
        }
        return try template.renderUTF8(
            value, library: self, escaping: escaping ?? Escaping(fileName: template.name), strict: strict,
            threads: concurrently ? ProcessInfo.processInfo.activeProcessorCount : 1)
    }

    /// Finds a partial, preferring the template in the format `preferredExtension` for a short name.
    func template(named name: String, preferring preferredExtension: String?) -> Template? {
        let name = Self.templateName(name)
        if let template = templates[name] { return template }
        if let preferredExtension, let template = templates[name + "." + preferredExtension] {
            return template
        }
        return shortNames[name].flatMap { templates[$0] }
    }

    /// `report.html.mustache` → `report.html`.
    static func templateName(_ fileName: String) -> String {
        fileName.hasSuffix(".mustache") ? String(fileName.dropLast(".mustache".count)) : fileName
    }

    /// `report.html` → `report`.
    private static func strippingFormat(_ name: String) -> String {
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[..<dot])
    }

    /// `report.html.mustache` → `html`; `nil` without a format extension.
    static func formatExtension(of fileName: String) -> String? {
        let name = templateName(fileName)
        guard let dot = name.lastIndex(of: ".") else { return nil }
        return String(name[name.index(after: dot)...])
    }
}
