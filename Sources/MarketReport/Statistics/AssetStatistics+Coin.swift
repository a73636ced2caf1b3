extension AssetStatistics {
    /// A coin's statistics.
    ///
    /// Overview: Current Price (% 24h price change), Market Capitalization (% 24h market-cap
    /// change), Rank, Volume. Additional: 24h High, 24h Low, 24h Price Change (%), 24h Market
    /// Cap Change (%), Block Time (`n/a` when 0 or missing), Hashing Algorithm.
    public init(coin input: CoinStatisticsInput) {
        let money = CurrencyFormat(code: input.currency)
        self.init(
            overview: [
                Statistic(
                    title: "Current Price", value: money.price(input.price),
                    percentageChange: input.priceChangePercent24h),
                Statistic(
                    title: "Market Capitalization", value: money.abbreviated(input.marketCap),
                    percentageChange: input.marketCapChangePercent24h),
                Statistic(title: "Rank", value: Self.rankText(input.rank)),
                Statistic(title: "Volume", value: money.abbreviated(input.volume)),
            ],
            additional: [
                Statistic(title: "24h High", value: money.price(input.high24h)),
                Statistic(title: "24h Low", value: money.price(input.low24h)),
                Statistic(
                    title: "24h Price Change", value: money.signedPrice(input.priceChange24h),
                    percentageChange: input.priceChangePercent24h),
                Statistic(
                    title: "24h Market Cap Change", value: money.signedAbbreviated(input.marketCapChange24h),
                    percentageChange: input.marketCapChangePercent24h),
                Statistic(title: "Block Time", value: Self.blockTimeText(input.blockTimeMinutes)),
                Statistic(title: "Hashing Algorithm", value: Self.text(input.hashingAlgorithm)),
            ])
    }

    /// The market-cap rank (`1`), `n/a` when unranked (missing, 0 or negative).
    static func rankText(_ rank: Int?) -> String {
        guard let rank, rank > 0 else { return NumberFormatting.missing }
        return NumberFormatting.integer(Double(rank))
    }

    /// Minutes per block (`10 min`, `0.25 min`), `n/a` when 0, negative or missing.
    static func blockTimeText(_ minutes: Double?) -> String {
        guard let minutes, minutes.isFinite, minutes > 0 else { return NumberFormatting.missing }
        return NumberFormatting.decimal(minutes, maximumFractionDigits: 2) + " min"
    }
}
