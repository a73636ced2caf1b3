extension Escaping {
    /// Appends `text` as one RFC 4180 field.
    ///
    /// Numbers (``TemplateValue/number(_:)`` values and text that is a plain decimal such as `-1.25`)
    /// are written raw. Other text starting with `=`, `+`, `-`, `@`, tab or CR gets a leading `'` so no
    /// spreadsheet runs it as a formula. The field is then quoted when it contains `,`, `"`, CR or LF,
    /// or starts or ends with a space; quotes inside are doubled.
    static func escapeCSV(_ text: String, isNumber: Bool, into output: inout [UInt8]) {
        withBytes(text) { bytes in
            if isNumber || isPlainDecimal(bytes) {
                output.append(contentsOf: bytes)
                return
            }
            let guarded = bytes.first.map(isFormulaLead) ?? false
            let needsQuotes =
                bytes.first == UInt8(ascii: " ") || bytes.last == UInt8(ascii: " ")
                || bytes.contains { byte in
                    byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\"") || byte == 0x0A || byte == 0x0D
                }
            if needsQuotes { output.append(UInt8(ascii: "\"")) }
            if guarded { output.append(UInt8(ascii: "'")) }
            for byte in bytes {
                if byte == UInt8(ascii: "\"") { output.append(byte) }
                output.append(byte)
            }
            if needsQuotes { output.append(UInt8(ascii: "\"")) }
        }
    }

    private static func isFormulaLead(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "@"), 0x09, 0x0D: true
        default: false
        }
    }
}
