import Foundation
import JSON

/// The CoinGecko coin detail (`coins/{id}`) fields the report uses.
public struct CoinDetail: Sendable, Hashable {
    /// The CoinGecko id.
    public var id: String
    /// The ticker symbol.
    public var symbol: String?
    /// The display name.
    public var name: String?
    /// Minutes per block; 0 or `nil` when the coin has no chain of its own.
    public var blockTimeInMinutes: Double?
    /// The hashing algorithm (`SHA-256`), when any.
    public var hashingAlgorithm: String?
    /// The English description (may hold HTML links and `\r\n`).
    public var description: String?
    /// The first non-empty homepage link.
    public var homepage: String?
    /// The subreddit link, when set.
    public var subreddit: String?
    /// The categories.
    public var categories: [String]
    /// The genesis date as sent (`2009-01-03`), when known.
    public var genesisDate: String?

    /// A detail with only the id set.
    public init(id: String) {
        self.id = id
        self.categories = []
    }
}

extension CoinDetail {
    /// Reads the detail body; only `id` is required.
    init(json c: JSONNode) throws(JSONShapeError) {
        self.init(id: try c.requiredString("id"))
        symbol = c["symbol"]?.text
        name = c["name"]?.text
        blockTimeInMinutes = c["block_time_in_minutes"]?.number
        hashingAlgorithm = c["hashing_algorithm"]?.text
        description = c["description"]?["en"]?.text
        categories = c["categories"]?.elements.compactMap(\.string) ?? []
        genesisDate = c["genesis_date"]?.text
        let links = c["links"]
        homepage = links?["homepage"]?.elements.lazy.compactMap(\.text).first
        subreddit = links?["subreddit_url"]?.text
    }
}
