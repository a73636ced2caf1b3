/// One value inside a ``JSONTape``, read leniently, the way outside services really send
/// values: any field may be null, missing, a string holding a number, a number in exponent form,
/// or a placeholder such as `--`. Readers answer `nil` for what they cannot use instead of
/// failing; ``JSONShapeError`` and the accessors that throw it name the path of what is missing.
public struct JSONNode: Sendable {
    /// The text this value lies in.
    let tape: JSONTape
    /// The index of this value's token.
    let index: Int

    init(tape: JSONTape, index: Int) {
        self.tape = tape
        self.index = index
    }

    private var token: JSONTape.Token { tape.tokens[index] }

    /// What the value is.
    public var kind: JSONKind {
        switch token.kind {
        case .null: .null
        case .true, .false: .bool
        case .number: .number
        case .string, .escapedString: .string
        case .array: .array
        case .object: .object
        }
    }

    /// Whether the value is `null`.
    public var isNull: Bool { token.kind == .null }

    /// The value of `true` or `false`; `nil` for anything else (`"true"` is text, not a flag).
    public var bool: Bool? {
        switch token.kind {
        case .true: true
        case .false: false
        default: nil
        }
    }

    /// The member `key` of an object; `nil` when this is not an object or has no such member
    /// (with a repeated key, the first).
    public subscript(key: String) -> JSONNode? {
        let object = token
        guard object.kind == .object else { return nil }
        var key = key
        // The tokens and bytes are opened once for the whole walk: an answer's objects have dozens
        // of members, and readers ask each for dozens of keys.
        return key.withUTF8 { wanted in
            tape.tokens.withUnsafeBufferPointer { tokens in
                tape.bytes.withUnsafeBufferPointer { bytes in
                    var member = index + 1
                    for _ in 0..<Int(object.end) {
                        if matches(tokens[member], at: member, wanted, in: bytes) {
                            return JSONNode(tape: tape, index: member + 1)
                        }
                        member = Int(tokens[member + 1].next)
                    }
                    return nil
                }
            }
        }
    }

    /// Whether the key token `name`, at index `member`, reads as `wanted`.
    private func matches(
        _ name: JSONTape.Token, at member: Int, _ wanted: UnsafeBufferPointer<UInt8>,
        in bytes: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        if name.kind == .escapedString {
            return JSONNode(tape: tape, index: member).string.map { $0.utf8.elementsEqual(wanted) } ?? false
        }
        guard Int(name.end &- name.start) == wanted.count else { return false }
        let start = Int(name.start)
        var offset = 0
        while offset < wanted.count, bytes[start &+ offset] == wanted[offset] { offset &+= 1 }
        return offset == wanted.count
    }

    /// The elements of an array, in order; empty for anything else.
    public var elements: Elements { Elements(node: self) }

    /// The members of an object as key and value, in order; empty for anything else.
    public var members: [(key: String, value: JSONNode)] {
        guard token.kind == .object else { return [] }
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

    /// The string, when this is one (not trimmed); invalid UTF-8 and lone surrogates read as U+FFFD.
    public var string: String? {
        let token = token
        guard token.kind == .string || token.kind == .escapedString else { return nil }
        return withText { JSONStringDecoder.repairing($0, escaped: token.kind == .escapedString) }
    }

    /// A trimmed, non-empty string; numbers are not turned into text.
    public var text: String? {
        string.map(\.trimmingSpaces).flatMap(\.nilIfEmpty)
    }

    /// A finite number from a JSON number or a numeric string (see ``LenientNumber/parse(_:)``);
    /// `nil` for null, placeholders, and anything else.
    public var number: Double? {
        switch token.kind {
        case .number:
            let value = tape.bytes.withUnsafeBufferPointer { bytes in
                JSONNumberGrammar.double(in: bytes, from: Int(token.start), to: Int(token.end))
            }
            return value.isFinite ? value : nil
        case .string, .escapedString: return string.flatMap(LenientNumber.parse)
        default: return nil
        }
    }

    /// The number of elements of an array; 0 for anything else.
    public var count: Int {
        token.kind == .array ? Int(token.end) : 0
    }

    /// The element at `offset` of an array; `nil` past its end or for anything else. Constant
    /// time for an array of scalars (numbers, strings, ...), whose tokens lie one after another.
    public func element(at offset: Int) -> JSONNode? {
        let array = token
        guard array.kind == .array, offset >= 0, offset < Int(array.end) else { return nil }
        if Int(array.next) == index + 1 + Int(array.end) {
            return JSONNode(tape: tape, index: index + 1 + offset)
        }
        var position = index + 1
        for _ in 0..<offset { position = Int(tape.tokens[position].next) }
        return JSONNode(tape: tape, index: position)
    }

    /// The elements of an array from `offset` on, each read as ``number``; empty for anything
    /// else. One pass over the tokens, for the long lists of numbers charts send.
    public func numbers(from offset: Int = 0) -> [Double?] {
        let array = tape.tokens[index]
        guard array.kind == .array, let first = element(at: offset) else { return [] }
        let count = Int(array.end) - offset
        // Written straight into the list's storage: a chart holds hundreds of numbers a list.
        return [Double?](unsafeUninitializedCapacity: count) { result, initialized in
            tape.tokens.withUnsafeBufferPointer { tokens in
                tape.bytes.withUnsafeBufferPointer { bytes in
                    var position = first.index
                    for slot in 0..<count {
                        let token = tokens[position]
                        let value: Double?
                        switch token.kind {
                        case .number:
                            let number = JSONNumberGrammar.double(
                                in: bytes, from: Int(token.start), to: Int(token.end))
                            value = number.isFinite ? number : nil
                        case .null: value = nil
                        default: value = JSONNode(tape: tape, index: position).number
                        }
                        (result.baseAddress.unsafelyUnwrapped + slot).initialize(to: value)
                        position = Int(token.next)
                    }
                }
            }
            initialized = count
        }
    }

    /// A whole number (integers beyond 2^53 kept exact) from a number or a numeric string.
    public var integer: Int64? {
        if token.kind == .number, let exact = withText(JSONNumberGrammar.integer) { return exact }
        return number.flatMap(LenientNumber.wholeNumber)
    }

    /// Where the value starts in the text.
    var position: SourcePosition { tape.position(ofToken: index) }

    /// How this kind of value is named in messages: "a string", "a list", "an object", ...
    public var kindDescription: String { kind.description }

    private func withText<T>(_ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        let token = token
        return tape.bytes.withUnsafeBufferPointer { bytes in
            body(UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)]))
        }
    }

    /// The elements of an array, walked without copying.
    public struct Elements: Sequence, Sendable {
        let node: JSONNode

        /// The first element, when there is one.
        public var first: JSONNode? {
            var iterator = makeIterator()
            return iterator.next()
        }

        /// An iterator from the first element.
        public func makeIterator() -> Iterator {
            let token = node.tape.tokens[node.index]
            return Iterator(
                tape: node.tape, position: node.index + 1,
                remaining: token.kind == .array ? Int(token.end) : 0)
        }

        /// Steps from one element to the next through the tokens' `next` links.
        public struct Iterator: IteratorProtocol {
            let tape: JSONTape
            var position: Int
            var remaining: Int

            /// The next element, or `nil` after the last.
            public mutating func next() -> JSONNode? {
                guard remaining > 0 else { return nil }
                remaining -= 1
                let node = JSONNode(tape: tape, index: position)
                position = Int(tape.tokens[position].next)
                return node
            }
        }
    }
}
