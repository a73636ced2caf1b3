/// An object value: keys in their original order, looked up by exact name.
public struct TemplateObject: Sendable {
    /// The keys, in order; each key appears once.
    public let keys: [String]
    /// The values, parallel to `keys`.
    public let values: [TemplateValue]
    /// A key index, built only for objects large enough that a linear scan would be slow.
    private let index: [String: Int]?

    private static let indexThreshold = 16

    /// Creates an object from ordered entries; a repeated key keeps its first position and its last value.
    public init(_ entries: [(String, TemplateValue)]) {
        var keys: [String] = []
        var values: [TemplateValue] = []
        keys.reserveCapacity(entries.count)
        values.reserveCapacity(entries.count)
        var positions: [String: Int] = [:]
        for (key, value) in entries {
            if let position = positions[key] {
                values[position] = value
            } else {
                positions[key] = keys.count
                keys.append(key)
                values.append(value)
            }
        }
        self.keys = keys
        self.values = values
        self.index = keys.count > Self.indexThreshold ? positions : nil
    }

    /// Creates an object from a dictionary, with keys sorted so output is deterministic.
    public init(_ dictionary: [String: TemplateValue]) {
        self.init(dictionary.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }

    /// The number of keys.
    public var count: Int { keys.count }

    /// The value for `key`, or `nil` when the object has no such key.
    public subscript(key: String) -> TemplateValue? {
        if let index {
            return index[key].map { values[$0] }
        }
        for position in keys.indices where keys[position] == key {
            return values[position]
        }
        return nil
    }
}
