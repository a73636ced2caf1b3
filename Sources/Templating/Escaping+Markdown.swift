extension Escaping {
    /// Appends `text` as the content of one GitHub-flavoured Markdown table cell.
    ///
    /// - `|` and `\` are backslash-escaped, and so are the inline markers `` ` `` `*` `_` `~` `[` `]`
    ///   wherever they appear.
    /// - `<` becomes `&lt;`, so no raw HTML reaches the page, and a `&` that would start an entity
    ///   (`&amp;`, `&#60;`) is backslash-escaped, so the text reads as it does in HTML.
    /// - GFM's autolinks are defused without changing the text shown: the `:` of `://` and the
    ///   `.` of a leading `www.` are backslash-escaped, and a word joiner (U+2060) follows the `@`
    ///   of an e-mail address.
    /// - Line breaks (`\r\n`, `\n`, `\r`) become a space, which keeps the cell on one table row
    ///   in every renderer (a `<br>` shows literally or vanishes where raw HTML is not allowed).
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
                if index == first && startsBlock(bytes, at: index) || index == listMarker
                    || defusesLink(bytes, at: index)
                {
                    output.append(UInt8(ascii: "\\"))
                }
                switch byte {
                case UInt8(ascii: "|"), UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"),
                    UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "["), UInt8(ascii: "]"):
                    output.append(UInt8(ascii: "\\"))
                    output.append(byte)
                case UInt8(ascii: "<"):
                    output.append(contentsOf: "&lt;".utf8)
                case UInt8(ascii: "&") where startsEntity(bytes, at: index):
                    output.append(contentsOf: "\\&".utf8)
                case UInt8(ascii: "@") where startsEmailDomain(bytes, at: index):
                    output.append(contentsOf: "@\u{2060}".utf8)
                case 0x0D:
                    output.append(UInt8(ascii: " "))
                    if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                case 0x0A:
                    output.append(UInt8(ascii: " "))
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

    /// Whether the byte at `index` would let GFM's autolink extension see a link: the `:` of `://`,
    /// or the `.` of `www.` at the start of a word.
    private static func defusesLink(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        switch bytes[index] {
        case UInt8(ascii: ":"):
            return index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: "/")
                && bytes[index + 2] == UInt8(ascii: "/")
        case UInt8(ascii: "."):
            guard index >= 3, bytes[(index - 3)..<index].allSatisfy({ $0 | 0x20 == UInt8(ascii: "w") })
            else { return false }
            return index == 3 || !isAlphanumeric(bytes[index - 4])
        default:
            return false
        }
    }

    /// Whether the `@` at `index` joins an address's local part to its domain (`me@evil.example`).
    private static func startsEmailDomain(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index > 0, index + 1 < bytes.count, isAlphanumeric(bytes[index + 1]) else { return false }
        let before = bytes[index - 1]
        return isAlphanumeric(before) || ".-_+".utf8.contains(before)
    }

    /// Whether the `&` at `index` starts what a Markdown renderer reads as an entity: `&name;`,
    /// `&#60;` or `&#x3C;`.
    private static func startsEntity(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        var end = index + 1
        if end < bytes.count, bytes[end] == UInt8(ascii: "#") { end += 1 }
        let start = end
        while end < bytes.count, isAlphanumeric(bytes[end]) { end += 1 }
        return end > start && end < bytes.count && bytes[end] == UInt8(ascii: ";")
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) }

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
