/// An object value: keys in their original order, looked up by exact name.
///
/// The keys live in a ``TemplateShape`` that like objects share; the object holds its values.
public struct TemplateObject: Sendable {
    private let storage: Storage

    /// Creates an object of `shape` with one value per key, in the shape's order.
    public init(shape: TemplateShape, values: [TemplateValue]) {
        precondition(shape.count == values.count, "an object needs one value per key of its shape")
        storage = Storage(shape: shape, values: values)
    }

    /// Creates an object from ordered entries; a repeated key keeps its first position and its last value.
    public init(_ entries: [(String, TemplateValue)]) {
        // Small objects find a repeated key by a scan, large ones through a key index.
        let indexed = entries.count > 16
        var keys: [String] = []
        var values: [TemplateValue] = []
        keys.reserveCapacity(entries.count)
        values.reserveCapacity(entries.count)
        var positions: [String: Int] = [:]
        for (key, value) in entries {
            if let position = indexed ? positions[key] : keys.firstIndex(of: key) {
                values[position] = value
            } else {
                if indexed { positions[key] = keys.count }
                keys.append(key)
                values.append(value)
            }
        }
        self.init(shape: TemplateShape(keys), values: values)
    }

    /// Creates an object from a dictionary, with keys sorted so output is deterministic.
    public init(_ dictionary: [String: TemplateValue]) {
        self.init(dictionary.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }

    /// The keys, shared with every object of the same shape.
    public var shape: TemplateShape { storage.shape }

    /// The number of keys.
    public var count: Int { storage.values.count }

    /// The keys, in order; each key appears once.
    public var keys: [String] { storage.shape.keys }

    /// The values, parallel to `keys`.
    public var values: [TemplateValue] { storage.values }

    /// The value for `key`, or `nil` when the object has no such key.
    public subscript(key: String) -> TemplateValue? {
        storage.value(for: key, hash: TemplateShape.hash(key))
    }

    /// The value for `key`, whose ``TemplateShape/hash(_:)`` the caller computed once in advance.
    func value(for key: String, hash: UInt64) -> TemplateValue? {
        storage.value(for: key, hash: hash)
    }
}

extension TemplateObject {
    /// The shape and values behind one reference of the object's own: a lookup, which the
    /// renderer does from several threads at once, then touches no count of the shared shape.
    private final class Storage: Sendable {
        let shape: TemplateShape
        let values: [TemplateValue]

        init(shape: TemplateShape, values: [TemplateValue]) {
            self.shape = shape
            self.values = values
        }

        func value(for key: String, hash: UInt64) -> TemplateValue? {
            shape.position(of: key, hash: hash).map { values[$0] }
        }
    }
}
