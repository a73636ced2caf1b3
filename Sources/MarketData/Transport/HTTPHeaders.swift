import Foundation

/// HTTP header fields with case-insensitive lookup; repeated fields are joined with `, `.
public struct HTTPHeaders: Sendable, Hashable, ExpressibleByDictionaryLiteral, Sequence {
    private var fields: [(name: String, value: String)]

    /// Creates headers from name/value pairs, keeping their order.
    public init(_ pairs: [(String, String)] = []) {
        fields = pairs.map { (name: $0.0, value: $0.1) }
    }

    /// Creates headers from a dictionary literal.
    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(elements)
    }

    /// The value of the field `name` (any case), joined with `, ` when it occurs more than once.
    public subscript(name: String) -> String? {
        get {
            let values = fields.filter { $0.name.lowercased() == name.lowercased() }.map(\.value)
            return values.isEmpty ? nil : values.joined(separator: ", ")
        }
        set {
            fields.removeAll { $0.name.lowercased() == name.lowercased() }
            if let newValue { fields.append((name: name, value: newValue)) }
        }
    }

    /// Adds a field without replacing earlier ones of the same name.
    public mutating func add(_ name: String, _ value: String) {
        fields.append((name: name, value: value))
    }

    /// The fields in order, as name/value pairs.
    public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> {
        fields.makeIterator()
    }

    /// Two header sets are equal when they hold the same fields in the same order.
    public static func == (lhs: HTTPHeaders, rhs: HTTPHeaders) -> Bool {
        lhs.fields.elementsEqual(rhs.fields) {
            $0.name.lowercased() == $1.name.lowercased() && $0.value == $1.value
        }
    }

    /// Hashes the fields in order.
    public func hash(into hasher: inout Hasher) {
        for field in fields {
            hasher.combine(field.name.lowercased())
            hasher.combine(field.value)
        }
    }
}
