extension Escaping {
    /// `text` without its bidirectional controls, or `nil` when it has none.
    ///
    /// The embeddings and overrides (U+202A-U+202E) and the isolates (U+2066-U+2069) reorder the
    /// text around them: a name holding U+202E turned the code printed beside it (`1260`) into
    /// `0621`. Dropped from every HTML, Markdown and CSV value, they can never change how another
    /// value reads.
    static func withoutBidiControls(_ text: String) -> String? {
        // Every bidirectional control starts with the byte 0xE2; most text has none.
        guard text.utf8.contains(0xE2), text.unicodeScalars.contains(where: isBidiControl) else { return nil }
        var cleaned = String.UnicodeScalarView()
        cleaned.append(contentsOf: text.unicodeScalars.lazy.filter { !isBidiControl($0) })
        return String(cleaned)
    }

    private static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
}
