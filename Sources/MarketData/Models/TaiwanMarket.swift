/// The Taiwan market a company trades on.
public enum TaiwanMarket: String, Sendable, Hashable, CaseIterable, Comparable {
    /// TWSE main board (上市).
    case listed
    /// TPEx OTC market (上櫃).
    case otc
    /// TPEx emerging stock board (興櫃).
    case emerging

    /// `Listed`, `OTC` or `Emerging`.
    public var displayName: String {
        switch self {
        case .listed: return "Listed"
        case .otc: return "OTC"
        case .emerging: return "Emerging"
        }
    }

    /// The exchange that publishes the market's data.
    public var provider: MarketDataProvider { self == .listed ? .twse : .tpex }

    /// The suffix of the market's Yahoo symbols (`.TW` listed, `.TWO` OTC); `nil` for the emerging
    /// board, which Yahoo does not chart.
    public var yahooSuffix: String? {
        switch self {
        case .listed: ".TW"
        case .otc: ".TWO"
        case .emerging: nil
        }
    }

    /// Listed, then OTC, then emerging.
    public static func < (lhs: TaiwanMarket, rhs: TaiwanMarket) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
