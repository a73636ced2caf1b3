/// A place in a text file: 1-based line and column (columns count Unicode scalars).
public struct SourcePosition: Sendable, Hashable, CustomStringConvertible {
    /// The line, starting at 1.
    public var line: Int
    /// The column within the line, starting at 1.
    public var column: Int

    /// Creates a position from a 1-based line and column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The position of byte `offset` in UTF-8 `bytes`, counted from the start: readers keep only
    /// byte offsets and work out the line and column when a message needs them.
    init(offset: Int, in bytes: some Collection<UInt8>) {
        var line = 1
        var column = 1
        for byte in bytes.prefix(max(0, offset)) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        self.init(line: line, column: column)
    }

    /// `line:column`, as compilers print it.
    public var description: String { "\(line):\(column)" }
}
