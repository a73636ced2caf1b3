/// An object value: keys in their original order, looked up by exact name.
///
/// The keys live in a ``TemplateShape`` that like objects share; the object holds its values.
///
/// `@unchecked Sendable`: its storage is written once, at initialisation, and only read afterwards.
public struct TemplateObject: @unchecked Sendable {
    private let storage: Storage

    /// Creates an object of `shape` with one value per key, in the shape's order.
    public init(shape: borrowing TemplateShape, values: [TemplateValue]) {
        precondition(shape.count == values.count, "an object needs one value per key of its shape")
        storage = Storage.make(shape: shape, values: values)
    }

    /// Creates an object of `shape` whose value for the key at each position is `value(position)`,
    /// made in order straight into the object's storage.
    public init(shape: borrowing TemplateShape, value: (Int) -> TemplateValue) {
        storage = Storage.make(shape: shape, count: shape.count, value: value)
    }

    /// Creates an object from ordered entries; a repeated key keeps its first position and its last value.
    public init(_ entries: [(String, TemplateValue)]) {
        let (keys, values) = Self.deduplicated(entries)
        self.init(shape: TemplateShape(keys), values: values)
    }

    /// The keys of `entries` once each, in order, with the last value given for each.
    private static func deduplicated(_ entries: [(String, TemplateValue)]) -> ([String], [TemplateValue]) {
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
        return (keys, values)
    }

    /// Creates an object from a dictionary, with keys sorted so output is deterministic.
    public init(_ dictionary: [String: TemplateValue]) {
        self.init(dictionary.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }

    /// The keys, shared with every object of the same shape.
    public var shape: TemplateShape { storage.header.shape }

    /// The number of keys.
    public var count: Int { storage.header.count }

    /// The keys, in order; each key appears once.
    public var keys: [String] { storage.header.shape.keys }

    /// The values, parallel to `keys`.
    public var values: [TemplateValue] {
        storage.withUnsafeMutablePointers { header, values in
            Array(UnsafeBufferPointer(start: values, count: header.pointee.count))
        }
    }

    /// The value for `key`, or `nil` when the object has no such key.
    public subscript(key: String) -> TemplateValue? {
        value(for: key, hash: TemplateShape.hash(key))
    }

    /// The value for `key`, whose ``TemplateShape/hash(_:)`` the caller computed once in advance.
    func value(for key: String, hash: UInt64) -> TemplateValue? {
        storage.withUnsafeMutablePointers { header, values in
            header.pointee.position(of: key, hash: hash).map { values[$0] }
        }
    }
}

extension TemplateObject {
    /// The shape and the values in one allocation of the object's own: a lookup follows one
    /// pointer to both, and touches no count of the shape, which the renderer may read from
    /// several threads at once.
    private final class Storage: ManagedBuffer<Header, TemplateValue> {
        static func make(shape: TemplateShape, values: [TemplateValue]) -> Storage {
            make(shape: shape, count: values.count) { values[$0] }
        }

        static func make(shape: TemplateShape, count: Int, value: (Int) -> TemplateValue) -> Storage {
            let buffer = Storage.create(minimumCapacity: count) { _ in Header(shape) }
            buffer.withUnsafeMutablePointerToElements { elements in
                for offset in 0..<count { (elements + offset).initialize(to: value(offset)) }
            }
            // `create` returns the dynamic subclass instance.
            return unsafeDowncast(buffer, to: Storage.self)
        }

        deinit {
            _ = withUnsafeMutablePointers { header, values in
                values.deinitialize(count: header.pointee.count)
            }
        }
    }

    /// An object's shape, held unless it is permanent (``TemplateShape/permanent(_:)``): objects
    /// of a permanent shape, made and freed by the thousand on several threads at once, do not
    /// write to its reference count, which the threads would contend for.
    private struct Header {
        /// The shape, read without retaining it (`_withUnsafeGuaranteedRef`): a lookup then
        /// writes nothing to memory the threads share.
        let unmanaged: Unmanaged<TemplateShape>
        /// The shape again, held, for a shape that is not permanent.
        private let owner: TemplateShape?

        init(_ shape: borrowing TemplateShape) {
            unmanaged = Unmanaged.passUnretained(copy shape)
            owner = shape.isPermanent ? nil : copy shape
        }

        var shape: TemplateShape { unmanaged.takeUnretainedValue() }

        /// The number of keys.
        var count: Int { unmanaged._withUnsafeGuaranteedRef(\.count) }

        /// The position of `key` (see ``TemplateShape/position(of:hash:)``).
        func position(of key: String, hash: UInt64) -> Int? {
            unmanaged._withUnsafeGuaranteedRef { $0.position(of: key, hash: hash) }
        }
    }
}
