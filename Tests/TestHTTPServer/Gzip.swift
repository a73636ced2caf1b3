import Foundation

/// gzip streams written by hand (no compression library): any bytes in stored blocks, and long
/// runs of zero bytes as a "bomb" that inflates about 160 times.
public enum Gzip {
    /// The gzip member header: magic, deflate, no flags, no time, no extra flags, unknown OS.
    static let header = Data([0x1F, 0x8B, 0x08, 0, 0, 0, 0, 0, 0, 0xFF])

    /// `data` as one gzip member of stored (uncompressed) deflate blocks.
    public static func stored(_ data: Data) -> Data {
        var out = header
        let bytes = [UInt8](data)
        var offset = 0
        repeat {
            let count = min(65_535, bytes.count - offset)
            let final: UInt8 = offset + count == bytes.count ? 1 : 0
            out.append(final)
            out.append(contentsOf: littleEndian(UInt32(count) | UInt32(~UInt16(count)) << 16))
            out.append(contentsOf: bytes[offset..<offset + count])
            offset += count
        } while offset < bytes.count
        out.append(contentsOf: littleEndian(crc32(bytes)))
        out.append(contentsOf: littleEndian(UInt32(truncatingIfNeeded: bytes.count)))
        return out
    }

    /// The CRC-32 (IEEE) of `bytes`.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private static func littleEndian(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
}

/// A gzip stream of at least `decodedBytes` zero bytes, handed out in pieces of about 64 KiB
/// (each inflating to about 10 MB): one literal zero, then matches of 258 bytes at distance 1 in
/// a fixed-Huffman block. It has no end: the stream stops after enough pieces, without the gzip
/// trailer, since a client under test stops reading long before.
struct GzipZeros: Sendable {
    let decodedBytes: Int
    private let head: Data
    private let piece: Data
    private static let periodsPerPiece = 5041

    init(decodedBytes: Int) {
        self.decodedBytes = decodedBytes
        var writer = BitWriter()
        writer.append(bits: 1, count: 1)  // the final block
        writer.append(bits: 1, count: 2)  // fixed Huffman codes
        writer.appendCode(0x30, length: 8)  // literal 0
        for _ in 0..<16 {
            writer.appendCode(0xC5, length: 8)  // length 258 (symbol 285)
            writer.appendCode(0, length: 5)  // distance 1
        }
        // 80 header bits and 11 block bits come first; from byte 12 on, every 13 bytes (8 matches)
        // repeat.
        let bytes = Gzip.header + Data(writer.bytes)
        head = bytes.prefix(12)
        var repeated = Data(capacity: 13 * Self.periodsPerPiece)
        for _ in 0..<Self.periodsPerPiece { repeated.append(bytes[12..<25]) }
        piece = repeated
    }

    /// Piece `index` of the stream, or `nil` after the last.
    func piece(_ index: Int) -> Data? {
        let perPiece = Self.periodsPerPiece * 8 * 258
        let pieces = (decodedBytes + perPiece - 1) / perPiece
        if index == 0 { return head }
        return index <= pieces ? piece : nil
    }
}

/// Packs bits least significant first, as deflate does.
private struct BitWriter {
    private(set) var bytes: [UInt8] = []
    private var used = 0

    /// Appends the `count` low bits of `bits`, least significant first (header fields).
    mutating func append(bits: UInt32, count: Int) {
        for index in 0..<count { push((bits >> index) & 1 == 1) }
    }

    /// Appends a Huffman code, most significant bit first.
    mutating func appendCode(_ code: UInt32, length: Int) {
        for index in stride(from: length - 1, through: 0, by: -1) { push((code >> index) & 1 == 1) }
    }

    private mutating func push(_ bit: Bool) {
        if used == 0 { bytes.append(0) }
        if bit { bytes[bytes.count - 1] |= UInt8(1 << used) }
        used = (used + 1) % 8
    }
}
