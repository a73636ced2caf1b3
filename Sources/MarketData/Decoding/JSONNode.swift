import Foundation

/// One value inside a ``JSONTape``, read the way the providers really send values: any field may
/// be null, missing, a string holding a number, a number in exponent form, or a placeholder
/// such as `--`. Readers answer `nil` for what they cannot use instead of failing.
struct JSONNode {
    /// The parsed text this value lies in.
    let tape: JSONTape
    /// The index of this value's token.
    let index: Int

    private var token: JSONTape.Token { tape.tokens[index] }

    /// What the value is.
    var kind: JSONTape.Kind { token.kind }

    /// Whether the value is `null`.
    var isNull: Bool { kind == .null }

    /// The member `key` of an object; `nil` when this is not an object or has no such member.
    subscript(key: String) -> JSONNode? {
        guard kind == .object else { return nil }
        var key = key
        return key.withUTF8 { wanted in
            var member = index + 1
            for _ in 0..<Int(token.end) {
                if Self.matches(tape, member, wanted) { return JSONNode(tape: tape, index: member + 1) }
                member = Int(tape.tokens[member + 1].next)
            }
            return nil
        }
    }

    private static func matches(_ tape: JSONTape, _ keyIndex: Int, _ wanted: UnsafeBufferPointer<UInt8>)
        -> Bool
    {
        let key = tape.tokens[keyIndex]
        if key.kind == .escapedString {
            return JSONNode(tape: tape, index: keyIndex).string.map { Array($0.utf8) == Array(wanted) }
                ?? false
        }
        let length = Int(key.end - key.start)
        guard length == wanted.count else { return false }
        return tape.bytes.withUnsafeBufferPointer { bytes in
            length == 0 || memcmp(bytes.baseAddress! + Int(key.start), wanted.baseAddress!, length) == 0
        }
    }

    /// The elements of an array, in order; empty for anything else.
    var elements: Elements { Elements(node: self) }

    /// The members of an object as key and value, in order; empty for anything else.
    var members: [(key: String, value: JSONNode)] {
        guard kind == .object else { return [] }
        var result: [(key: String, value: JSONNode)] = []
        result.reserveCapacity(Int(token.end))
        var member = index + 1
        for _ in 0..<Int(token.end) {
            let value = JSONNode(tape: tape, index: member + 1)
            result.append((JSONNode(tape: tape, index: member).string ?? "", value))
            member = Int(tape.tokens[member + 1].next)
        }
        return result
    }

    /// The string, when this is one (not trimmed).
    var string: String? {
        let token = token
        guard token.kind == .string || token.kind == .escapedString else { return nil }
        return withText { JSONText.string($0, escaped: token.kind == .escapedString) }
    }

    /// A trimmed, non-empty string; numbers are not turned into text.
    var text: String? {
        string.map(\.trimmingSpaces).flatMap(\.nilIfEmpty)
    }

    /// A finite number from a JSON number or a numeric string; `nil` for null, placeholders,
    /// and anything else.
    var number: Double? {
        switch kind {
        case .number:
            let value = withText(JSONText.double)
            return value.isFinite ? value : nil
        case .string, .escapedString: return string.flatMap(LenientNumber.parse)
        default: return nil
        }
    }

    /// A whole number (volumes beyond 2^53 kept exact) from a number or a numeric string.
    var integer: Int64? {
        if kind == .number, let exact = withText(JSONText.integer) { return exact }
        return number.flatMap(LenientNumber.wholeNumber)
    }

    /// A date from Unix seconds.
    var unixDate: Date? {
        number.map { Date(timeIntervalSince1970: $0) }
    }

    /// A date from ISO 8601 text, with or without fractional seconds.
    var isoDate: Date? {
        text.flatMap(LenientNumber.isoDate)
    }

    /// How this kind of value is named in messages.
    var kindDescription: String {
        switch kind {
        case .null: "null"
        case .true, .false: "a boolean"
        case .number: "a number"
        case .string, .escapedString: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    private func withText<T>(_ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        let token = token
        return tape.bytes.withUnsafeBufferPointer { bytes in
            body(UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)]))
        }
    }

    /// The elements of an array, walked without copying.
    struct Elements: Sequence {
        let node: JSONNode

        /// The first element, when there is one.
        var first: JSONNode? {
            var iterator = makeIterator()
            return iterator.next()
        }

        func makeIterator() -> Iterator {
            let token = node.tape.tokens[node.index]
            return Iterator(
                tape: node.tape, position: node.index + 1,
                remaining: token.kind == .array ? Int(token.end) : 0)
        }

        /// Steps from one element to the next through the tokens' `next` links.
        struct Iterator: IteratorProtocol {
            let tape: JSONTape
            var position: Int
            var remaining: Int

            mutating func next() -> JSONNode? {
                guard remaining > 0 else { return nil }
                remaining -= 1
                let node = JSONNode(tape: tape, index: position)
                position = Int(tape.tokens[position].next)
                return node
            }
        }
    }
}
