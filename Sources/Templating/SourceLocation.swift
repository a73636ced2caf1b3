/// A 1-based line and column in a UTF-8 source, and the text of that line.
struct SourceLocation: Sendable, Equatable {
    let line: Int
    let column: Int
    /// The full line containing the location, without its line break.
    let lineText: String

    /// Locates byte `offset` of `bytes`; the column counts Unicode scalars, not bytes.
    init(of offset: Int, in bytes: [UInt8]) {
        let offset = max(0, min(offset, bytes.count))
        var line = 1
        var lineStart = 0
        for index in 0..<offset where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        var lineEnd = offset
        while lineEnd < bytes.count, bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D { lineEnd += 1 }
        let before = bytes[lineStart..<offset]
        self.line = line
        self.column = before.reduce(1) { count, byte in byte & 0xC0 == 0x80 ? count : count + 1 }
        self.lineText = String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self)
    }
}
