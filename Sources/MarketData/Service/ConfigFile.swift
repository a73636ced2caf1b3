import Foundation
import JSON
import Suggestions

/// The `--config` file, checked: an object holding the provider settings as strings (at the top
/// level or inside an `"endpoints"` object) and the run's `"deadline"` as a number of seconds.
/// Nothing in it is dropped in silence: a syntax error, an unknown key (with its near match) or a
/// value of another kind is an error naming the file, line and column.
struct ConfigFile {
    /// The keys of the settings that are numbers; they stand at the top level.
    static let numberKeys = ["deadline"]
    /// The keys of the settings that are lists of texts; they stand at the top level.
    static let listKeys = ["notify"]

    /// The file as the user named it.
    let name: String
    /// The text settings, by key; a `null` value is not set.
    private(set) var texts: [String: String] = [:]
    /// The number settings, by key; a `null` value is not set.
    private(set) var numbers: [String: Double] = [:]
    /// The list settings, by key; a `null` value is not set.
    private(set) var lists: [String: [String]] = [:]
    /// Where each setting's value is, for messages about it.
    private var positions: [String: SourcePosition] = [:]

    /// Reads and checks `file`, named `name` in errors.
    init(_ file: URL, name: String) throws(MarketDataConfigError) {
        self.name = name
        let data: Data
        do { data = try Data(contentsOf: file) } catch {
            throw .unreadable(file: name, detail: "cannot be read")
        }
        let document: JSONDocument
        do { document = try JSONDocument(parsing: data) } catch { throw .syntax(file: name, error) }
        try read(document)
    }

    /// Where the value of `key` is.
    func position(of key: String) -> SourcePosition {
        positions[key] ?? SourcePosition(line: 1, column: 1)
    }

    /// Where the value of `key` is, for a message: `config.json:3:12 (yahoo)`.
    func source(of key: String) -> String {
        "\(name):\(position(of: key)) (\(key))"
    }

    private mutating func read(_ document: JSONDocument) throws(MarketDataConfigError) {
        guard case .object(let root) = document.root else {
            throw invalid(
                document, [],
                "expected an object of provider settings, found \(document.root.kindDescription)")
        }
        let textKeys = MarketDataEndpoints.fileKeys
        var textPath = JSONPath()
        var texts = root
        if let endpoints = root["endpoints"] {
            try checkKeys(
                root, allowed: ["endpoints"] + Self.numberKeys + Self.listKeys, in: document, at: [],
                misplaced: textKeys)
            textPath = [.key("endpoints")]
            guard case .object(let object) = endpoints else {
                throw invalid(
                    document, textPath, "\"endpoints\" must be an object, found \(endpoints.kindDescription)")
            }
            texts = object
            try checkKeys(texts, allowed: textKeys, in: document, at: textPath)
        } else {
            try checkKeys(root, allowed: textKeys + Self.numberKeys + Self.listKeys, in: document, at: [])
        }
        for member in texts.members where textKeys.contains(member.key) {
            try take(member, at: textPath, in: document)
        }
        for member in root.members
        where Self.numberKeys.contains(member.key) || Self.listKeys.contains(member.key) {
            try take(member, at: [], in: document)
        }
    }

    /// Keeps one setting, after checking its kind.
    private mutating func take(_ member: JSONObject.Member, at path: JSONPath, in document: JSONDocument)
        throws(MarketDataConfigError)
    {
        let valuePath = path.appending(key: member.key)
        switch member.value {
        case .null: return
        case .array(let items) where Self.listKeys.contains(member.key):
            var texts: [String] = []
            for (index, item) in items.enumerated() {
                // The texts may be secrets (webhook addresses): a message names only their place.
                guard case .string(let text) = item else {
                    throw invalid(
                        document, valuePath.appending(index: index),
                        "\"\(member.key)\" must be a list of texts, found \(item.kindDescription) in it")
                }
                texts.append(text)
            }
            lists[member.key] = texts
        case .string(let text) where !Self.numberKeys.contains(member.key): texts[member.key] = text
        case .number(let number) where Self.numberKeys.contains(member.key):
            numbers[member.key] = number.doubleValue
        default:
            let expected =
                Self.numberKeys.contains(member.key)
                ? "a number" : Self.listKeys.contains(member.key) ? "a list of texts" : "a string"
            throw invalid(
                document, valuePath,
                "\"\(member.key)\" must be \(expected), found \(member.value.kindDescription)")
        }
        positions[member.key] = document.position(of: valuePath)
    }

    /// Refuses the first key of `object` that is not `allowed`: a `misplaced` one belongs inside
    /// `"endpoints"`, another is named with its near match.
    private func checkKeys(
        _ object: JSONObject, allowed: [String], in document: JSONDocument, at path: JSONPath,
        misplaced: [String] = []
    ) throws(MarketDataConfigError) {
        guard let unknown = object.keys.first(where: { !allowed.contains($0) }) else { return }
        let hint =
            if misplaced.contains(unknown) {
                "move it inside \"endpoints\""
            } else {
                EditDistance.closest(to: unknown, among: allowed).map { "did you mean \"\($0)\"?" }
                    ?? "the keys are \(allowed.joined(separator: ", "))"
            }
        throw .invalid(
            file: name, at: document.position(ofKey: path.appending(key: unknown)),
            problem: "unknown key \"\(unknown)\" (\(hint))")
    }

    private func invalid(_ document: JSONDocument, _ path: JSONPath, _ problem: String)
        -> MarketDataConfigError
    {
        .invalid(file: name, at: document.position(of: path), problem: problem)
    }
}
