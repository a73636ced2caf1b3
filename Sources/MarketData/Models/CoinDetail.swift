import Foundation

/// The CoinGecko coin detail (`coins/{id}`) fields the report uses.
public struct CoinDetail: Sendable, Hashable {
    /// The CoinGecko id.
    public var id: String
    /// The ticker symbol.
    public var symbol: String?
    /// The display name.
    public var name: String?
    /// Minutes per block; 0 or `nil` when the coin has no chain of its own.
    public var blockTimeInMinutes: Int?
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

extension CoinDetail: Decodable {
    private enum CodingKeys: String, CodingKey {
        case id, symbol, name, description, links, categories
        case blockTime = "block_time_in_minutes"
        case hashingAlgorithm = "hashing_algorithm"
        case genesisDate = "genesis_date"
    }

    private enum LinkKeys: String, CodingKey {
        case homepage
        case subreddit = "subreddit_url"
    }

    /// Reads the detail body; only `id` is required.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try c.decode(String.self, forKey: .id))
        symbol = c.text(.symbol)
        name = c.text(.name)
        blockTimeInMinutes = c.integer(.blockTime).map { Int($0) }
        hashingAlgorithm = c.text(.hashingAlgorithm)
        description = (try? c.decodeIfPresent([String: String?].self, forKey: .description))?["en"]??
            .trimmingCharacters(in: .whitespacesAndNewlines)
        if description?.isEmpty == true { description = nil }
        categories = ((try? c.decodeIfPresent([String?].self, forKey: .categories)) ?? []).compactMap { $0 }
        genesisDate = c.text(.genesisDate)
        if let links = try? c.nestedContainer(keyedBy: LinkKeys.self, forKey: .links) {
            let pages = (try? links.decodeIfPresent([String?].self, forKey: .homepage)) ?? []
            homepage = pages.compactMap { $0?.trimmingCharacters(in: .whitespaces) }.first { !$0.isEmpty }
            subreddit = links.text(.subreddit)
        }
    }
}
