import Foundation
import MarketData
import Templating
import TestHTTPServer
import Testing

@testable import MarketReport

/// Every number of the CSV files, end to end: a whole report run (fetch, map, render, write),
/// then each number read back from the CSV must equal the value in the provider's answer it came
/// from, and the same value, formatted, must stand in the asset's card in `index.html` and, when
/// its table shows the figure, in its row of `report.md`. Run on the bundled sample and on the
/// test server with hostile names.
@Suite(.serialized) struct FidelityTests {
    /// What one run compared.
    struct Tally: CustomStringConvertible {
        var csv = 0
        var html = 0
        var markdown = 0
        /// The CSV values of the exchanges' daily figures (``TaiwanField/dailyFigures``) among `csv`.
        var dailyFigures = 0
        var mismatches: [String] = []

        var description: String {
            "\(csv) CSV values against the answers (\(dailyFigures) Taiwan daily figures), \(html) in index.html, "
                + "\(markdown) in report.md, \(mismatches.count) mismatches"
        }
    }

    static let sampleRecordings = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/MarketReport/Sample/recordings")

    @Test func theSampleIsExactInEveryFormat() async throws {
        let output = try Self.temporaryFolder("fidelity-sample")
        defer { try? FileManager.default.removeItem(at: output) }
        let options = ReportOptions.sample(writingTo: output)
        _ = try await ReportPipeline(options: options).run { _, _ in }
        let tally = try Self.compare(output: output, answers: Self.sampleRecordings)
        print("fidelity, sample: \(tally)")
        #expect(tally.mismatches == [])
        #expect(tally.csv > 150 && tally.html == tally.csv && tally.markdown > 50)
        // Six listed and OTC codes, 14 numbers each, less the P/E 6488 has not (`N/A`).
        #expect(tally.dailyFigures == 83)
    }

    @Test func theTestServersHostileDataIsExactInEveryFormat() async throws {
        let server = TestHTTPServer()
        try server.start()
        defer { server.stop() }
        Self.makeNamesHostile(server)
        let output = try Self.temporaryFolder("fidelity-server")
        defer { try? FileManager.default.removeItem(at: output) }
        try #"""
        {"stocks": ["AAPL", "MSFT", "7203.T", "VOD.L", "HSBA.L", "2330.TW", "SPY", "^GSPC", "NOPE"],
         "coins": ["bitcoin", "ethereum", "dogecoin", "bittorrent", "no-coin"],
         "taiwan": ["2330", "2317", "3008", "6488", "8069", "3105", "7796", "7812", "0050"]}
        """#.write(to: output.appendingPathComponent("watchlist.json"), atomically: true, encoding: .utf8)
        var options = ReportOptions(
            watchlist: WatchlistFile(path: "watchlist.json", relativeTo: output),
            output: output.appendingPathComponent("report"), date: CalendarDay(iso: "2025-12-02")!,
            timeZone: TimeZone(identifier: "UTC")!)
        options.recordDirectory = output.appendingPathComponent("recorded")
        options.cacheDirectory = output.appendingPathComponent("cache")
        options.endpoints = MarketDataEndpoints(
            yahoo: server.yahooURL, yahooCookie: server.yahooCookieURL, coinGecko: server.coinGeckoURL,
            twse: server.twseURL, tpex: server.tpexURL, twseSite: server.twseSiteURL)
        _ = try await ReportPipeline(options: options).run { _, _ in }
        let tally = try Self.compare(
            output: output.appendingPathComponent("report"),
            answers: output.appendingPathComponent("recorded"))
        print("fidelity, test server: \(tally)")
        #expect(tally.mismatches == [])
        #expect(tally.csv > 150 && tally.html == tally.csv && tally.markdown > 50)
        #expect(tally.dailyFigures > 50)
    }

    /// Gives some assets names with markup, entities, a URL, formulas and bidirectional controls.
    static func makeNamesHostile(_ server: TestHTTPServer) {
        server.setRoute("/yahoo/v7/finance/quote") { request in
            .json(
                YahooFixtures.quote(symbols: request.query["symbols"] ?? "")
                    .replacingOccurrences(of: "Apple Inc.", with: #"\u202eAT&amp;T <b>x</b> | =1+1"#)
                    .replacingOccurrences(of: "HSBC Holdings plc", with: "see http://evil.example/x *bold*"))
        }
        server.setRoute("/coingecko/api/v3/coins/markets") { request in
            .json(
                CoinGeckoFixtures.markets(ids: request.query["ids"])
                    .replacingOccurrences(of: #""Bitcoin""#, with: #""\u2066Bitcoin\u2069 &lt;script&gt;""#))
        }
    }

    static func temporaryFolder(_ label: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    // MARK: - Comparing

    /// Whether the column `name` of `kind` is worked out rather than copied from one answer: the
    /// returns from daily closes (coins' come from CoinGecko as they are), the 52-week range of
    /// a Taiwan stock's closes, and the holdings' figures.
    static func isComputed(_ kind: AssetKind, _ name: String) -> Bool {
        if Field<StockSource>.positionFields.contains(where: { $0.key == name }) { return true }
        if kind == .coin { return false }
        return Field<StockSource>.periodReturns.contains(where: { $0.key == name })
            || (kind == .taiwan && name.hasPrefix("week52_"))
    }

    /// Compares every number of the three CSV files in `output` with the answers recorded in
    /// `answers`, and looks for its formatted text in the HTML card and the Markdown row.
    static func compare(output: URL, answers: URL) throws -> Tally {
        let sources = try SourceValues(recordings: answers)
        let html = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        let markdown = try String(contentsOf: output.appendingPathComponent("report.md"), encoding: .utf8)
        var tally = Tally()
        for kind in AssetKind.allCases {
            let data = try Data(contentsOf: output.appendingPathComponent("\(kind.listKey).csv"))
            let rows = try CSVReader.rows(data)
            let header = rows[0]
            let layout = kind.layout
            for row in rows.dropFirst() {
                let id = row[0]
                let card = cardText(html, anchor: anchor(kind, id))
                let line = markdownRow(markdown, symbol: kind == .coin ? row[1] : id)
                let currency: String? =
                    switch kind {
                    case .stock: row[2].isEmpty ? nil : row[2]
                    case .coin: CoinSource.currency
                    case .taiwan: TaiwanSource.currency
                    }
                let context = FieldFormat.Context(
                    currency: CurrencyFormat(code: currency), baseCurrency: usdBase,
                    dates: DateFormatting(timeZone: .gmt), reportDay: nil, labels: .english)
                for (column, name) in header.enumerated() {
                    guard let position = layout.position(ofKey: name),
                        layout.fields[position].format.isNumeric,
                        !row[column].isEmpty
                    else { continue }
                    let place = "\(kind.listKey).csv \(id) \(name)"
                    guard let value = Double(row[column]) else {
                        tally.mismatches.append("\(place): \(row[column]) is not a number")
                        continue
                    }
                    tally.csv += 1
                    if kind == .taiwan, TaiwanField.dailyFigures.contains(where: { $0.key == name }) {
                        tally.dailyFigures += 1
                    }
                    if Self.isComputed(kind, name) {
                        // Worked out from several answers (and the watchlist): PriceHistoryTests,
                        // HoldingTests and BinaryHoldingsTests check the arithmetic.
                    } else if let source = sources.value(kind, id, name) {
                        if source.isNaN {
                            tally.mismatches.append(
                                "\(place): \(value) stands for a placeholder, not a value")
                        } else if !same(value, source) {
                            tally.mismatches.append("\(place): \(value), the answer says \(source)")
                        }
                    } else {
                        tally.mismatches.append("\(place): \(value) has no value in the answers")
                    }
                    let shown = shownText(layout, position, value, context)
                    tally.html += 1
                    if !(card ?? "").contains(Escaping.html.escape(shown)) {
                        tally.mismatches.append("\(place): index.html does not show \(shown)")
                    }
                    if layout.table.contains(where: { shows($0, position) }) {
                        tally.markdown += 1
                        if !(line ?? "").contains(" \(Escaping.markdown.escape(shown)) |") {
                            tally.mismatches.append("\(place): report.md does not show \(shown)")
                        }
                    }
                }
            }
        }
        return tally
    }

    /// The value as the report shows it: a change in percent with its sign, anything else in its
    /// field's format.
    static func shownText(
        _ layout: AssetLayout, _ position: Int, _ value: Double, _ context: FieldFormat.Context
    )
        -> String
    {
        layout.fields[position].format.text(.number(value), in: context)
    }

    static func shows(_ column: AssetLayout.Column, _ position: Int) -> Bool {
        switch column.content {
        case .field(let shown), .change(let shown): shown == position
        default: false
        }
    }

    static func same(_ a: Double, _ b: Double) -> Bool {
        a == b || abs(a - b) <= 1e-9 * max(abs(a), abs(b))
    }

    static func anchor(_ kind: AssetKind, _ id: String) -> String {
        var anchor = kind.rawValue + "-"
        for scalar in id.lowercased().unicodeScalars {
            let kept = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
            anchor.unicodeScalars.append(kept ? scalar : "-")
        }
        return anchor
    }

    /// The card `<article id="anchor">...</article>` of `html`.
    static func cardText(_ html: String, anchor: String) -> Substring? {
        guard let start = html.range(of: "id=\"\(anchor)\"") else { return nil }
        let end =
            html.range(of: "</article>", range: start.upperBound..<html.endIndex)?.lowerBound ?? html.endIndex
        return html[start.lowerBound..<end]
    }

    /// The line of a section table of `markdown` whose first cell is `symbol`, after the movers.
    static func markdownRow(_ markdown: String, symbol: String) -> Substring? {
        let cell = "| \(Escaping.markdown.escape(symbol)) |"
        return markdown.split(separator: "\n").first { $0.hasPrefix(cell) }
    }
}

/// The numbers the providers sent, read from recorded answers, by asset and CSV column; NaN for a
/// placeholder that means "unknown" (an untraded Taiwan day's zeros, CoinGecko's zero market cap,
/// rank or block time), which no CSV field may hold as a number.
struct SourceValues {
    private var values: [String: Double] = [:]

    func value(_ kind: AssetKind, _ id: String, _ column: String) -> Double? {
        values["\(kind.listKey) \(id) \(column)"]
    }

    init(recordings: URL) throws {
        let files =
            FileManager.default.enumerator(at: recordings, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "http" } ?? []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            guard let request = text.split(separator: "\n").first,
                let blank = text.range(of: "\n\n"),
                let json = try? JSONSerialization.jsonObject(with: Data(text[blank.upperBound...].utf8))
            else { continue }
            read(String(request), json)
        }
    }

    private mutating func set(_ kind: AssetKind, _ id: String, _ column: String, _ value: Any?) {
        let number: Double?
        switch value {
        case let value as NSNumber: number = value.doubleValue
        case let text as String:
            number = Double(
                text.trimmingCharacters(in: .whitespaces)
                    .replacingOccurrences(of: ",", with: "").replacingOccurrences(of: "+", with: ""))
        default: number = nil
        }
        if let number { values["\(kind.listKey) \(id) \(column)"] = number }
    }

    private mutating func unknownWhenZero(_ kind: AssetKind, _ id: String, _ column: String) {
        if values["\(kind.listKey) \(id) \(column)"] == 0 { values["\(kind.listKey) \(id) \(column)"] = .nan }
    }

    private mutating func read(_ request: String, _ json: Any) {
        if request.contains("/finance/quote"),
            let results = ((json as? [String: Any])?["quoteResponse"] as? [String: Any])?["result"]
                as? [[String: Any]]
        {
            let keys = [
                "price": "regularMarketPrice", "change": "regularMarketChange",
                "change_percent": "regularMarketChangePercent",
                "previous_close": "regularMarketPreviousClose",
                "open": "regularMarketOpen", "day_high": "regularMarketDayHigh",
                "day_low": "regularMarketDayLow",
                "volume": "regularMarketVolume", "market_cap": "marketCap", "pe_ratio": "trailingPE",
                "eps": "epsTrailingTwelveMonths", "week52_low": "fiftyTwoWeekLow",
                "week52_high": "fiftyTwoWeekHigh",
            ]
            for quote in results {
                guard let symbol = quote["symbol"] as? String else { continue }
                for (column, key) in keys { set(.stock, symbol, column, quote[key]) }
            }
        } else if request.contains("/coins/markets"), let coins = json as? [[String: Any]] {
            let keys = [
                "price": "current_price", "change_24h": "price_change_24h",
                "change_percent_24h": "price_change_percentage_24h", "market_cap": "market_cap",
                "market_cap_change_percent_24h": "market_cap_change_percentage_24h",
                "rank": "market_cap_rank",
                "volume": "total_volume", "high_24h": "high_24h", "low_24h": "low_24h",
                "return_1w": "price_change_percentage_7d_in_currency",
                "return_1m": "price_change_percentage_30d_in_currency",
                "return_1y": "price_change_percentage_1y_in_currency",
            ]
            for coin in coins {
                guard let id = coin["id"] as? String else { continue }
                for (column, key) in keys { set(.coin, id, column, coin[key]) }
                for column in ["market_cap", "rank"] { unknownWhenZero(.coin, id, column) }
            }
        } else if request.contains("/coins/"), let detail = json as? [String: Any],
            let id = detail["id"] as? String
        {
            set(.coin, id, "block_time_minutes", detail["block_time_in_minutes"])
            unknownWhenZero(.coin, id, "block_time_minutes")
        } else if let rows = json as? [[String: Any]] {
            for row in rows {
                readTaiwan(row)
                readTaiwanFigures(row)
            }
        } else if let site = json as? [String: Any] {
            for table in [site] + (site["tables"] as? [[String: Any]] ?? []) { readTaiwanTable(table) }
        }
    }

    /// A row of an exchange's OpenAPI list of daily figures: TPEx's institutional keys spelled
    /// with their spaces, the balances and their change from the day before, the valuation
    /// ratios (of a valuation list, not of the attention list, which has a P/E too), and the
    /// monthly revenue in NT$ (the lists give thousands).
    private mutating func readTaiwanFigures(_ row: [String: Any]) {
        guard let code = (row["公司代號"] ?? row["Code"] ?? row["SecuritiesCompanyCode"]) as? String else {
            return
        }
        let keys = [
            "foreign_net": "ForeignInvestorsInclude MainlandAreaInvestors-Difference",
            "trust_net": "SecuritiesInvestmentTrustCompanies-Difference", "dealer_net": "Dealers-Difference",
            "institutional_net": "TotalDifference", "margin_balance": "MarginPurchaseBalance",
            "short_balance": "ShortSaleBalance", "revenue_mom": "營業收入-上月比較增減(%)",
            "revenue_yoy": "營業收入-去年同月增減(%)",
        ]
        for (column, key) in keys { set(.taiwan, code, column, row[key]) }
        for (column, today, before) in [
            ("margin_change", "MarginPurchaseBalance", "MarginPurchaseBalancePreviousDay"),
            ("short_change", "ShortSaleBalance", "ShortSaleBalancePreviousDay"),
        ] {
            if let now = (row[today] as? String).flatMap(Double.init),
                let then = (row[before] as? String).flatMap(Double.init)
            {
                values["taiwan \(code) \(column)"] = now - then
            }
        }
        if row["PBratio"] != nil || row["PriceBookRatio"] != nil {
            set(.taiwan, code, "pe_ratio", row["PEratio"] ?? row["PriceEarningRatio"])
            set(.taiwan, code, "dividend_yield", row["DividendYield"] ?? row["YieldRatio"])
            set(.taiwan, code, "pb_ratio", row["PBratio"] ?? row["PriceBookRatio"])
        }
        if let revenue = (row["營業收入-當月營收"] as? String).flatMap(Double.init) {
            values["taiwan \(code) revenue"] = revenue * 1_000
        }
    }

    /// A TWSE main-site table, its columns found by name: T86's net buying (the foreign figure
    /// with the foreign dealers'), MI_MARGN's balances (margin's columns first, then short's).
    private mutating func readTaiwanTable(_ table: [String: Any]) {
        guard let fields = table["fields"] as? [String], let rows = table["data"] as? [[Any]] else { return }
        func columns(_ name: String) -> [Int] { fields.indices.filter { fields[$0] == name } }
        func number(_ row: [Any], _ column: Int?) -> Double? {
            guard let column, column < row.count, let text = row[column] as? String else { return nil }
            return Double(text.replacingOccurrences(of: ",", with: ""))
        }
        let code = (columns("證券代號") + columns("代號")).first
        let today = columns("今日餘額")
        let before = columns("前日餘額")
        for row in rows {
            guard let code, let id = (row[code] as? String)?.trimmingCharacters(in: .whitespaces) else {
                continue
            }
            let figures: [(String, [String])] = [
                ("foreign_net", ["外陸資買賣超股數(不含外資自營商)", "外資自營商買賣超股數"]), ("trust_net", ["投信買賣超股數"]),
                ("dealer_net", ["自營商買賣超股數"]), ("institutional_net", ["三大法人買賣超股數"]),
            ]
            for (column, names) in figures where names.allSatisfy({ !columns($0).isEmpty }) {
                values["taiwan \(id) \(column)"] = names.compactMap { number(row, columns($0).first) }.reduce(
                    0, +)
            }
            if today.count == 2, before.count == 2 {
                for (index, name) in ["margin", "short"].enumerated() {
                    guard let now = number(row, today[index]), let then = number(row, before[index]) else {
                        continue
                    }
                    values["taiwan \(id) \(name)_balance"] = now
                    values["taiwan \(id) \(name)_change"] = now - then
                }
            }
        }
    }

    private mutating func readTaiwan(_ row: [String: Any]) {
        guard let code = (row["公司代號"] ?? row["Code"] ?? row["SecuritiesCompanyCode"]) as? String else {
            return
        }
        set(.taiwan, code, "capital", row["實收資本額"] ?? row["Paidin.Capital.NTDollars"])
        if let average = row["Average"], let previous = row["PreviousAveragePrice"] {
            set(.taiwan, code, "close", average)
            set(.taiwan, code, "high", row["Highest"])
            set(.taiwan, code, "low", row["Lowest"])
            set(.taiwan, code, "volume", row["TransactionVolume"])
            if let now = (average as? String).flatMap(Double.init),
                let before = (previous as? String).flatMap(Double.init)
            {
                values["taiwan \(code) change"] = ((now - before) * 10_000).rounded() / 10_000
            }
            return
        }
        let pairs = [
            ("close", ["ClosingPrice", "Close"]), ("change", ["Change"]), ("open", ["OpeningPrice", "Open"]),
            ("high", ["HighestPrice", "High"]), ("low", ["LowestPrice", "Low"]),
            ("volume", ["TradeVolume", "TradingShares"]),
            ("trade_value", ["TradeValue", "TransactionAmount"]),
        ]
        for (column, keys) in pairs {
            if let value = keys.lazy.compactMap({ row[$0] }).first { set(.taiwan, code, column, value) }
        }
        let hasClose = row["ClosingPrice"] != nil || row["Close"] != nil
        if hasClose, (values["taiwan \(code) close"] ?? 0) <= 0 {
            for column in ["close", "change", "open", "high", "low"] {
                values["taiwan \(code) \(column)"] = .nan
            }
        }
    }
}

/// Reads RFC 4180 CSV with its UTF-8 byte order mark, as a spreadsheet does.
enum CSVReader {
    struct Malformed: Error {}

    static func rows(_ data: Data) throws -> [[String]] {
        guard data.starts(with: [0xEF, 0xBB, 0xBF]) else { throw Malformed() }
        let text = String(decoding: data.dropFirst(3), as: UTF8.self)
        var rows: [[String]] = []
        var row: [String] = []
        var field = ""
        var quoted = false
        var characters = text.makeIterator()
        var pending: Character?
        while let character = pending ?? characters.next() {
            pending = nil
            if quoted {
                if character == "\"" {
                    let next = characters.next()
                    if next == "\"" { field.append("\"") } else { quoted = false; pending = next }
                } else {
                    field.append(character)
                }
                continue
            }
            switch character {
            case "\"": quoted = true
            case ",":
                row.append(field)
                field = ""
            case "\r\n", "\n":
                row.append(field)
                rows.append(row)
                row = []
                field = ""
            default: field.append(character)
            }
        }
        return rows
    }
}
