/// One row of an exchange's ex-rights / ex-dividend schedule: TWSE `exchangeReport/TWT48U_ALL`
/// (listed) or TPEx `tpex_exright_prepost` (OTC).
public struct TaiwanExDividend: Sendable, Hashable {
    /// What the shares trade without from ``exDate`` on.
    public enum Kind: String, Sendable, Hashable {
        /// The cash dividend (息, 除息).
        case cash
        /// The stock dividend or rights (權, 除權).
        case stock
        /// Both (權息, 除權息).
        case both

        /// The kind an exchange's word names: `息`/`除息`, `權`/`除權`, `權息`/`除權息`; `nil` for any
        /// other text.
        public init?(exchangeWord: String) {
            let word = exchangeWord.hasPrefix("除") ? String(exchangeWord.dropFirst()) : exchangeWord
            switch word {
            case "息": self = .cash
            case "權": self = .stock
            case "權息", "息權": self = .both
            default: return nil
            }
        }

        /// Whether the shares go ex-dividend (cash).
        public var includesCash: Bool { self != .stock }

        /// Whether the shares go ex-rights (stock).
        public var includesStock: Bool { self != .cash }
    }

    /// The company code (`2330`, `00400A`).
    public var code: String
    /// The market whose schedule lists it.
    public var market: TaiwanMarket
    /// The name the schedule gives.
    public var name: String?
    /// The first day the shares trade without the dividend or rights.
    public var exDate: CalendarDay
    /// What goes.
    public var kind: Kind
    /// The cash dividend in NT$ per share; `nil` where the schedule has none, zero or a placeholder
    /// (`待公告`, not announced yet).
    public var cashPerShare: Double?
    /// New shares per share held from the stock dividend; `nil` where there is none.
    public var stockPerShare: Double?

    /// Creates a row.
    public init(
        code: String, market: TaiwanMarket, name: String? = nil, exDate: CalendarDay, kind: Kind,
        cashPerShare: Double? = nil, stockPerShare: Double? = nil
    ) {
        self.code = code
        self.market = market
        self.name = name
        self.exDate = exDate
        self.kind = kind
        self.cashPerShare = cashPerShare
        self.stockPerShare = stockPerShare
    }
}
