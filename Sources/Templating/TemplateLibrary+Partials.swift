import Foundation

extension TemplateLibrary {
    /// The templates `template` renders as partials or parents, and those they render in turn,
    /// read from the `*.mustache` files of `directory` (not its subfolders). A file no template
    /// names is not read, so a broken template beside the others does not stop a render.
    ///
    /// A dynamic name (`{{>*name}}`) can name any template, so when one is met every other
    /// template of the folder is read too; one of those that does not parse fails the render
    /// only when it is rendered.
    ///
    /// - Throws: ``TemplateLibraryError`` when the folder or a named file cannot be read,
    ///   ``TemplateError`` when a named template does not parse.
    public init(partialsOf template: Template, in directory: URL) throws {
        let files = try Self.templateFiles(in: directory)
        let shortNames = Self.shortNames(for: Array(files.keys))
        let preferredExtension = Self.formatExtension(of: template.name)
        var parsed: [String: Template] = [:]
        var (pending, hasDynamic) = template.partialNames
        while let reference = pending.popLast() {
            guard
                let name = Self.resolve(
                    reference, preferring: preferredExtension, among: files.keys.contains,
                    shortNames: shortNames),
                parsed[name] == nil, let fileName = files[name]
            else { continue }
            let partial = try Template(try Self.read(fileName, in: directory), name: fileName)
            parsed[name] = partial
            let names = partial.partialNames
            pending += names.literal
            hasDynamic = hasDynamic || names.hasDynamic
        }
        var failures: [String: TemplateError] = [:]
        if hasDynamic {
            for (name, fileName) in files where parsed[name] == nil {
                do {
                    parsed[name] = try Template(try Self.read(fileName, in: directory), name: fileName)
                } catch let error as TemplateError {
                    failures[name] = error
                }
            }
        }
        self.init(parsed: parsed, failures: failures)
    }
}
