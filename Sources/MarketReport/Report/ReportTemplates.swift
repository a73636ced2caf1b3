import Foundation
import MarketData
import Templating

/// The parsed templates a report is rendered with: the built-in ones, with any file of a
/// `--templates` folder replacing the built-in of the same name. Parsing happens here, once,
/// before anything is fetched, so a broken template fails the run before it costs a request.
public struct ReportTemplates: Sendable {
    /// The parsed templates and partials.
    public let library: TemplateLibrary
    /// The words the reports are written in.
    public let labels: LabelCatalog

    /// The built-in templates, compiled into the binary, by file name.
    public static var builtInSources: [String: String] {
        EmbeddedResources.templates.filter { $0.key.hasSuffix(".mustache") }
    }

    /// Parses the built-in templates, replaced by the `*.mustache` files of `folder` when given,
    /// and reads the English label catalog, with `folder`'s `locales/en.json` laid over it when
    /// there is one.
    ///
    /// - Throws: `TemplateError` for a template that does not parse, ``LabelCatalogError`` for a
    ///   catalog that does not read, and a file system error for a folder that cannot be read.
    public init(overrides folder: URL? = nil) throws {
        var sources = Self.builtInSources
        var labels = LabelCatalog.english
        if let folder {
            for (name, text) in try TemplateLibrary.sources(in: folder) { sources[name] = text }
            let catalog = folder.appending(path: "locales/en.json")
            if FileManager.default.fileExists(atPath: catalog.path) {
                labels = try LabelCatalog(
                    locale: "en", json: Array(try Data(contentsOf: catalog)), file: catalog.path, over: labels
                )
            }
        }
        library = try TemplateLibrary(templates: sources)
        self.labels = labels
    }

    /// Renders the files of `formats` from `model`, the tables' rows in `sort` order; `strict`
    /// makes a missing key an error, and `allCards` gives every asset a card however many there are.
    /// `rendered` hears each file as soon as it is made, before the next is rendered.
    public func render(
        _ model: ReportModel, formats: Set<ReportFormat>, sort: ReportSort = .watchlist, strict: Bool,
        allCards: Bool = false, rendered: (RenderedFile) -> Void = { _ in }
    ) throws -> [RenderedFile] {
        let value = ReportViewModel(model: model, labels: labels, sort: sort, allCards: allCards).value
        // One file after another, each rendering its long lists on all cores: the HTML, by far
        // the largest file, would otherwise keep one core busy while the other waits.
        let files = try formats.sorted().flatMap { format in format.files.map { (format, $0) } }.map {
            format, file in
            let bytes = try library.renderUTF8(
                name: file.template, value: value, strict: strict, concurrently: true)
            // A customised template that writes the mark itself does not get a second one; a file
            // without a mark is the rendered bytes themselves, not a copy of them.
            let mark = format.byteOrderMark
            let made = RenderedFile(
                name: file.output, contents: bytes.starts(with: mark) ? bytes : mark + bytes)
            rendered(made)
            return made
        }
        return files
    }
}
