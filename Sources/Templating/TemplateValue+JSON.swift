import Foundation

extension TemplateValue {
    /// Reads a JSON document (UTF-8) into a value tree; object key order is kept.
    ///
    /// - Throws: ``JSONError`` naming the line and column where the document is malformed.
    public init(json: Data) throws(JSONError) {
        var reader = JSONReader(Array(json))
        self = try reader.readDocument()
    }

    /// Reads a JSON document from text into a value tree.
    public init(json: String) throws(JSONError) {
        var reader = JSONReader(Array(json.utf8))
        self = try reader.readDocument()
    }
}
