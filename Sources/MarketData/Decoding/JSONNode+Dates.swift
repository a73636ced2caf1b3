import Foundation
import JSON

extension JSONNode {
    /// A date from Unix seconds.
    var unixDate: Date? {
        number.map { Date(timeIntervalSince1970: $0) }
    }

    /// A date from ISO 8601 text such as `2026-05-18T12:49:21.599Z` or `2013-07-06T00:00:00Z`.
    var isoDate: Date? {
        guard let text else { return nil }
        if let date = try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text) {
            return date
        }
        return try? Date.ISO8601FormatStyle().parse(text)
    }
}
