import JSON

extension CoinMarket {
    /// Reads one element of the markets array; only `id` is required.
    init(json c: JSONNode) throws(JSONShapeError) {
        self.init(id: try c.requiredString("id"))
        symbol = c["symbol"]?.text
        name = c["name"]?.text
        image = c["image"]?.text
        currentPrice = c["current_price"]?.number
        marketCap = c["market_cap"]?.number
        marketCapRank = c["market_cap_rank"]?.integer.map { Int($0) }
        fullyDilutedValuation = c["fully_diluted_valuation"]?.number
        totalVolume = c["total_volume"]?.number
        high24h = c["high_24h"]?.number
        low24h = c["low_24h"]?.number
        priceChange24h = c["price_change_24h"]?.number
        priceChangePercentage24h = c["price_change_percentage_24h"]?.number
        priceChangePercentage7d = c["price_change_percentage_7d_in_currency"]?.number
        priceChangePercentage30d = c["price_change_percentage_30d_in_currency"]?.number
        priceChangePercentage1y = c["price_change_percentage_1y_in_currency"]?.number
        marketCapChange24h = c["market_cap_change_24h"]?.number
        marketCapChangePercentage24h = c["market_cap_change_percentage_24h"]?.number
        circulatingSupply = c["circulating_supply"]?.number
        totalSupply = c["total_supply"]?.number
        maxSupply = c["max_supply"]?.number
        ath = c["ath"]?.number
        athChangePercentage = c["ath_change_percentage"]?.number
        athDate = c["ath_date"]?.isoDate
        atl = c["atl"]?.number
        atlChangePercentage = c["atl_change_percentage"]?.number
        atlDate = c["atl_date"]?.isoDate
        lastUpdated = c["last_updated"]?.isoDate
        sparkline7d = c["sparkline_in_7d"]?["price"]?.elements.compactMap(\.number) ?? []
    }
}
