/// Writes a ``JSONValue`` as text: members in order, numbers as their literals.
public enum JSONWriter {
    /// Stable, pretty-printed text: two-space indent, `"key": value`, empty lists and objects as
    /// `[]` and `{}`, and a trailing newline.
    public static func prettyPrinted(_ value: JSONValue) -> String {
        var output = ""
        write(value, indent: 0, to: &output)
        output += "\n"
        return output
    }

    /// The text on one line without any space: `{"a":[1,2]}`.
    public static func compact(_ value: JSONValue) -> String {
        var output = ""
        write(value, indent: nil, to: &output)
        return output
    }

    /// Writes `value`; `indent` is the nesting level for pretty output, `nil` for compact.
    private static func write(_ value: JSONValue, indent: Int?, to output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let number): output += number.literal
        case .string(let text): output += quoted(text)
        case .array(let elements):
            writeContainer(elements, open: "[", close: "]", indent: indent, to: &output) { element, output in
                write(element, indent: indent.map { $0 + 1 }, to: &output)
            }
        case .object(let object):
            writeContainer(object.members, open: "{", close: "}", indent: indent, to: &output) {
                member, output in
                output += quoted(member.key) + (indent == nil ? ":" : ": ")
                write(member.value, indent: indent.map { $0 + 1 }, to: &output)
            }
        }
    }

    private static func writeContainer<Element>(
        _ elements: [Element], open: String, close: String, indent: Int?, to output: inout String,
        writeElement: (Element, inout String) -> Void
    ) {
        guard let indent, !elements.isEmpty else {
            output += open
            for (offset, element) in elements.enumerated() {
                if offset > 0 { output += "," }
                writeElement(element, &output)
            }
            output += close
            return
        }
        let inner = String(repeating: "  ", count: indent + 1)
        output += open + "\n"
        for (offset, element) in elements.enumerated() {
            output += inner
            writeElement(element, &output)
            output += offset < elements.count - 1 ? ",\n" : "\n"
        }
        output += String(repeating: "  ", count: indent) + close
    }

    /// `text` as a JSON string literal: quotes, backslashes and control characters escaped.
    public static func quoted(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case let control where control.value < 0x20:
                let digits = String(control.value, radix: 16, uppercase: true)
                output += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }
}
