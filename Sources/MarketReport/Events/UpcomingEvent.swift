import MarketData

/// A dated event of an asset in the days ahead: an earnings release, a dividend, an
/// ex-dividend or ex-rights day.
public struct UpcomingEvent: Sendable, Equatable {
    /// What happens on the day.
    public enum Kind: String, Sendable, CaseIterable {
        /// The company reports its results.
        case earnings
        /// The dividend is paid.
        case dividend
        /// The first day the shares trade without the declared cash dividend.
        case exDividend = "ex_dividend"
        /// The first day the shares trade without the declared stock dividend or rights.
        case exRights = "ex_rights"
    }

    /// What happens.
    public var kind: Kind
    /// The asset's class.
    public var assetKind: AssetKind
    /// The asset's watchlist identifier.
    public var id: String
    /// The ticker the asset is shown with.
    public var symbol: String
    /// The asset's name.
    public var name: String
    /// The day it happens, or the first day of the range an estimate gives.
    public var day: CalendarDay
    /// The last day of the range an estimate gives; `nil` for a single day.
    public var lastDay: CalendarDay?
    /// Whether the day is the provider's estimate rather than an announced date.
    public var isEstimate: Bool
    /// The cash per share, in the currency of the price, where the source gives it.
    public var cashPerShare: Double?
    /// The currency of ``cashPerShare`` and ``expectedCash``.
    public var currency: CurrencyFormat?
    /// A holding's cash: ``cashPerShare`` times the quantity held, where both are known.
    public var expectedCash: Double?
    /// New shares per share held, for an ex-rights day whose stock dividend the source gives.
    public var stockPerShare: Double?

    /// An event of `kind` for the asset `id` of `assetKind`.
    public init(
        kind: Kind, assetKind: AssetKind, id: String, symbol: String, name: String,
        day: CalendarDay, lastDay: CalendarDay? = nil, isEstimate: Bool = false,
        cashPerShare: Double? = nil, currency: CurrencyFormat? = nil, expectedCash: Double? = nil,
        stockPerShare: Double? = nil
    ) {
        self.kind = kind
        self.assetKind = assetKind
        self.id = id
        self.symbol = symbol
        self.name = name
        self.day = day
        self.lastDay = lastDay
        self.isEstimate = isEstimate
        self.cashPerShare = cashPerShare
        self.currency = currency
        self.expectedCash = expectedCash
        self.stockPerShare = stockPerShare
    }

    /// The last day the event covers: ``lastDay``, else ``day``.
    public var endDay: CalendarDay { lastDay ?? day }

    /// Whether the event falls, at least in part, within `window` (both ends included).
    public func falls(within window: ClosedRange<CalendarDay>) -> Bool {
        day <= window.upperBound && endDay >= window.lowerBound
    }
}
