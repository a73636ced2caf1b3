extension Escaping {
    /// Appends `text` with `& < > " '` replaced by entities; everything else is copied byte for byte.
    static func escapeHTML(_ text: String, into output: inout [UInt8]) {
        withBytes(text) { bytes in
            var runStart = 0
            for index in 0..<bytes.count {
                let byte = bytes[index]
                guard byte <= UInt8(ascii: ">") else { continue }
                let entity: StaticString
                switch byte {
                case UInt8(ascii: "&"): entity = "&amp;"
                case UInt8(ascii: "<"): entity = "&lt;"
                case UInt8(ascii: ">"): entity = "&gt;"
                case UInt8(ascii: "\""): entity = "&quot;"
                case UInt8(ascii: "'"): entity = "&#39;"
                default: continue
                }
                if runStart < index {
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                }
                output.append(
                    contentsOf: UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
                runStart = index + 1
            }
            if runStart < bytes.count {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
            }
        }
    }
}
