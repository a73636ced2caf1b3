import Foundation

/// Builds file names from untrusted text (URLs, API data): only `[A-Za-z0-9._-]`, bounded length,
/// never starting with a dot, with a short stable hash so different inputs never share a name.
public enum SafeFileName {
    /// The longest readable part kept before the hash.
    public static let maximumStemLength = 80

    /// A safe name for `text`: its readable part, `-`, 8 hex digits of the FNV-1a hash of
    /// `identity` (default: `text`), then `suffix`.
    public static func make(_ text: String, identity: String? = nil, suffix: String = "") -> String {
        "\(stem(text))-\(hash(identity ?? text))\(suffix)"
    }

    /// `text` reduced to the allowed characters (runs of others become one `_`), or `root`.
    public static func stem(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if isAllowed(scalar) {
                result.unicodeScalars.append(scalar)
            } else if !result.hasSuffix("_") {
                result += "_"
            }
        }
        let trimmed = result.drop { $0 == "_" || $0 == "." || $0 == "-" }
        let capped = String(trimmed.prefix(maximumStemLength))
        let tidy = String(capped.reversed().drop { $0 == "_" || $0 == "." }.reversed())
        return tidy.isEmpty ? "root" : tidy
    }

    /// 8 lower-case hex digits of the 32-bit FNV-1a hash of the UTF-8 bytes of `text`.
    public static func hash(_ text: String) -> String {
        var value: UInt32 = 0x811c_9dc5
        for byte in text.utf8 {
            value ^= UInt32(byte)
            value = value &* 0x0100_0193
        }
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", ".", "_", "-": return true
        default: return false
        }
    }
}
