import Foundation
import JSON

/// CoinGecko's error bodies: `{"error":"coin not found"}` and
/// `{"status":{"error_code":429,"error_message":"You've exceeded the Rate Limit..."}}`.
enum CoinGeckoErrorBody {
    /// The error text of a body, when it is one.
    static func detail(_ body: Data) -> String? {
        guard let root = try? JSONTape(body).root else { return nil }
        return root["error"]?.string ?? root["status"]?["error_message"]?.string
    }

    /// Whether the body is the rate-limit answer.
    static func isRateLimit(_ body: Data) -> Bool {
        guard body.count < 2_000, let root = try? JSONTape(body).root else { return false }
        return root["status"]?["error_code"]?.integer == 429
    }
}
