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

    @Test func anObjectWithNoMemberIsTwoBraces() {
        #expect(JSONWriter.ObjectStream().finish() == JSONWriter.prettyPrintedUTF8(.object([:])))
    }
}
