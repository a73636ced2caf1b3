import MarketData

/// How the holdings did over 1W, 1M, 3M, YTD and 1Y against a benchmark index: price returns
/// (dividends left out), the portfolio's value-weighted over today's holdings.
///
/// The portfolio's return over a period is that of today's quantities held through it:
/// today's value against the sum of each holding's value at the period's start (today's value
/// divided by one plus the holding's own return, the same return its row shows), so past prices
/// are converted at today's exchange rates. A holding without that period's return (a coin has no
/// 3M or YTD change) is left out of it, and ``Comparison/coverage`` says how much of the value
/// the return covers.
public struct PortfolioPerformance: Sendable, Equatable {
    /// One period's returns side by side.
    public struct Comparison: Sendable, Equatable {
        /// The period.
        public let period: ReturnPeriod
        /// The portfolio's price return in percent; `nil` when no holding has one.
        public let portfolio: Double?
        /// The benchmark's price return in percent; `nil` when its closes do not reach back.
        public let benchmark: Double?
        /// The share of today's value (percent) whose holdings have this period's return.
        public let coverage: Double?

        /// The portfolio's return less the benchmark's, in percentage points.
        public var difference: Double? {
            guard let portfolio, let benchmark else { return nil }
            return portfolio - benchmark
        }
    }

    /// The benchmark's Yahoo symbol.
    public let benchmarkSymbol: String
    /// The benchmark's daily closes, when they were fetched.
    public let benchmarkHistory: PriceHistory?
    /// The holdings with a value in the base currency.
    public let held: [HeldAsset]

    /// Creates the performance of `held` against the benchmark `symbol`, whose closes are `history`.
    public init(benchmarkSymbol: String, benchmarkHistory: PriceHistory?, held: [HeldAsset]) {
        self.benchmarkSymbol = benchmarkSymbol
        self.benchmarkHistory = benchmarkHistory
        self.held = held
    }

    /// The benchmark's returns, by the same definition as every asset's (``PriceHistory/returns``).
    public var benchmarkReturns: PeriodReturns { benchmarkHistory?.returns ?? PeriodReturns() }

    /// Today's value of the holdings, in the base currency.
    public var total: Double { held.reduce(0) { $0 + $1.valueBase } }

    /// Each period's portfolio and benchmark returns, shortest period first.
    public var comparisons: [Comparison] {
        let benchmark = benchmarkReturns
        let total = total
        return ReturnPeriod.allCases.map { period in
            var now = 0.0
            var then = 0.0
            for asset in held {
                guard let start = asset.startValue(of: period) else { continue }
                now += asset.valueBase
                then += start
            }
            return Comparison(
                period: period, portfolio: then > 0 ? (now / then - 1) * 100 : nil,
                benchmark: period.value(in: benchmark), coverage: total > 0 ? now / total * 100 : nil)
        }
    }
}
