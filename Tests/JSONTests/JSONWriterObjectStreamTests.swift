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

    @Test func anObjectWithNoMemberIsTwoBraces() {
        #expect(JSONWriter.ObjectStream().finish() == JSONWriter.prettyPrintedUTF8(.object([:])))
    }
}
