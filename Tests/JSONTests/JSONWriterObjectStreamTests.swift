import Testing

@testable import JSON

@Suite struct JSONWriterObjectStreamTests {
    /// The same object written whole and streamed member by member, lists included.
    @Test func streamsTheBytesTheWholeObjectWouldBe() {
        let rows: [JSONValue] = [
            .object(["id": .string("a\"b"), "values": .array([.optional(1.5), .null, .bool(true)])]),
            .object([:]), .array([]), .string("line\nbreak"),
        ]
        let whole: JSONObject = [
            "format": .string("x"), "nested": .object(["list": .array([.optional(2.0)])]),
            "rows": .array(rows), "empty": .array([]), "last": .null,
        ]
        var stream = JSONWriter.ObjectStream()
        stream.append("format", .string("x"))
        stream.append("nested", .object(["list": .array([.optional(2.0)])]))
        stream.append("rows", list: rows.indices) { rows[$0] }
        stream.append("empty", list: [Int]()) { .optional(Double($0)) }
        stream.append("last", .null)
        #expect(stream.finish() == JSONWriter.prettyPrintedUTF8(.object(whole)))
    }

    /// A list written in runs (some empty) is the list written in one go.
    @Test func aListWrittenInRunsIsTheListWrittenWhole() {
        let numbers = (0..<7).map { JSONValue.optional(Double($0) / 4) }
        var whole = JSONWriter.ObjectStream()
        whole.append("list", list: numbers) { $0 }
        var runs = JSONWriter.ObjectStream()
        runs.append(
            "list",
            runs: [0..<0, 0..<3, 3..<3, 3..<7].map { JSONWriter.ObjectStream.elements(numbers[$0]) { $0 } })
        #expect(runs.finish() == whole.finish())
        var empty = JSONWriter.ObjectStream()
        empty.append("list", runs: [[], []])
        #expect(empty.finish() == JSONWriter.prettyPrintedUTF8(.object(["list": .array([])])))
    }

    /// Objects written member by member, at any depth and empty ones too, are the bytes of the
    /// same objects made as values and written whole.
    @Test func objectsWrittenMemberByMemberAreTheObjectsWrittenWhole() {
        let items: [(name: String?, price: Double?, held: Double?)] = [
            ("a\"b", 1.5, 10), (nil, nil, nil), ("line\nbreak", .infinity, 0.1 + 0.2),
        ]
        let values: [JSONValue] = items.map { item in
            .object([
                "name": .optional(item.name), "price": .optional(item.price),
                "tags": .array([.string("x")]),
                "holding": item.held.map { .object(["quantity": .optional($0), "inner": .object([:])]) }
                    ?? .null,
                "empty": .object([:]),
            ])
        }
        var whole = JSONWriter.ObjectStream()
        whole.append("items", list: values) { $0 }
        var written = JSONWriter.ObjectStream()
        written.append(
            "items",
            runs: [
                JSONWriter.ObjectStream.elements(items) { item, object in
                    object.member("name", string: item.name)
                    object.member("price", number: item.price)
                    object.member("tags", .array([.string("x")]))
                    if let held = item.held {
                        object.member("holding") { holding in
                            holding.member("quantity", number: held)
                            holding.member("inner") { _ in }
                        }
                    } else {
                        object.member("holding", .null)
                    }
                    object.member("empty") { _ in }
                }
            ])
        #expect(written.finish() == whole.finish())
    }

    @Test func anObjectWithNoMemberIsTwoBraces() {
        #expect(JSONWriter.ObjectStream().finish() == JSONWriter.prettyPrintedUTF8(.object([:])))
    }
}
