import Foundation

/// A Yahoo session: the cookies from the cookie URL and the crumb that goes with them.
public struct YahooCredentials: Sendable, Hashable {
    /// The `Cookie` header value (`A1=...; A3=...`); empty when Yahoo set none.
    public var cookie: String
    /// The crumb, sent as the `crumb` query parameter.
    public var crumb: String

    /// Creates credentials.
    public init(cookie: String, crumb: String) {
        self.cookie = cookie
        self.crumb = crumb
    }

    /// The `Cookie` header value built from `Set-Cookie` fields (joined with `, ` as HTTP stacks do).
    public static func cookieHeader(fromSetCookie value: String?) -> String {
        guard let value else { return "" }
        var pairs: [String] = []
        for segment in value.split(separator: ",") {
            let firstPart = segment.split(separator: ";", maxSplits: 1).first.map(String.init) ?? ""
            let pair = firstPart.trimmingCharacters(in: .whitespaces)
            guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else { continue }
            let name = pair[..<equals]
            // A segment that is the tail of an `Expires=Wed, 21 Oct ...` date has a space in its "name".
            guard !name.contains(" "), !name.contains("\t") else { continue }
            guard !["expires", "path", "domain", "max-age", "samesite"].contains(name.lowercased()) else {
                continue
            }
            pairs.append(pair)
        }
        return pairs.joined(separator: "; ")
    }

    /// Whether `text` (a getcrumb body, trimmed) can be a crumb: short, one word, not an error text.
    public static func isPlausibleCrumb(_ text: String) -> Bool {
        guard (1...64).contains(text.count), !text.lowercased().contains("too many") else { return false }
        return !text.contains { $0.isWhitespace || $0 == "<" || $0 == "{" || $0 == "\"" }
    }
}
