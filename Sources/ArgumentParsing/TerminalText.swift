/// Text from the outside world (symbols, names, notes, file names), made safe to echo to a
/// terminal: control characters, which could move the cursor, recolour or hide text, and the
/// bidirectional overrides, which could reorder it, are shown as escapes (`\x1B`, `\n`, `\u{202E}`).
public enum TerminalText {
    /// `text` with every control character and bidirectional control written as an escape.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result +=
                    scalar.value < 0x100
                    ? "\\x" + String(repeating: "0", count: 2 - hex.count) + hex : "\\u{\(hex)}"
            }
        }
        return result
    }

    /// C0 and C1 controls, DEL, and the bidirectional marks, embeddings, overrides and isolates.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
