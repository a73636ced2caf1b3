/// A JSON object: members in the order they were written, keys unique.
public struct JSONObject: Sendable, Hashable, ExpressibleByDictionaryLiteral {
    /// One `"key": value` pair.
    public struct Member: Sendable, Hashable {
        /// The member's key.
        public var key: String
        /// The member's value.
        public var value: JSONValue

        /// Creates a member.
        public init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// The members, in order.
    public private(set) var members: [Member]

    /// Creates an object from members; a later member with the same key replaces an earlier one in place.
    public init(_ members: [Member] = []) {
        var positions: [String: Int] = [:]
        var unique: [Member] = []
        unique.reserveCapacity(members.count)
        for member in members {
            if let position = positions[member.key] {
                unique[position].value = member.value
            } else {
                positions[member.key] = unique.count
                unique.append(member)
            }
        }
        self.members = unique
    }

    /// Creates an object from members whose keys are known to be unique (checked in debug
    /// builds only), without the work of looking for repeated keys.
    public init(uniqueMembers members: [Member]) {
        assert(Set(members.map(\.key)).count == members.count, "repeated keys in a JSON object")
        self.members = members
    }

    /// Creates an object from `key: value` pairs, in order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements.map { Member(key: $0.0, value: $0.1) })
    }

    /// The keys, in order.
    public var keys: [String] { members.map(\.key) }

    /// The value for `key`. Setting a new key appends it; setting an existing one keeps its place;
    /// setting `nil` removes it.
    public subscript(key: String) -> JSONValue? {
        get { members.first { $0.key == key }?.value }
        set {
            let index = members.firstIndex { $0.key == key }
            switch (index, newValue) {
            case (let index?, let value?): members[index].value = value
            case (let index?, nil): members.remove(at: index)
            case (nil, let value?): members.append(Member(key: key, value: value))
            case (nil, nil): break
            }
        }
    }
}
