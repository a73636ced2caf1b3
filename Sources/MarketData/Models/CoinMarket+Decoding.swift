extension CoinMarket: Decodable {
    private enum CodingKeys: String, CodingKey {
        case id, symbol, name, image
        case currentPrice = "current_price"
        case marketCap = "market_cap"
        case marketCapRank = "market_cap_rank"
        case fullyDilutedValuation = "fully_diluted_valuation"
        case totalVolume = "total_volume"
        case high24h = "high_24h"
        case low24h = "low_24h"
        case priceChange24h = "price_change_24h"
        case priceChangePercentage24h = "price_change_percentage_24h"
        case marketCapChange24h = "market_cap_change_24h"
        case marketCapChangePercentage24h = "market_cap_change_percentage_24h"
        case circulatingSupply = "circulating_supply"
        case totalSupply = "total_supply"
        case maxSupply = "max_supply"
        case ath
        case athChangePercentage = "ath_change_percentage"
        case athDate = "ath_date"
        case atl
        case atlChangePercentage = "atl_change_percentage"
        case atlDate = "atl_date"
        case lastUpdated = "last_updated"
        case sparkline = "sparkline_in_7d"
    }

    private struct SparklineBody: Decodable {
        let price: [Double?]?
    }

    /// Reads one element of the markets array; only `id` is required.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try c.decode(String.self, forKey: .id))
        symbol = c.text(.symbol)
        name = c.text(.name)
        image = c.text(.image)
        currentPrice = c.number(.currentPrice)
        marketCap = c.number(.marketCap)
        marketCapRank = c.integer(.marketCapRank).map { Int($0) }
        fullyDilutedValuation = c.number(.fullyDilutedValuation)
        totalVolume = c.number(.totalVolume)
        high24h = c.number(.high24h)
        low24h = c.number(.low24h)
        priceChange24h = c.number(.priceChange24h)
        priceChangePercentage24h = c.number(.priceChangePercentage24h)
        marketCapChange24h = c.number(.marketCapChange24h)
        marketCapChangePercentage24h = c.number(.marketCapChangePercentage24h)
        circulatingSupply = c.number(.circulatingSupply)
        totalSupply = c.number(.totalSupply)
        maxSupply = c.number(.maxSupply)
        ath = c.number(.ath)
        athChangePercentage = c.number(.athChangePercentage)
        athDate = c.isoDate(.athDate)
        atl = c.number(.atl)
        atlChangePercentage = c.number(.atlChangePercentage)
        atlDate = c.isoDate(.atlDate)
        lastUpdated = c.isoDate(.lastUpdated)
        let body = try? c.decodeIfPresent(SparklineBody.self, forKey: .sparkline)
        sparkline7d = body?.price?.compactMap { $0 } ?? []
    }
}
