import MarketData

/// A coin's fields, each declared once, amounts in US dollars.
public enum CoinField {
    /// `id`: CoinGecko's id.
    public static let id = Field<CoinSource>.text("id") { $0.id }
    /// `symbol`: the upper-cased ticker.
    public static let symbol = Field<CoinSource>.text("symbol") { $0.symbol }
    /// `name`.
    public static let name = Field<CoinSource>.text("name") { $0.name }
    /// `price`: the current price, with the 24 hours' change.
    public static let price = Field<CoinSource>.number(
        "price", .price, change: changePercent24h, per: .hours24, role: .price
    ) { $0.market?.currentPrice }
    /// `change_24h`: the 24 hours' change of the price.
    public static let change24h = Field<CoinSource>.number(
        "change_24h", .signedPrice, change: changePercent24h, per: .hours24
    ) { $0.market?.priceChange24h }
    /// `change_percent_24h`.
    public static let changePercent24h = Field<CoinSource>.number(
        "change_percent_24h", .percentChange, role: .dayChange
    ) { $0.market?.priceChangePercentage24h }
    /// `market_cap`: unknown when CoinGecko sends `0`.
    public static let marketCap = Field<CoinSource>.number(
        "market_cap", .abbreviatedAmount, change: marketCapChangePercent24h,
        per: .hours24
    ) { $0.knownMarketCap }
    /// `market_cap_change_percent_24h`: unknown with the market cap, whose change it is.
    public static let marketCapChangePercent24h = Field<CoinSource>.number(
        "market_cap_change_percent_24h", .percentChange
    ) { $0.knownMarketCap == nil ? nil : $0.market?.marketCapChangePercentage24h }
    /// `rank`: by market cap; unknown when CoinGecko sends `0`.
    public static let rank = Field<CoinSource>.number("rank", .rank) {
        $0.market?.marketCapRank.map(Double.init).flatMap(CoinSource.known)
    }
    /// `volume`: the 24 hours' volume traded.
    public static let volume = Field<CoinSource>.number("volume", .abbreviatedAmount) {
        $0.market?.totalVolume
    }
    /// `high_24h`.
    public static let high24h = Field<CoinSource>.number("high_24h", .price) {
        $0.market?.high24h
    }
    /// `low_24h`.
    public static let low24h = Field<CoinSource>.number("low_24h", .price) { $0.market?.low24h }
    /// `block_time_minutes`: unknown when CoinGecko sends `0`.
    public static let blockTimeMinutes = Field<CoinSource>.number(
        "block_time_minutes", .minutes
    ) {
        $0.detail?.blockTimeInMinutes.flatMap(CoinSource.known)
    }
    /// `hashing_algorithm`.
    public static let hashingAlgorithm = Field<CoinSource>.text("hashing_algorithm") {
        $0.detail?.hashingAlgorithm
    }
    /// `last_updated`: when CoinGecko last updated the row.
    public static let lastUpdated = Field<CoinSource>.instant(
        "last_updated", role: .quoteTime
    ) {
        $0.market?.lastUpdated
    }
    /// `market_cap_change_24h`: unknown with the market cap, whose change it is.
    public static let marketCapChange24h = Field<CoinSource>.number(
        "market_cap_change_24h", .signedAbbreviatedAmount,
        change: marketCapChangePercent24h, per: .hours24
    ) { $0.knownMarketCap == nil ? nil : $0.market?.marketCapChange24h }
}
