import Foundation

/// A parsed JSON text: its value, plus the line and column where every value inside it starts,
/// so that a check on the content can point the user at the exact place in the file.
public struct JSONDocument: Sendable {
    /// The root value.
    public let root: JSONValue
    /// Where each value starts, by its path from the root.
    public let positions: [JSONPath: SourcePosition]

    /// Parses UTF-8 JSON text (a leading byte-order mark is skipped).
    public init(parsing data: Data) throws(JSONParseError) {
        var parser = JSONParser(bytes: Array(data))
        (root, positions) = try parser.parseDocument()
    }

    /// Parses JSON text.
    public init(parsing text: String) throws(JSONParseError) {
        try self.init(parsing: Data(text.utf8))
    }

    /// Where the value at `path` starts; for a path that is not in the document, the nearest
    /// enclosing value that is.
    public func position(of path: JSONPath) -> SourcePosition {
        var components = path.components
        while true {
            if let position = positions[JSONPath(components)] { return position }
            if components.isEmpty { return SourcePosition(line: 1, column: 1) }
            components.removeLast()
        }
    }
}
