/// One element of a parsed template tree.
enum Node: Sendable {
    /// Template text, copied to the output as is.
    case text([UInt8])
    /// `{{name}}`, `{{{name}}}` or `{{&name}}`.
    case variable(Variable)
    /// `{{#name}}…{{/name}}` or `{{^name}}…{{/name}}`.
    case section(Section)
    /// `{{>name}}` or `{{>*name}}`.
    case partial(Partial)
    /// `{{<name}}…{{/name}}`: a partial with block overrides.
    case parent(Parent)
    /// `{{$name}}…{{/name}}`: a replaceable block with default content.
    case block(Block)
}

/// A name as written in a tag, split at parse time; no parts means the implicit iterator `.`.
struct TagName: Sendable {
    let text: String
    let parts: [String]
    /// ``TemplateShape/hash(_:)`` of each part.
    let hashes: [UInt64]

    init?(_ text: String) {
        self.text = text
        if text == "." {
            parts = []
            hashes = []
            return
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !parts.contains(where: \.isEmpty),
            !text.unicodeScalars.contains(where: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        else { return nil }
        self.parts = parts
        self.hashes = parts.map(TemplateShape.hash)
    }

    /// A name from its parts, already split and hashed.
    init(text: String, parts: [String], hashes: [UInt64]) {
        self.text = text
        self.parts = parts
        self.hashes = hashes
    }
}

final class Variable: Sendable {
    let name: TagName
    let escaped: Bool
    let offset: Int

    init(name: TagName, escaped: Bool, offset: Int) {
        self.name = name
        self.escaped = escaped
        self.offset = offset
    }
}

final class Section: Sendable {
    let name: TagName
    let inverted: Bool
    let children: [Node]
    /// The unrendered text between the tags, handed to section lambdas.
    let body: String
    let delimiters: Delimiters
    let offset: Int
    /// Whether the closing tag stood alone on its line.
    let closesLine: Bool

    init(
        name: TagName, inverted: Bool, children: [Node], body: String, delimiters: Delimiters, offset: Int,
        closesLine: Bool
    ) {
        self.closesLine = closesLine
        self.name = name
        self.inverted = inverted
        self.children = children
        self.body = body
        self.delimiters = delimiters
        self.offset = offset
    }
}

/// Where a partial or parent tag names its template: literally, or through a context name (`*name`).
enum PartialReference: Sendable {
    case literal(String)
    case dynamic(TagName)
}

final class Partial: Sendable {
    let reference: PartialReference
    /// The whitespace before a standalone tag, prepended to every line of the partial.
    let indent: [UInt8]
    let standalone: Bool
    let offset: Int

    init(reference: PartialReference, indent: [UInt8], standalone: Bool, offset: Int) {
        self.reference = reference
        self.indent = indent
        self.standalone = standalone
        self.offset = offset
    }
}

final class Parent: Sendable {
    let partial: Partial
    /// Block contents that replace the parent's blocks of the same name.
    let overrides: [String: [Node]]
    /// Whether the closing tag stood alone on its line.
    let closesLine: Bool

    init(partial: Partial, overrides: [String: [Node]], closesLine: Bool) {
        self.closesLine = closesLine
        self.partial = partial
        self.overrides = overrides
    }
}

final class Block: Sendable {
    let name: String
    let children: [Node]
    let standalone: Bool
    /// The whitespace before the standalone opening tag.
    let tagIndent: [UInt8]
    /// The indentation given to overriding content rendered here.
    let expansionIndent: [UInt8]
    /// Whether the closing tag stood alone on its line.
    let closesLine: Bool

    init(name: String, children: [Node], standalone: Bool, tagIndent: [UInt8], closesLine: Bool) {
        self.closesLine = closesLine
        self.name = name
        self.children = children
        self.standalone = standalone
        self.tagIndent = tagIndent
        if standalone {
            expansionIndent = tagIndent.isEmpty ? Indentation.common(of: children) : tagIndent
        } else {
            expansionIndent = []
        }
    }
}
