/// The keys of an object, in order, with what a lookup needs: a hash per key and, for a large
/// object, a table of positions by that hash. Objects built with the same keys share one shape, so a view
/// model made of thousands of like objects computes those once; each object keeps only its values.
public final class TemplateShape: Sendable {
    /// The keys, in order.
    public let keys: [String]
    private let hashes: [UInt64]
    /// For a shape large enough that a linear scan would be slow, an open-addressing table of
    /// each key's first position, slotted by the key's ``hash(_:)`` (-1 for an empty slot): a
    /// lookup reuses the hash its caller computed once, where a dictionary would hash the key again.
    private let index: [Int32]

    /// Whether the shape is kept until the program ends (``permanent(_:)``).
    let isPermanent: Bool

    private static let indexThreshold = 16

    /// Creates a shape; a repeated key is found at its first position.
    public convenience init(_ keys: [String]) {
        self.init(keys, isPermanent: false)
    }

    /// A shape kept until the program ends, for a kind of object declared once and made by the
    /// thousand: its objects do not hold it, so threads making and freeing them at once do not
    /// contend for its reference count. Make one per kind (a `static let`), never one per object.
    public static func permanent(_ keys: [String]) -> TemplateShape {
        let shape = TemplateShape(keys, isPermanent: true)
        // The reference that keeps it: never released.
        _ = Unmanaged.passRetained(shape)
        return shape
    }

    private init(_ keys: [String], isPermanent: Bool) {
        self.isPermanent = isPermanent
        self.keys = keys
        let hashes = keys.map(Self.hash)
        self.hashes = hashes
        var index: [Int32] = []
        if keys.count > Self.indexThreshold {
            // At most half full, so a missing key's probe soon meets an empty slot.
            var size = 1
            while size < keys.count * 2 { size <<= 1 }
            index = Array(repeating: -1, count: size)
            for (position, key) in keys.enumerated() {
                var slot = Int(truncatingIfNeeded: hashes[position]) & (size - 1)
                while index[slot] >= 0, keys[Int(index[slot])] != key { slot = (slot + 1) & (size - 1) }
                if index[slot] < 0 { index[slot] = Int32(position) }
            }
        }
        self.index = index
    }

    /// The number of keys.
    public var count: Int { keys.count }

    /// The position of `key`, whose ``hash(_:)`` the caller computed once in advance.
    func position(of key: String, hash: UInt64) -> Int? {
        guard index.isEmpty else { return indexed(key, hash: hash) }
        return hashes.withUnsafeBufferPointer { hashes in
            keys.withUnsafeBufferPointer { keys in
                for position in hashes.indices where hashes[position] == hash && keys[position] == key {
                    return position
                }
                return nil
            }
        }
    }

    /// The position of `key` in ``index``: its slot and those after it, up to an empty one.
    private func indexed(_ key: String, hash: UInt64) -> Int? {
        index.withUnsafeBufferPointer { index in
            let mask = index.count - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            while index[slot] >= 0 {
                let position = Int(index[slot])
                if hashes[position] == hash && keys[position] == key { return position }
                slot = (slot + 1) & mask
            }
            return nil
        }
    }

    /// A stable FNV-1a hash of a key's UTF-8 bytes, computed once per key and per tag name.
    static func hash(_ key: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
