import MarketData

/// What a coin's fields are read from: the watchlist id, its CoinGecko markets row and coin
/// detail, the watchlist's position, and the gaps found while fetching them.
public struct CoinSource: PerformanceReporting {
    /// The CoinGecko id, as it is requested (lower case).
    public var id: String
    /// The id as the watchlist writes it, shown when CoinGecko gives no symbol or name.
    public var listedAs: String
    /// The `coins/markets` row, when one was fetched.
    public var market: CoinMarket?
    /// The `coins/{id}` detail, when one was fetched.
    public var detail: CoinDetail?
    /// The watchlist's position.
    public var position: Position?
    /// Why some of the coin's data is missing.
    public var gaps: [String]

    /// A source for the coin `id`, written `listedAs` in the watchlist (by default the id itself).
    public init(
        id: String, listedAs: String? = nil, market: CoinMarket?, detail: CoinDetail?,
        position: Position? = nil,
        gaps: [String] = []
    ) {
        self.id = id
        self.listedAs = listedAs ?? id
        self.market = market
        self.detail = detail
        self.position = position
        self.gaps = gaps
    }

    /// CoinGecko's 7-day, 30-day and 1-year changes (it gives no 3-month or year-to-date change).
    public var returns: PeriodReturns {
        PeriodReturns(
            week: market?.priceChangePercentage7d, month: market?.priceChangePercentage30d,
            year: market?.priceChangePercentage1y)
    }

    /// The ticker to show: the upper-cased symbol (`BTC`), else the id as listed.
    public var symbol: String { (market?.symbol ?? detail?.symbol)?.uppercased() ?? listedAs }

    /// The display name, else the id as listed.
    public var name: String { market?.name ?? detail?.name ?? listedAs }
}

extension CoinSource {
    /// A figure CoinGecko sends as `0` when it does not know it (market cap, rank, block time):
    /// `nil` unless above zero, so the card reads `n/a` and the CSV field is empty alike.
    static func known(_ value: Double) -> Double? { value > 0 ? value : nil }

    /// The currency CoinGecko's markets rows are requested in.
    public static let currency = "USD"

    /// A coin's fields, amounts in US dollars.
    public static let declaration = AssetDeclaration<CoinSource>(
        [
            .text("id", "ID") { $0.id },
            .text("symbol", "Symbol") { $0.symbol },
            .text("name", "Name") { $0.name },
            .number("price", "Current Price", .price, change: "change_percent_24h", per: "24h") {
                $0.market?.currentPrice
            },
            .number("change_24h", "24h Price Change", .signedPrice, change: "change_percent_24h", per: "24h")
            {
                $0.market?.priceChange24h
            },
            .number("change_percent_24h", "24h Change %", .percentChange) {
                $0.market?.priceChangePercentage24h
            },
            .number(
                "market_cap", "Market Capitalization", .abbreviatedAmount,
                change: "market_cap_change_percent_24h", per: "24h"
            ) { $0.market?.marketCap.flatMap(known) },
            .number("market_cap_change_percent_24h", "24h Market Cap Change %", .percentChange) {
                $0.market?.marketCapChangePercentage24h
            },
            .number("rank", "Rank", .rank) { $0.market?.marketCapRank.map(Double.init).flatMap(known) },
            .number("volume", "Volume", .abbreviatedAmount) { $0.market?.totalVolume },
            .number("high_24h", "24h High", .price) { $0.market?.high24h },
            .number("low_24h", "24h Low", .price) { $0.market?.low24h },
            .number("block_time_minutes", "Block Time", .minutes) {
                $0.detail?.blockTimeInMinutes.map(Double.init).flatMap(known)
            },
            .text("hashing_algorithm", "Hashing Algorithm") { $0.detail?.hashingAlgorithm },
            .instant("last_updated", "Last Updated") { $0.market?.lastUpdated },
            .status,
            .number(
                "market_cap_change_24h", "24h Market Cap Change", .signedAbbreviatedAmount,
                change: "market_cap_change_percent_24h", per: "24h"
            ) { $0.market?.marketCapChange24h },
        ] + Field.periodReturns + Field.positionFields,
        headline: (price: "price", change: "change_percent_24h"),
        overview: ["price", "market_cap", "rank", "volume"],
        additional: [
            "high_24h", "low_24h", "change_24h", "market_cap_change_24h", "block_time_minutes",
            "hashing_algorithm", "last_updated",
        ],
        returns: ["return_1w", "return_1m", "return_1y"], holding: Position.cardKeys, range: nil,
        table: [
            .symbol("Symbol"), .name, .field("price", title: "Price"),
            .change("change_percent_24h", title: "24h %"), .change("return_1w", title: "1W"),
            .change("return_1m", title: "1M"), .change("return_1y", title: "1Y"),
            .secondary(.field("market_cap", title: "Market Cap")),
            .secondary(.field("rank")), .asOf("last_updated"), .secondary(.status),
        ],
        csv: [
            "id", "symbol", "name", "price", "change_24h", "change_percent_24h", "market_cap",
            "market_cap_change_percent_24h", "rank", "volume", "high_24h", "low_24h", "block_time_minutes",
            "hashing_algorithm", "last_updated", "status",
        ] + PeriodReturns.keys + Position.csvKeys)
}
