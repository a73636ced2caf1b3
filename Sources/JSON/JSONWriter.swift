/// Writes a ``JSONValue`` as text: members in order, numbers as their literals.
public enum JSONWriter {
    /// Stable, pretty-printed text: two-space indent, `"key": value`, empty lists and objects as
    /// `[]` and `{}`, and a trailing newline.
    public static func prettyPrinted(_ value: JSONValue) -> String {
        String(decoding: prettyPrintedUTF8(value), as: UTF8.self)
    }

    /// The same text as ``prettyPrinted(_:)``, as UTF-8 bytes, made without an intermediate string.
    public static func prettyPrintedUTF8(_ value: JSONValue) -> [UInt8] {
        var output: [UInt8] = []
        write(value, indent: 0, to: &output)
        output.append(UInt8(ascii: "\n"))
        return output
    }

    /// The text on one line without any space: `{"a":[1,2]}`.
    public static func compact(_ value: JSONValue) -> String {
        var output: [UInt8] = []
        write(value, indent: nil, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Writes `value`; `indent` is the nesting level for pretty output, `nil` for compact.
    static func write(_ value: JSONValue, indent: Int?, to output: inout [UInt8]) {
        switch value {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let number): output.append(contentsOf: number.literal.utf8)
        case .string(let text): appendQuoted(text, to: &output)
        case .array(let elements):
            writeContainer(elements, open: "[", close: "]", indent: indent, to: &output) { element, output in
                write(element, indent: indent.map { $0 + 1 }, to: &output)
            }
        case .object(let object):
            writeContainer(object.members, open: "{", close: "}", indent: indent, to: &output) {
                member, output in
                appendQuoted(member.key, to: &output)
                output.append(UInt8(ascii: ":"))
                if indent != nil { output.append(UInt8(ascii: " ")) }
                write(member.value, indent: indent.map { $0 + 1 }, to: &output)
            }
        }
    }

    private static func writeContainer<Element>(
        _ elements: [Element], open: Unicode.Scalar, close: Unicode.Scalar, indent: Int?,
        to output: inout [UInt8], writeElement: (Element, inout [UInt8]) -> Void
    ) {
        output.append(UInt8(ascii: open))
        guard let indent, !elements.isEmpty else {
            for (offset, element) in elements.enumerated() {
                if offset > 0 { output.append(UInt8(ascii: ",")) }
                writeElement(element, &output)
            }
            output.append(UInt8(ascii: close))
            return
        }
        output.append(UInt8(ascii: "\n"))
        for (offset, element) in elements.enumerated() {
            appendSpaces(2 * (indent + 1), to: &output)
            writeElement(element, &output)
            if offset < elements.count - 1 { output.append(UInt8(ascii: ",")) }
            output.append(UInt8(ascii: "\n"))
        }
        appendSpaces(2 * indent, to: &output)
        output.append(UInt8(ascii: close))
    }

    /// Sixty-four spaces, the indentation of 32 levels, copied from rather than spelt out.
    private static let spaces: StaticString =
        "                                                                "

    /// Appends `count` spaces: an indentation.
    static func appendSpaces(_ count: Int, to output: inout [UInt8]) {
        var left = count
        while left > 0 {
            let run = min(left, spaces.utf8CodeUnitCount)
            output.append(contentsOf: UnsafeBufferPointer(start: spaces.utf8Start, count: run))
            left -= run
        }
    }

    /// `text` as a JSON string literal: quotes, backslashes and control characters escaped.
    public static func quoted(_ text: String) -> String {
        var output: [UInt8] = []
        appendQuoted(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends `text` as a JSON string literal; text with nothing to escape is copied as it is.
    static func appendQuoted(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            guard bytes.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") })
            else {
                output.append(contentsOf: bytes)
                return
            }
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
                case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
                case 0x0A: output.append(contentsOf: #"\n"#.utf8)
                case 0x0D: output.append(contentsOf: #"\r"#.utf8)
                case 0x09: output.append(contentsOf: #"\t"#.utf8)
                case 0x08: output.append(contentsOf: #"\b"#.utf8)
                case 0x0C: output.append(contentsOf: #"\f"#.utf8)
                case let control where control < 0x20:
                    let digits = Array(String(control, radix: 16, uppercase: true).utf8)
                    output.append(contentsOf: #"\u"#.utf8)
                    output.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: 4 - digits.count))
                    output.append(contentsOf: digits)
                default: output.append(byte)
                }
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
