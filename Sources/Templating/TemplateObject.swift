/// An object value: keys in their original order, looked up by exact name.
///
/// `@unchecked Sendable`: its storage is written once, at initialisation, and only read afterwards.
public struct TemplateObject: @unchecked Sendable {
    private let storage: Storage

    private static let indexThreshold = 16

    /// Creates an object from ordered entries; a repeated key keeps its first position and its last value.
    public init(_ entries: [(String, TemplateValue)]) {
        storage = entries.count > Self.indexThreshold ? Self.indexed(entries) : Self.scanned(entries)
    }

    /// The storage of a large object: repeated keys found through the key index it keeps.
    private static func indexed(_ entries: [(String, TemplateValue)]) -> Storage {
        var unique: [Entry] = []
        unique.reserveCapacity(entries.count)
        var positions: [String: Int] = [:]
        for (key, value) in entries {
            if let position = positions[key] {
                unique[position].value = value
            } else {
                positions[key] = unique.count
                unique.append(Entry(hash: hash(key), key: key, value: value))
            }
        }
        return Storage.make(unique, index: unique.count > indexThreshold ? positions : nil)
    }

    /// The storage of a small object: repeated keys found by a scan of the hashes, no index.
    private static func scanned(_ entries: [(String, TemplateValue)]) -> Storage {
        var unique: [Entry] = []
        unique.reserveCapacity(entries.count)
        for (key, value) in entries {
            let hash = hash(key)
            if let position = unique.firstIndex(where: { $0.hash == hash && $0.key == key }) {
                unique[position].value = value
            } else {
                unique.append(Entry(hash: hash, key: key, value: value))
            }
        }
        return Storage.make(unique, index: nil)
    }

    /// Creates an object from a dictionary, with keys sorted so output is deterministic.
    public init(_ dictionary: [String: TemplateValue]) {
        self.init(dictionary.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }

    /// The number of keys.
    public var count: Int { storage.header.count }

    /// The keys, in order; each key appears once.
    public var keys: [String] {
        storage.withUnsafeMutablePointerToElements { entries in (0..<count).map { entries[$0].key } }
    }

    /// The values, parallel to `keys`.
    public var values: [TemplateValue] {
        storage.withUnsafeMutablePointerToElements { entries in (0..<count).map { entries[$0].value } }
    }

    /// The value for `key`, or `nil` when the object has no such key.
    public subscript(key: String) -> TemplateValue? {
        value(for: key, hash: Self.hash(key))
    }

    /// The value for `key`, whose ``hash(_:)`` the caller computed once in advance.
    func value(for key: String, hash: UInt64) -> TemplateValue? {
        let storage = storage
        let header = storage.header
        return storage.withUnsafeMutablePointerToElements { entries in
            if let index = header.index {
                return index[key].map { entries[$0].value }
            }
            for position in 0..<header.count
            where entries[position].hash == hash && entries[position].key == key {
                return entries[position].value
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

extension TemplateObject {
    fileprivate struct Entry {
        let hash: UInt64
        let key: String
        var value: TemplateValue
    }

    fileprivate struct Header {
        let count: Int
        /// A key index, built only for objects large enough that a linear scan would be slow.
        let index: [String: Int]?
    }

    /// The entries in one allocation, so a lookup follows a single pointer; filled once in `make`.
    fileprivate final class Storage: ManagedBuffer<Header, Entry> {
        static func make(_ entries: [Entry], index: [String: Int]?) -> Storage {
            let buffer = Storage.create(minimumCapacity: entries.count) { _ in
                Header(count: entries.count, index: index)
            }
            buffer.withUnsafeMutablePointerToElements { pointer in
                for (offset, entry) in entries.enumerated() { (pointer + offset).initialize(to: entry) }
            }
            // `create` returns the dynamic subclass instance.
            return unsafeDowncast(buffer, to: Storage.self)
        }

        deinit {
            _ = withUnsafeMutablePointers { header, entries in
                entries.deinitialize(count: header.pointee.count)
            }
        }
    }
}
