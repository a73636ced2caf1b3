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
    /// and reads the label catalog of `locale` (matched in any case, `zh-tw` is `zh-TW`): the
    /// built-in one, with `folder`'s `locales/<locale>.json` laid over it when there is one. A
    /// catalog of a language that is not built in is laid over the English one.
    ///
    /// - Throws: `TemplateError` for a template that does not parse, ``LabelCatalogError`` for a
    ///   catalog that does not read, ``UnknownLocaleError`` when no catalog is of `locale`, and a
    ///   file system error for a folder that cannot be read.
    public init(overrides folder: URL? = nil, locale: String = LabelCatalog.defaultLocale) throws {
        var sources = Self.builtInSources
        var catalogs: [String: URL] = [:]
        if let folder {
            for (name, text) in try TemplateLibrary.sources(in: folder) { sources[name] = text }
            catalogs = Self.catalogFiles(in: folder)
        }
        let available = Set(LabelCatalog.builtInSources.keys).union(catalogs.keys).sorted()
        guard let name = available.first(where: { $0.caseInsensitiveCompare(locale) == .orderedSame }) else {
            throw UnknownLocaleError(locale: locale, available: available)
        }
        var labels = LabelCatalog.builtIn(name) ?? .english
        if let catalog = catalogs[name] {
            labels = try LabelCatalog(
                locale: name, json: Array(try Data(contentsOf: catalog)), file: catalog.path, over: labels)
        }
        library = try TemplateLibrary(templates: sources)
        self.labels = labels
    }

    /// The catalogs of `folder`'s `locales` folder, by locale (the file name without `.json`).
    private static func catalogFiles(in folder: URL) -> [String: URL] {
        let locales = folder.appending(path: "locales")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: locales.path)) ?? []
        var files: [String: URL] = [:]
        for name in names where name.hasSuffix(".json") && !name.hasPrefix(".") {
            files[String(name.dropLast(".json".count))] = locales.appending(path: name)
        }
        return files
    }

    /// Renders the files of `formats` from `model`, the tables' rows in `sort` order and gathered
    /// by `grouping`; `strict`
    /// makes a missing key an error, `allCards` gives every asset a card however many there are,
    /// and a rise is shown in `upColor` (by default the catalog's).
    /// `rendered` hears each file as soon as it is made, before the next is rendered.
    public func render(
        _ model: ReportModel, formats: Set<ReportFormat>, sort: ReportSort = .watchlist,
        grouping: ReportGrouping? = nil, strict: Bool, allCards: Bool = false, upColor: UpColor? = nil,
        rendered: (RenderedFile) -> Void = { _ in }
    ) throws -> [RenderedFile] {
        let value = ReportViewModel(
            model: model, labels: labels, sort: sort, grouping: grouping, allCards: allCards,
            upColor: upColor
        ).value
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
