extension JSONWriter {
    /// A pretty-printed object written member by member, so that a document with long lists never
    /// exists whole as a ``JSONValue``: each list element is made, written and dropped in turn.
    /// The bytes are those ``JSONWriter/prettyPrintedUTF8(_:)`` writes for the same object.
    public struct ObjectStream {
        private var output: [UInt8] = [UInt8(ascii: "{")]
        private var isEmpty = true

        /// An object with no member yet.
        public init() {}

        /// Makes room for `byteCount` more bytes at once, such as the runs about to be appended.
        public mutating func reserveCapacity(adding byteCount: Int) {
            output.reserveCapacity(output.count + byteCount)
        }

        /// Appends the member `"key": value`.
        public mutating func append(_ key: String, _ value: JSONValue) {
            startMember(key)
            JSONWriter.write(value, indent: 1, to: &output)
        }

        /// Appends the member `"key": [...]`, its elements made from `items` one at a time.
        public mutating func append<Items: Sequence>(
            _ key: String, list items: Items, element: (Items.Element) -> JSONValue
        ) {
            append(key, runs: [Self.elements(items, element: element)])
        }

        /// Appends the member `"key": [...]` whose elements were written ahead by
        /// ``elements(_:element:)``, in runs in list order (runs that can be written at the same time).
        public mutating func append(_ key: String, runs: [[UInt8]]) {
            startMember(key)
            output.append(UInt8(ascii: "["))
            var hasElements = false
            for run in runs where !run.isEmpty {
                output.append(contentsOf: hasElements ? ",\n    ".utf8 : "\n    ".utf8)
                output.append(contentsOf: run)
                hasElements = true
            }
            if hasElements { output.append(contentsOf: "\n  ".utf8) }
            output.append(UInt8(ascii: "]"))
        }

        /// `items` as elements of a list member, each made from its item, written and dropped in
        /// turn: the text between the brackets, less the line breaks that open and close the list.
        public static func elements<Items: Sequence>(
            _ items: Items, element: (Items.Element) -> JSONValue
        ) -> [UInt8] {
            elements(items) { item, text in JSONWriter.write(element(item), indent: 2, to: &text) }
        }

        /// `items` as elements of a list member, as ``elements(_:element:)`` gives them, each an
        /// object whose members `object` writes straight into the text.
        public static func elements<Items: Sequence>(
            _ items: Items, object: (Items.Element, inout ObjectWriter) -> Void
        ) -> [UInt8] {
            elements(items) { item, text in JSONWriter.writeObject(level: 2, to: &text) { object(item, &$0) }
            }
        }

        /// The elements `write` appends for `items`, one after another, with the separators
        /// between them. Room is made for all of them once the first is written, at its size (and
        /// a quarter more) each: growing a text of megabytes step by step copies it again and again.
        private static func elements<Items: Sequence>(
            _ items: Items, write: (Items.Element, inout [UInt8]) -> Void
        ) -> [UInt8] {
            var text: [UInt8] = []
            for item in items {
                if text.isEmpty {
                    write(item, &text)
                    text.reserveCapacity((text.count + 6) * items.underestimatedCount * 5 / 4)
                } else {
                    text.append(contentsOf: ",\n    ".utf8)
                    write(item, &text)
                }
            }
            return text
        }

        /// The text: the object closed, with a trailing newline.
        public consuming func finish() -> [UInt8] {
            if !isEmpty { output.append(UInt8(ascii: "\n")) }
            output.append(contentsOf: "}\n".utf8)
            return output
        }

        private mutating func startMember(_ key: String) {
            output.append(contentsOf: isEmpty ? "\n  ".utf8 : ",\n  ".utf8)
            isEmpty = false
            JSONWriter.appendQuoted(key, to: &output)
            output.append(contentsOf: ": ".utf8)
        }
    }
}
