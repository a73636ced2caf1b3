/// The keys of an object, in order, with what a lookup needs: a hash per key and, for a large
/// object, a key index. Objects built with the same keys share one shape, so a view model made
/// of thousands of like objects computes those once; each object keeps only its values.
public final class TemplateShape: Sendable {
    /// The keys, in order.
    public let keys: [String]
    private let hashes: [UInt64]
    /// A key index, built only for shapes large enough that a linear scan would be slow.
    private let index: [String: Int]?

    private static let indexThreshold = 16

    /// Creates a shape; a repeated key is found at its first position.
    public init(_ keys: [String]) {
        self.keys = keys
        hashes = keys.map(Self.hash)
        if keys.count > Self.indexThreshold {
            index = Dictionary(keys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        } else {
            index = nil
        }
    }

    /// The number of keys.
    public var count: Int { keys.count }

    /// The position of `key`, whose ``hash(_:)`` the caller computed once in advance.
    func position(of key: String, hash: UInt64) -> Int? {
        if let index { return index[key] }
        return hashes.withUnsafeBufferPointer { hashes in
            keys.withUnsafeBufferPointer { keys in
                for position in hashes.indices where hashes[position] == hash && keys[position] == key {
                    return position
                }
                return nil
            }
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
