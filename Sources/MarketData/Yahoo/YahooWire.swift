import Foundation
import JSON

/// Readers for the envelopes Yahoo wraps its answers in.
enum YahooWire {
    /// `{"quoteResponse":{"result":[...],"error":null}}`: the quotes, each read on its own.
    static func quotes(_ root: JSONNode) throws(JSONShapeError) -> [Lossy<StockQuote>] {
        let result = try results(root, in: "quoteResponse")
        return Lossy.read(result, path: ["quoteResponse", "result"], StockQuote.init(json:))
    }

    /// The `result` array of `{"<envelope>":{"result":[...],"error":null}}`; empty when absent.
    private static func results(_ root: JSONNode, in envelope: String) throws(JSONShapeError)
        -> JSONNode.Elements
    {
        let body = try root.required(envelope)
        do throws(JSONShapeError) {
            return try body.optionalArray("result")
        } catch {
            throw error.inside(envelope)
        }
    }

    /// One item of a spark answer: the symbol it is for and its first chart.
    struct SparkItem {
        let symbol: String?
        let chart: Chart?
    }

    /// `{"spark":{"result":[{"symbol":..., "response":[chart]}],"error":null}}`.
    static func sparkItems(_ root: JSONNode) throws(JSONShapeError) -> [Lossy<SparkItem>] {
        let result = try results(root, in: "spark")
        return Lossy.read(result, path: ["spark", "result"]) { item throws(JSONShapeError) in
            let charts = try item.optionalArray("response")
            return SparkItem(symbol: item["symbol"]?.string, chart: charts.first.map(Chart.init))
        }
    }

    /// `{"chart":{"result":[chart],"error":null}}`: the first chart, when there is one.
    static func chart(_ root: JSONNode) throws(JSONShapeError) -> Chart? {
        let result = try results(root, in: "chart")
        return result.first.map(Chart.init)
    }

    /// One chart result: meta, timestamps (missing when there are no bars) and closes with holes.
    struct Chart {
        let currency: String?
        let previousClose: Double?
        let utcOffset: Int?
        let timestamps: [Double?]
        let closes: [Double?]

        /// Reads a chart; anything missing or of another kind reads as absent. Only the bars a
        /// report reads are read (``PriceHistory/oldestBarRead(count:day:hasClose:)`` on): the
        /// older half of a two-year chart is skipped.
        init(_ node: JSONNode) {
            let meta = node["meta"]
            currency = meta?["currency"]?.string
            previousClose = meta?["chartPreviousClose"]?.number ?? meta?["previousClose"]?.number
            let utcOffset = meta?["gmtoffset"]?.integer.map { Int($0) }
            self.utcOffset = utcOffset
            let times = node["timestamp"]
            let prices = node["indicators"]?["quote"]?.elements.first?["close"]
            let first = PriceHistory.oldestBarRead(
                count: min(times?.count ?? 0, prices?.count ?? 0),
                day: {
                    times?.element(at: $0)?.number.map {
                        PriceHistory.dayNumber(of: $0, utcOffset: utcOffset)
                    }
                },
                hasClose: { prices?.element(at: $0)?.number != nil })
            timestamps = times?.numbers(from: first) ?? []
            closes = prices?.numbers(from: first) ?? []
        }

        /// The sparkline, or `nil` when the chart holds no bar with a close.
        func sparkline(symbol: String) -> Sparkline? {
            let count = min(closes.count, timestamps.count)
            guard closes.prefix(count).contains(where: { $0 != nil }) else { return nil }
            return Sparkline(
                symbol: symbol,
                timestamps: timestamps.prefix(count).map { Date(timeIntervalSince1970: $0 ?? 0) },
                closes: Array(closes.prefix(count)), currency: currency, previousClose: previousClose,
                utcOffset: utcOffset)
        }
    }

    /// `code: description` of the first error in a body such as
    /// `{"<any>":{"error":{"code":"Unauthorized","description":"Invalid Crumb"}}}`.
    static func errorDetail(_ body: Data) -> String? {
        guard let tape = try? JSONTape(body) else { return nil }
        let detail = tape.root.members.lazy.compactMap { $0.value["error"] }.first { $0.kind == .object }
        return [detail?["code"]?.string, detail?["description"]?.string].compactMap { $0 }
            .joined(separator: ": ").nilIfEmpty
    }
}
