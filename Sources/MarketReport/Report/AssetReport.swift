import MarketData

/// Everything the report shows of one watchlist asset: the raw value of each of its class's
/// declared fields, its position, price history, note and gaps. Display text is made from these
/// when the report is rendered.
public struct AssetReport: GapReporting, Equatable {
    /// The asset class.
    public var kind: AssetKind
    /// The watchlist identifier: stock symbol, coin id or Taiwan code.
    public var id: String
    /// The ticker to show (`AAPL`, `BTC`, `2330`).
    public var symbol: String
    /// The display name.
    public var name: String
    /// The currency the asset is priced in.
    public var currency: CurrencyFormat
    /// The raw value of every field its class declares.
    public var fields: AssetValues
    /// The position held, when the watchlist gives a quantity.
    public var position: Position?
    /// The position's holding, when the watchlist gives a quantity.
    public var holding: Holding? { position?.holding }
    /// Closing prices oldest first for the sparkline, `nil` where a bar has none.
    public var history: [Double?]
    /// What the history covers: the catalog's words for a month or seven days.
    public var historyPeriod: Label?
    /// The watchlist note.
    public var note: String?
    /// Why some of this asset's data is missing; empty when nothing is.
    public var gaps: [Gap]
    /// The exchange's warnings on a Taiwan stock (attention, disposition), shown as badges.
    public var badges: [TaiwanTradingFlag] = []

    /// The price, for the headline.
    public var price: Double? { fields.price }

    /// The headline percentage change (day for stocks and Taiwan, 24 h for coins).
    public var changePercent: Double? { fields.changePercent }
}
