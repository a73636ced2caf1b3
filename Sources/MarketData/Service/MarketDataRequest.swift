/// What to fetch: the watchlist's stock symbols, coin ids and Taiwan company codes, and the
/// exchange rates its holdings need.
public struct MarketDataRequest: Sendable, Hashable {
    /// The exchange rates to fetch: into `base`, from the currencies of `stocks` (as quoted) and
    /// from `currencies` (known beforehand, such as `USD` for coins).
    public struct Rates: Sendable, Hashable {
        /// The currency converted into (`USD`).
        public var base: String
        /// Stock symbols whose quote currency needs a rate.
        public var stocks: [String]
        /// Major currencies that need a rate.
        public var currencies: [String]

        /// Creates a rates request.
        public init(base: String, stocks: [String] = [], currencies: [String] = []) {
            self.base = base
            self.stocks = stocks
            self.currencies = currencies
        }
    }

    /// Yahoo symbols.
    public var stocks: [String]
    /// CoinGecko coin ids.
    public var coins: [String]
    /// TWSE/TPEx company codes.
    public var taiwan: [String]
    /// The exchange rates needed, when any are.
    public var rates: Rates?
    /// A Yahoo symbol (an index such as `^GSPC`) whose daily closes ride in a spark call already
    /// made, to compare the holdings with; `nil` for none.
    public var benchmark: String?
    /// Stock symbols and Taiwan codes whose last year of daily closes is kept whole rather than
    /// only the bars the returns read (the holdings', for the value history).
    public var wholeYear: Set<String>

    /// Creates a request.
    public init(
        stocks: [String] = [], coins: [String] = [], taiwan: [String] = [], rates: Rates? = nil,
        benchmark: String? = nil, wholeYear: Set<String> = []
    ) {
        self.stocks = stocks
        self.coins = coins
        self.taiwan = taiwan
        self.rates = rates
        self.benchmark = benchmark
        self.wholeYear = wholeYear
    }
}
