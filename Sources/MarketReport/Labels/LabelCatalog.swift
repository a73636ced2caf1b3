import Foundation
import JSON
import Templating

/// Every word a report shows in one language, read from a catalog file (`locales/en.json` beside
/// the templates): titles, headings, gap reasons, units, qualifiers and notes.
///
/// A catalog is a JSON object of objects whose leaves are texts; a text may hold placeholders
/// (`{count}`) that the report fills in, and a count's text may be an object of its plural forms
/// (`one`, `other`), or one text for every count in a language without plural forms. Every
/// catalog is laid over the English one, and a catalog given with `--templates` over the built-in
/// one of its language, so it needs only the texts it changes; the templates read the whole
/// catalog as `labels` (`{{labels.sections.summary}}`).
public struct LabelCatalog: Sendable {
    /// The language's code (`en`, `zh-TW`): the catalog's file name without `.json`.
    public let locale: String
    /// Every text by its dotted key (`sections.summary`).
    private let texts: [String: String]

    /// The built-in English catalog, compiled into the binary.
    public static let english: LabelCatalog = {
        do {
            return try LabelCatalog(
                locale: "en", json: Array((Self.builtInSources["en"] ?? "{}").utf8), file: "locales/en.json")
        } catch {
            preconditionFailure("the built-in catalog locales/en.json does not read: \(error)")
        }
    }()

    /// The locale of the English catalog, the default.
    public static let defaultLocale = "en"

    /// The built-in catalog of `locale`, laid over the English one; `nil` when there is none.
    public static func builtIn(_ locale: String) -> LabelCatalog? {
        guard locale != defaultLocale else { return english }
        guard let source = builtInSources[locale] else { return nil }
        do {
            return try LabelCatalog(
                locale: locale, json: Array(source.utf8), file: "locales/\(locale).json", over: english)
        } catch {
            preconditionFailure("the built-in catalog locales/\(locale).json does not read: \(error)")
        }
    }

    /// The built-in catalogs' texts, by locale.
    public static var builtInSources: [String: String] {
        var sources: [String: String] = [:]
        for (name, text) in EmbeddedResources.templates
        where name.hasPrefix("locales/") && name.hasSuffix(".json") {
            sources[String(name.dropFirst("locales/".count).dropLast(".json".count))] = text
        }
        return sources
    }

    /// The catalog read from the JSON text `json` of `file`, laid over `base`.
    ///
    /// - Throws: ``LabelCatalogError`` naming the file, line and column of a mistake.
    public init(locale: String, json: [UInt8], file: String, over base: LabelCatalog? = nil) throws {
        let document: JSONDocument
        do {
            document = try JSONDocument(parsing: json)
        } catch {
            throw LabelCatalogError(file: file, position: error.position, problem: error.reason)
        }
        guard case .object(let root) = document.root else {
            throw LabelCatalogError(
                file: file, position: document.position(of: JSONPath()),
                problem: "a catalog must be a JSON object")
        }
        var texts = base?.texts ?? [:]
        try Self.flatten(root, prefix: "", into: &texts, document: document, path: JSONPath(), file: file)
        self.locale = locale
        self.texts = texts
    }

    private static func flatten(
        _ object: JSONObject, prefix: String, into texts: inout [String: String], document: JSONDocument,
        path: JSONPath, file: String
    ) throws {
        for member in object.members {
            let key = prefix + member.key
            let memberPath = path.appending(key: member.key)
            switch member.value {
            case .string(let text):
                if let problem = problem(key, text) {
                    throw LabelCatalogError(
                        file: file, position: document.position(of: memberPath), problem: problem)
                }
                // One text replaces the plural forms a catalog below it has for the same count.
                for form in pluralForms { texts[key + "." + form] = nil }
                texts[key] = text
            case .object(let inner) where isPlural(inner):
                // Plural forms replace those below as a whole, or the one text below.
                texts[key] = nil
                for form in pluralForms { texts[key + "." + form] = nil }
                try flatten(
                    inner, prefix: key + ".", into: &texts, document: document, path: memberPath, file: file)
            case .object(let inner):
                try flatten(
                    inner, prefix: key + ".", into: &texts, document: document, path: memberPath, file: file)
            default:
                throw LabelCatalogError(
                    file: file, position: document.position(of: memberPath),
                    problem:
                        "\"\(key)\" must be a text or an object of texts, not \(member.value.kindDescription)"
                )
            }
        }
    }

    /// What is wrong with `text` as the catalog's setting `key`, when it is one (the colour of a
    /// rise, the pattern of a day); `nil` for any other text.
    private static func problem(_ key: String, _ text: String) -> String? {
        switch key {
        case Label.upColor.rawValue where UpColor(rawValue: text) == nil:
            "\"\(key)\" must be " + UpColor.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
                + ", not \(JSONWriter.quoted(text))"
        case Label.datePattern.rawValue where !["{year}", "{month}", "{day}"].allSatisfy(text.contains):
            "\"\(key)\" must have {year}, {month} and {day}, found \(JSONWriter.quoted(text))"
        default: nil
        }
    }

    /// The plural forms a count's text may have: `one` (for 1) and `other`.
    static let pluralForms = ["one", "other"]

    /// Whether `object` is a count's plural forms: an `other`, and no member but the forms.
    static func isPlural(_ object: JSONObject) -> Bool {
        object["other"] != nil && object.keys.allSatisfy(pluralForms.contains)
    }

    /// The text of `key`; the key itself when no catalog has it, so a missing text shows where
    /// it belongs.
    public subscript(key: String) -> String { texts[key] ?? key }

    /// The text of `label`.
    public subscript(label: Label) -> String { self[label.rawValue] }

    /// Whether the catalog has a text for `key`.
    public func has(_ key: String) -> Bool { texts[key] != nil }

    /// The text of `label` with its placeholders (`{name}`) replaced by `values`.
    public func text(_ label: Label, _ values: KeyValuePairs<String, String>) -> String {
        Self.fill(self[label], values)
    }

    /// The text of `key` with its placeholders replaced by `values`.
    public func text(_ key: String, _ values: KeyValuePairs<String, String>) -> String {
        Self.fill(self[key], values)
    }

    /// `sentences` as one text: each after the one before with a space, except after one that
    /// ends in a full-width stop (`。`, `！`, `？`), after which Chinese text runs straight on.
    public static func joining(_ sentences: [String]) -> String {
        var text = ""
        for sentence in sentences where !sentence.isEmpty {
            if let last = text.last, !"。！？".contains(last) { text += " " }
            text += sentence
        }
        return text
    }

    /// The plural form of `label` for `count` (`one` for 1, `other` otherwise), or its one text
    /// in a language without plural forms, its `{count}` replaced by `count` as written.
    public func count(_ label: Label, _ count: Int, written: String? = nil) -> String {
        let key = label.rawValue
        let form = count == 1 && has(key + ".one") ? key + ".one" : key + ".other"
        return Self.fill(self[has(form) ? form : key], ["count": written ?? String(count)])
    }

    /// Every text whose key starts with `prefix`, by the rest of its key.
    func texts(under prefix: String) -> [String: String] {
        var found: [String: String] = [:]
        for (key, text) in texts where key.hasPrefix(prefix) {
            found[String(key.dropFirst(prefix.count))] = text
        }
        return found
    }

    /// `text` with each `{name}` of `values` replaced; other braces are kept.
    static func fill(_ text: String, _ values: KeyValuePairs<String, String>) -> String {
        guard text.contains("{") else { return text }
        var result = text
        for (name, value) in values { result = result.replacingOccurrences(of: "{\(name)}", with: value) }
        return result
    }

    /// The catalog as the templates read it: an object per level of the keys.
    public var templateValue: TemplateValue {
        var root = Node()
        for (key, text) in texts { root.insert(text, at: key.split(separator: ".").map(String.init)[...]) }
        return root.value
    }

    /// One level of the catalog's keys, on the way to a template value.
    private struct Node {
        var text: String?
        var children: [String: Node] = [:]

        mutating func insert(_ text: String, at path: ArraySlice<String>) {
            guard let first = path.first else {
                self.text = text
                return
            }
            children[first, default: Node()].insert(text, at: path.dropFirst())
        }

        var value: TemplateValue {
            if let text, children.isEmpty { return .string(text) }
            return .object(TemplateObject(children.mapValues(\.value)))
        }
    }
}

/// A catalog file that cannot be read, with the place of the mistake.
public struct LabelCatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file, as the user named it.
    public let file: String
    /// Where in it.
    public let position: SourcePosition
    /// What is wrong.
    public let problem: String

    public var description: String {
        "\(file):\(position): \(problem), fix the catalog or remove it to use the built-in one"
    }
}
