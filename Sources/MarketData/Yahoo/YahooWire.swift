import Foundation

/// The envelopes Yahoo wraps its answers in.
enum YahooWire {
    /// `{"quoteResponse":{"result":[...],"error":null}}`.
    struct QuoteEnvelope: Decodable {
        struct Body: Decodable {
            let result: [Lossy<StockQuote>]?
        }
        let quoteResponse: Body
    }

    /// `{"spark":{"result":[{"symbol":..., "response":[chart]}],"error":null}}`.
    struct SparkEnvelope: Decodable {
        struct Item: Decodable {
            let symbol: String?
            let response: [Chart]?
        }
        struct Body: Decodable {
            let result: [Lossy<Item>]?
        }
        let spark: Body
    }

    /// `{"chart":{"result":[chart],"error":null}}`.
    struct ChartEnvelope: Decodable {
        struct Body: Decodable {
            let result: [Chart]?
        }
        let chart: Body
    }

    /// One chart result: meta, timestamps (missing when there are no bars) and closes with holes.
    struct Chart: Decodable {
        struct Meta: Decodable {
            let symbol: String?
            let currency: String?
            let chartPreviousClose: Double?
            let previousClose: Double?
        }
        struct Bars: Decodable {
            let close: [Double?]?
        }
        struct Indicators: Decodable {
            let quote: [Bars]?
        }
        let meta: Meta?
        let timestamp: [Double?]?
        let indicators: Indicators?

        /// The sparkline, or `nil` when the chart holds no bar with a close.
        func sparkline(symbol: String) -> Sparkline? {
            let closes = indicators?.quote?.first?.close ?? []
            let times = timestamp ?? []
            let count = min(closes.count, times.count)
            guard closes.prefix(count).contains(where: { $0 != nil }) else { return nil }
            return Sparkline(
                symbol: symbol, timestamps: times.prefix(count).map { Date(timeIntervalSince1970: $0 ?? 0) },
                closes: Array(closes.prefix(count)), currency: meta?.currency,
                previousClose: meta?.chartPreviousClose ?? meta?.previousClose)
        }
    }

    /// `{"<any>":{"error":{"code":"Unauthorized","description":"Invalid Crumb"}}}`.
    struct ErrorEnvelope: Decodable {
        struct Body: Decodable {
            let error: Detail?
        }
        struct Detail: Decodable {
            let code: String?
            let description: String?
        }
        let sections: [String: Body]

        init(from decoder: any Decoder) throws {
            sections = try [String: Body](from: decoder)
        }

        /// `code: description` of the first error found.
        static func detail(_ body: Data) -> String? {
            guard let envelope = try? JSONDecoder().decode(ErrorEnvelope.self, from: body) else { return nil }
            let detail = envelope.sections.values.lazy.compactMap(\.error).first
            return [detail?.code, detail?.description].compactMap { $0 }.joined(separator: ": ").nilIfEmpty
        }
    }
}

extension String {
    /// `nil` for the empty string.
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
