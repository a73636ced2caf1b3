/// Text cells printed as aligned columns two spaces apart, for a terminal: wide (East Asian)
/// characters count as two columns, so Chinese company names line up too.
public struct TextTable: Sendable {
    /// Where a cell's text sits in its column.
    public enum Alignment: Sendable {
        /// Padded on the right.
        case left
        /// Padded on the left.
        case right
    }

    /// Column titles, printed bold; an empty list prints no header.
    public var header: [String]
    /// One alignment per column (missing ones are left).
    public var alignments: [Alignment]
    /// The cells, one list per row.
    public var rows: [[String]]

    /// A table with these titles, alignments and rows.
    public init(header: [String], alignments: [Alignment], rows: [[String]] = []) {
        self.header = header
        self.alignments = alignments
        self.rows = rows
    }

    /// The table as lines ending in `\n`, trailing spaces removed, cells' control characters
    /// escaped (see ``TerminalText``); `paint` styles a cell's
    /// text (row and column count from 0, the header not included) after the padding is worked out.
    public func render(style: Style, paint: (_ row: Int, _ column: Int, _ text: String) -> String = { $2 })
        -> String
    {
        let rows = rows.map { $0.map(TerminalText.escaped) }
        let all = header.isEmpty ? rows : [header] + rows
        let columns = all.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in
            all.map { column < $0.count ? Self.displayWidth($0[column]) : 0 }.max() ?? 0
        }
        func line(_ cells: [String], painted: (Int, String) -> String) -> String {
            var pieces: [String] = []
            for (column, cell) in cells.enumerated() {
                let padding = String(repeating: " ", count: widths[column] - Self.displayWidth(cell))
                let isLast = column == cells.count - 1
                switch column < alignments.count ? alignments[column] : .left {
                case .left: pieces.append(painted(column, cell) + (isLast ? "" : padding))
                case .right: pieces.append(padding + painted(column, cell))
                }
            }
            var text = pieces.joined(separator: "  ")
            while text.last == " " { text.removeLast() }
            return text
        }
        var lines: [String] = []
        if !header.isEmpty { lines.append(line(header) { style.bold($1) }) }
        for (index, row) in rows.enumerated() {
            lines.append(line(row) { paint(index, $0, $1) })
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// Columns `text` takes on a terminal: two for each wide or full-width character, none for
    /// combining marks, one otherwise.
    public static func displayWidth(_ text: String) -> Int {
        text.reduce(0) { total, character in
            guard let scalar = character.unicodeScalars.first else { return total }
            return total + (isWide(scalar.value) ? 2 : 1)
        }
    }

    /// East Asian Wide and Full-width ranges (Hangul, CJK, kana, full-width forms).
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
