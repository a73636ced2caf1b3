import Foundation

/// A set of named templates that render each other as partials and parents, each parsed once.
///
/// A template's name is its file name without `.mustache` (`row.html`); it can also be called by the
/// name without the format extension (`row`). When two templates share that short name, a template
/// asking for it gets the one in its own format (`{{>row}}` in `report.html` finds `row.html`).
public struct TemplateLibrary: Sendable {
    private let templates: [String: Template]
    /// Templates that were read but do not parse, kept to be reported when they are rendered.
    private let failures: [String: TemplateError]
    private let shortNames: [String: String]

    /// An empty library: partials render as empty text (or fail in strict mode).
    public init() {
        self.init(parsed: [:], failures: [:])
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
        self.init(parsed: parsed, failures: [:])
    }

    /// The `*.mustache` files of `directory` (not its subfolders), by file name.
    public static func sources(in directory: URL) throws(TemplateLibraryError) -> [String: String] {
        var sources: [String: String] = [:]
        for fileName in try templateFiles(in: directory).values {
            sources[fileName] = try read(fileName, in: directory)
        }
        return sources
    }

    /// The `*.mustache` file names of `directory`, by template name.
    static func templateFiles(in directory: URL) throws(TemplateLibraryError) -> [String: String] {
        let fileNames: [String]
        do {
            fileNames = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw .unreadable(path: directory.path, reason: error.localizedDescription)
        }
        var files: [String: String] = [:]
        for fileName in fileNames where fileName.hasSuffix(".mustache") {
            files[templateName(fileName)] = fileName
        }
        return files
    }

    /// The text of the file `fileName` in `directory`.
    static func read(_ fileName: String, in directory: URL) throws(TemplateLibraryError) -> String {
        let url = directory.appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw .unreadable(path: url.path, reason: "the file cannot be read")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// A library of parsed templates and of templates that failed to parse, by template name.
    init(parsed: [String: Template], failures: [String: TemplateError]) {
        templates = parsed
        self.failures = failures
        shortNames = Self.shortNames(for: Array(parsed.keys) + Array(failures.keys))
    }

    /// The full names that a short name stands for, where only one template has that short name.
    static func shortNames(for names: [String]) -> [String: String] {
        var short: [String: [String]] = [:]
        for name in names where name.contains(".") {
            short[Self.strippingFormat(name), default: []].append(name)
        }
        return short.compactMapValues { $0.count == 1 ? $0[0] : nil }
    }

    /// The names of all templates, sorted (`report.html`, `row.html`, ...).
    public var names: [String] { templates.keys.sorted() }

    /// The template called `name`: its full name, its file name, or its short name.
    public func template(named name: String) -> Template? {
        try? template(named: name, preferring: nil)
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
        guard let template = try template(named: name, preferring: nil) else {
            throw TemplateLibraryError.notFound(name: name, available: names)
        }
        return try template.renderUTF8(
            value, library: self, escaping: escaping ?? Escaping(fileName: template.name), strict: strict,
            threads: concurrently ? ProcessInfo.processInfo.activeProcessorCount : 1)
    }

    /// Finds a partial, preferring the template in the format `preferredExtension` for a short name;
    /// `nil` when there is none.
    ///
    /// - Throws: the ``TemplateError`` of a template that was read but does not parse.
    func template(named name: String, preferring preferredExtension: String?) throws(TemplateError)
        -> Template?
    {
        let known = { (name: String) in templates[name] != nil || failures[name] != nil }
        guard
            let name = Self.resolve(
                name, preferring: preferredExtension, among: known, shortNames: shortNames)
        else { return nil }
        if let failure = failures[name] { throw failure }
        return templates[name]
    }

    /// The full name that `name` (a full, file or short name) refers to among the names `known`
    /// accepts, preferring the template in the format `preferredExtension` for a short name.
    static func resolve(
        _ name: String, preferring preferredExtension: String?, among known: (String) -> Bool,
        shortNames: [String: String]
    ) -> String? {
        let name = templateName(name)
        if known(name) { return name }
        if let preferredExtension, known(name + "." + preferredExtension) {
            return name + "." + preferredExtension
        }
        return shortNames[name]
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
