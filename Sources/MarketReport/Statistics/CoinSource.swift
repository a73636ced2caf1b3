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
    /// The watchlist entry's group.
    public var group: String?
    /// Why some of the coin's data is missing.
    public var gaps: [Gap]

    /// A source for the coin `id`, written `listedAs` in the watchlist (by default the id itself).
    public init(
        id: String, listedAs: String? = nil, market: CoinMarket?, detail: CoinDetail?,
        position: Position? = nil,
        gaps: [Gap] = []
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

    /// The market cap, when CoinGecko knows it (it sends `0` when it does not).
    public var knownMarketCap: Double? { market?.marketCap.flatMap(Self.known) }

    /// The display name, else the id as listed.
    public var name: String { market?.name ?? detail?.name ?? listedAs }
}

extension CoinSource {
    /// A figure CoinGecko sends as `0` when it does not know it (market cap, rank, block time):
    /// `nil` unless above zero, so the card reads `n/a` and the CSV field is empty alike.
    static func known(_ value: Double) -> Double? { value > 0 ? value : nil }

    /// The currency CoinGecko's markets rows are requested in.
    public static let currency = "USD"

    /// A coin's fields (``CoinField``) and where each appears.
    public static let declaration = AssetDeclaration<CoinSource>(
        labels: "coin",
        [
            CoinField.id, CoinField.symbol, CoinField.name, CoinField.price, CoinField.change24h,
            CoinField.changePercent24h, CoinField.marketCap, CoinField.marketCapChangePercent24h,
            CoinField.rank,
            CoinField.volume, CoinField.high24h, CoinField.low24h, CoinField.blockTimeMinutes,
            CoinField.hashingAlgorithm, CoinField.lastUpdated, .status, CoinField.marketCapChange24h,
        ] + Field.periodReturns + Field.positionFields,
        headline: (price: CoinField.price, change: CoinField.changePercent24h),
        overview: [CoinField.price, CoinField.marketCap, CoinField.rank, CoinField.volume],
        additional: [
            CoinField.high24h, CoinField.low24h, CoinField.change24h, CoinField.marketCapChange24h,
            CoinField.blockTimeMinutes, CoinField.hashingAlgorithm, CoinField.lastUpdated,
        ],
        returns: [.return1w, .return1m, .return1y], holding: Field.cardPositionFields, range: nil,
        table: [
            .symbol, .name, .field(CoinField.price),
            .change(CoinField.changePercent24h), .change(.return1w),
            .change(.return1m), .change(.return1y),
            .secondary(.field(CoinField.marketCap)), .secondary(.field(CoinField.rank)),
            .asOf(CoinField.lastUpdated), .secondary(.status),
        ],
        csv: [
            CoinField.id, CoinField.symbol, CoinField.name, CoinField.price, CoinField.change24h,
            CoinField.changePercent24h, CoinField.marketCap, CoinField.marketCapChangePercent24h,
            CoinField.rank,
            CoinField.volume, CoinField.high24h, CoinField.low24h, CoinField.blockTimeMinutes,
            CoinField.hashingAlgorithm, CoinField.lastUpdated, .status,
        ] + Field.periodReturns + Field.positionFields + [.group])
}
