import Foundation
import JSON

/// The settings of a `--config` file, checked: an object of strings by known keys, at the top
/// level or inside an `"endpoints"` object. Every problem names the file, line and column.
struct MarketDataConfigFile {
    /// The file as the user named it.
    let name: String
    /// The keys the file may set.
    let keys: [String]
    /// The settings, by key; a `null` value is not set.
    private(set) var values: [String: String] = [:]
    /// Where each setting's value is, for messages about it.
    private var positions: [String: SourcePosition] = [:]

    /// Reads and checks `file`, named `name` in errors, which may set `keys`.
    init(_ file: URL, name: String, keys: [String]) throws(MarketDataConfigError) {
        self.name = name
        self.keys = keys
        let data: Data
        do { data = try Data(contentsOf: file) } catch {
            throw .unreadable(file: name, detail: "cannot be read")
        }
        let document: JSONDocument
        do { document = try JSONDocument(parsing: data) } catch { throw .syntax(file: name, error) }
        try read(document)
    }

    /// Where the value of `key` is, for a message: `config.json:3:12 (yahoo)`.
    func source(of key: String) -> String {
        "\(name):\(positions[key] ?? SourcePosition(line: 1, column: 1)) (\(key))"
    }

    private mutating func read(_ document: JSONDocument) throws(MarketDataConfigError) {
        guard case .object(let root) = document.root else {
            throw invalid(
                document, [],
                "expected an object of provider settings, found \(document.root.kindDescription)")
        }
        var section = root
        var path = JSONPath()
        if let endpoints = root["endpoints"] {
            try checkKeys(root, allowed: ["endpoints"], in: document, at: path, settingsBelongIn: "endpoints")
            path = [.key("endpoints")]
            guard case .object(let object) = endpoints else {
                throw invalid(
                    document, path, "\"endpoints\" must be an object, found \(endpoints.kindDescription)")
            }
            section = object
        }
        try checkKeys(section, allowed: keys, in: document, at: path)
        for member in section.members {
            let valuePath = path.appending(key: member.key)
            switch member.value {
            case .null: continue
            case .string(let text):
                values[member.key] = text
                positions[member.key] = document.position(of: valuePath)
            default:
                throw invalid(
                    document, valuePath,
                    "\"\(member.key)\" must be a string, found \(member.value.kindDescription)")
            }
        }
    }

    /// Refuses the first key of `object` that is not `allowed`, naming its near match, or the
    /// object `settingsBelongIn` when it is a setting out of its place.
    private func checkKeys(
        _ object: JSONObject, allowed: [String], in document: JSONDocument, at path: JSONPath,
        settingsBelongIn section: String? = nil
    ) throws(MarketDataConfigError) {
        guard let unknown = object.keys.first(where: { !allowed.contains($0) }) else { return }
        let hint =
            if let section, keys.contains(unknown) {
                "move it inside \"\(section)\""
            } else {
                EditDistance.closest(to: unknown, among: allowed).map { "did you mean \"\($0)\"?" }
                    ?? "the keys are \(allowed.joined(separator: ", "))"
            }
        let keyPath = path.appending(key: unknown)
        throw .invalid(
            file: name, at: document.position(ofKey: keyPath), problem: "unknown key \"\(unknown)\" (\(hint))"
        )
    }

    private func invalid(_ document: JSONDocument, _ path: JSONPath, _ problem: String)
        -> MarketDataConfigError
    {
        .invalid(file: name, at: document.position(of: path), problem: problem)
    }
}
