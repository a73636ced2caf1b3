import Foundation

/// CoinGecko's error bodies: `{"error":"coin not found"}` and
/// `{"status":{"error_code":429,"error_message":"You've exceeded the Rate Limit..."}}`.
struct CoinGeckoErrorBody: Decodable {
    struct Status: Decodable {
        let errorCode: Int?
        let errorMessage: String?

        enum CodingKeys: String, CodingKey {
            case errorCode = "error_code"
            case errorMessage = "error_message"
        }
    }

    let error: String?
    let status: Status?

    /// The error text of a body, when it is one.
    static func detail(_ body: Data) -> String? {
        guard let decoded = try? JSONDecoder().decode(CoinGeckoErrorBody.self, from: body) else { return nil }
        return decoded.error ?? decoded.status?.errorMessage
    }

    /// Whether the body is the rate-limit answer.
    static func isRateLimit(_ body: Data) -> Bool {
        guard body.count < 2_000, let decoded = try? JSONDecoder().decode(CoinGeckoErrorBody.self, from: body)
        else {
            return false
        }
        return decoded.status?.errorCode == 429
    }
}
