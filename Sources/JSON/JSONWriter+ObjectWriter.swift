extension JSONWriter {
    /// A pretty-printed object written member by member straight into bytes, for the many like
    /// objects of a large document: no ``JSONValue`` is made for a member written as a number, a
    /// string or a nested object. The bytes are those ``JSONWriter/prettyPrintedUTF8(_:)`` writes
    /// for the same object at the same nesting level.
    public struct ObjectWriter {
        fileprivate var output: [UInt8] = []
        private let level: Int
        private var isEmpty = true

        fileprivate init(level: Int) {
            self.level = level
        }

        /// Appends the member `"key": value`.
        public mutating func member(_ key: String, _ value: JSONValue) {
            start(key)
            JSONWriter.write(value, indent: level + 1, to: &output)
        }

        /// Appends the member `"key": number` in its shortest form (see ``JSONNumber/init(_:)``),
        /// `null` for `nil` or a value that is not finite.
        public mutating func member(_ key: String, number: Double?) {
            start(key)
            if let literal = number.flatMap(JSONNumber.init)?.literal {
                output.append(contentsOf: literal.utf8)
            } else {
                output.append(contentsOf: "null".utf8)
            }
        }

        /// Appends the member `"key": "text"`, `null` for `nil`.
        public mutating func member(_ key: String, string: String?) {
            start(key)
            if let string {
                JSONWriter.appendQuoted(string, to: &output)
            } else {
                output.append(contentsOf: "null".utf8)
            }
        }

        /// Appends the member `"key": {...}`, its members written by `body`.
        public mutating func member(_ key: String, object body: (inout ObjectWriter) -> Void) {
            start(key)
            JSONWriter.writeObject(level: level + 1, to: &output, body)
        }

        private mutating func start(_ key: String) {
            if !isEmpty { output.append(UInt8(ascii: ",")) }
            output.append(UInt8(ascii: "\n"))
            JSONWriter.appendSpaces(2 * (level + 1), to: &output)
            JSONWriter.appendQuoted(key, to: &output)
            output.append(UInt8(ascii: ":"))
            output.append(UInt8(ascii: " "))
            isEmpty = false
        }

        fileprivate mutating func finish() {
            if !isEmpty {
                output.append(UInt8(ascii: "\n"))
                JSONWriter.appendSpaces(2 * level, to: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// Appends to `output` the object whose members `body` writes, pretty-printed at nesting
    /// `level` (0 for a document's root).
    public static func writeObject(level: Int, to output: inout [UInt8], _ body: (inout ObjectWriter) -> Void)
    {
        var writer = ObjectWriter(level: level)
        // The writer works on `output` itself, handed over and back without a copy.
        swap(&writer.output, &output)
        writer.output.append(UInt8(ascii: "{"))
        body(&writer)
        writer.finish()
        swap(&writer.output, &output)
    }
}
