extension Escaping {
    /// Appends `text` as the content of one GitHub-flavoured Markdown table cell.
    ///
    /// - `|` and `\` are backslash-escaped, and so are the inline markers `` ` `` `*` `_` `~` `[` `]`
    ///   wherever they appear.
    /// - `<` becomes `&lt;`, so no raw HTML reaches the page.
    /// - Line breaks (`\r\n`, `\n`, `\r`) become `<br>`, which keeps the cell on one table row and
    ///   still shows the break.
    /// - A first character that would start a block (`>`, or `#`, `-`, `+`, `=` not followed by a
    ///   letter or digit) is backslash-escaped,
    ///   and so is the `.` or `)` of a leading `1.` / `1)` list marker. Plain decimal numbers such as
    ///   `-1.25` are left as they are.
    static func escapeMarkdown(_ text: String, isNumber: Bool, into output: inout [UInt8]) {
        withBytes(text) { bytes in
            if isNumber || isPlainDecimal(bytes) {
                output.append(contentsOf: bytes)
                return
            }
            let first = bytes.firstIndex { $0 != UInt8(ascii: " ") && $0 != 0x09 } ?? bytes.count
            let listMarker = orderedListMarker(bytes, from: first)
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if index == first && startsBlock(bytes, at: index) || index == listMarker {
                    output.append(UInt8(ascii: "\\"))
                }
                switch byte {
                case UInt8(ascii: "|"), UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"),
                    UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "["), UInt8(ascii: "]"):
                    output.append(UInt8(ascii: "\\"))
                    output.append(byte)
                case UInt8(ascii: "<"):
                    output.append(contentsOf: "&lt;".utf8)
                case 0x0D:
                    output.append(contentsOf: "<br>".utf8)
                    if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                case 0x0A:
                    output.append(contentsOf: "<br>".utf8)
                default:
                    output.append(byte)
                }
                index += 1
            }
        }
    }

    /// Whether the character at `index` would open a block: `>` always; `#`, `-`, `+` and `=`
    /// only when no letter or digit follows (a heading, list item, rule or underline needs a
    /// space, the end or more of the same mark next), so `+1.27%` and `#1` stay unescaped.
    private static func startsBlock(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        switch bytes[index] {
        case UInt8(ascii: ">"):
            return true
        case UInt8(ascii: "#"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "="):
            let next = index + 1
            return next == bytes.count || !(isDigit(bytes[next]) || isLetter(bytes[next]))
        default:
            return false
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    /// The index of the `.` or `)` in a leading ordered-list marker (`12. ` or `3)` at the end), if any.
    private static func orderedListMarker(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        guard index > start, index < bytes.count,
            bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ")")
        else { return nil }
        let next = index + 1
        guard next == bytes.count || bytes[next] == UInt8(ascii: " ") || bytes[next] == 0x09 else {
            return nil
        }
        return index
    }
}
