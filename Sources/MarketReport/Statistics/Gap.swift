import MarketData

/// Why one piece of an asset's data is missing: the part that is missing and the reason, typed.
///
/// Its ``code`` is the stable text the CSV files and `report.json` hold (`sparkline: timeout`),
/// which a later run reads back with ``init(code:)``; what people read is made from the label
/// catalog. Two gaps are the same when their part and reason are, however either is worded.
public struct Gap: Sendable, Hashable {
    /// Why the data is missing.
    public enum Reason: Sendable, Hashable {
        /// The provider does not know the symbol.
        case notFound
        /// The provider knows the symbol but it no longer trades.
        case delisted
        /// The provider asked us to slow down.
        case rateLimited
        /// No answer in time.
        case timeout
        /// The provider refused the session.
        case unauthorized
        /// An HTTP status that says nothing more specific.
        case httpStatus(Int)
        /// The answer could not be read (cut off, HTML instead of JSON).
        case badResponse
        /// The provider could not be reached.
        case unreachable
        /// The answer was longer than its limit.
        case tooLarge
        /// `--offline` and nothing cached.
        case notCached
        /// `--replay` and nothing recorded.
        case notRecorded
        /// The provider has no data of this kind for the symbol.
        case noData
        /// The provider has no price bars for the period.
        case noPriceHistory
        /// The provider knows the asset but sent no price.
        case noPrice
        /// The Taiwan company did not trade on the latest trading day.
        case noTrades
        /// The exchange's note in place of the day's change (`除息`, ex-dividend), as it sent it.
        case exchangeNote(String)

        /// The reason a fetch failure stands for.
        public init(_ failure: FetchFailure) {
            switch failure {
            case .notFound: self = .notFound
            case .delisted: self = .delisted
            case .rateLimited: self = .rateLimited
            case .timeout: self = .timeout
            case .unauthorized: self = .unauthorized
            case .http(let status): self = .httpStatus(status)
            case .badResponse: self = .badResponse
            case .unreachable: self = .unreachable
            case .tooLarge: self = .tooLarge
            case .notCached: self = .notCached
            case .notRecorded: self = .notRecorded
            case .noData: self = .noData
            case .noPriceHistory: self = .noPriceHistory
            }
        }

        /// The reasons without a value, by code.
        static let plain: [String: Reason] = [
            "not found": .notFound, "delisted": .delisted, "rate limited": .rateLimited, "timeout": .timeout,
            "unauthorized": .unauthorized, "bad response": .badResponse, "unreachable": .unreachable,
            "response too large": .tooLarge, "not cached": .notCached, "not recorded": .notRecorded,
            "no data": .noData, "no price history": .noPriceHistory, "no price": .noPrice,
            "no trades": .noTrades,
        ]

        /// The stable text of the reason: `not found`, `http 503`, `change: 除息`.
        public var code: String {
            switch self {
            case .httpStatus(let status): "http \(status)"
            case .exchangeNote(let note): "change: \(note)"
            default: Self.plain.first { $0.value == self }!.key
            }
        }

        /// The reason whose ``code`` is `code`, when it is one.
        init?(code: String) {
            if let plain = Self.plain[code] {
                self = plain
            } else if code.hasPrefix("http "), let status = Int(code.dropFirst(5)) {
                self = .httpStatus(status)
            } else if code.hasPrefix("change: ") {
                // Earlier reports wrote the note's meaning after it: `change: 除息 (ex-dividend)`.
                let note = code.dropFirst(8)
                self = .exchangeNote(String(note.prefix { $0 != " " }))
            } else {
                return nil
            }
        }
    }

    /// The part of the asset's data that is missing; `nil` for its main data (the quote, the
    /// markets row, the directory entry).
    public var part: MarketDataset?
    /// Why it is missing.
    public var reason: Reason

    /// A gap of `part` (the main data when `nil`) for `reason`.
    public init(_ reason: Reason, part: MarketDataset? = nil) {
        self.reason = reason
        self.part = part
    }

    /// The stable text of the gap: the reason's code, after the part's name and `: ` for a part
    /// other than the main data (`sparkline: timeout`).
    public var code: String { part.map { "\($0.rawValue): \(reason.code)" } ?? reason.code }

    /// The gap whose ``code`` is `code`, when it is one this version knows.
    public init?(code: String) {
        if let reason = Reason(code: code) {
            self.init(reason)
            return
        }
        for part in MarketDataset.allCases where code.hasPrefix(part.rawValue + ": ") {
            if let reason = Reason(code: String(code.dropFirst(part.rawValue.count + 2))) {
                self.init(reason, part: part)
                return
            }
        }
        return nil
    }
}
