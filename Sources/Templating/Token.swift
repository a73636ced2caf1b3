/// One piece of a template source: a run of text (never spanning a line break) or a tag.
struct Token {
    enum Kind: Equatable {
        case text
        case variable(escaped: Bool)
        case section(inverted: Bool)
        case close
        case comment
        case partial(dynamic: Bool)
        case parent(dynamic: Bool)
        case block
        case delimiters

        /// Whether the tag may stand alone on a line and take the line with it.
        var canStandAlone: Bool {
            switch self {
            case .text, .variable: false
            default: true
            }
        }
    }

    let kind: Kind
    /// Byte range of the whole token in the source; standalone processing trims text tokens.
    var start: Int
    var end: Int
    /// The tag's trimmed content (the name), empty for text.
    let content: String
    /// For sections: where the content between the opening and closing tag begins.
    var bodyStart: Int { end }
    /// The delimiters in effect at this tag.
    let delimiters: Delimiters
    /// Whether the tag stood alone on its line.
    var standalone = false
    /// The whitespace before a standalone tag.
    var indent: [UInt8] = []
}

/// The opening and closing tag delimiters, `{{` and `}}` by default.
struct Delimiters: Equatable, Sendable {
    let open: [UInt8]
    let close: [UInt8]

    static let standard = Delimiters(open: Array("{{".utf8), close: Array("}}".utf8))
}
