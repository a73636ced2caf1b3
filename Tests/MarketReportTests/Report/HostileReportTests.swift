import Foundation
import MarketData
import Testing

@testable import MarketReport

/// The five report files rendered from data an attacker could control (names, notes and
/// algorithms with markup, formulas, pipes, line breaks, CJK, emoji) and from answers with
/// every optional field missing: compared with golden files, and checked for what must never
/// appear. Set `MARKET_REPORT_UPDATE_GOLDEN=1` to rewrite the golden files after a deliberate change.
@Suite struct HostileReportTests {
    static let hostileNames = [
        "<script>alert(1)</script>", "\"><img src=x onerror=alert(1)>", "=HYPERLINK(\"http://x\",\"y\")",
        "a|b \\ c", "line one\nline two\r\nthree", "台積電 🚀 👨‍👩‍👧 🇹🇼", "+1 -2 @SUM(A1)",
        "AT&T &amp; &lt;b&gt;", "see http://evil.example/x, www.evil.example or me@evil.example",
        "\u{202E}=1+1 \u{2066}evil\u{2069}",
    ]

    static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "Fixtures/golden/hostile")

    static func model() throws -> ReportModel {
        var quotes: [String: StockQuote] = [:]
        var stocks: [String] = []
        for (index, name) in hostileNames.enumerated() {
            var quote = StockQuote(symbol: "X\(index)")
            quote.longName = name
            quote.currency = "USD"
            quote.price = 10 + Double(index)
            quote.changePercent = Double(index) - 3
            quote.fullExchangeName = name
            quote.marketState = name
            quotes[quote.symbol] = quote
            stocks.append("\"X\(index)\"")
        }
        quotes["EMPTY"] = StockQuote(symbol: "EMPTY")
        var coin = CoinMarket(id: "evil")
        coin.name = hostileNames[0]
        coin.symbol = hostileNames[2]
        var detail = CoinDetail(id: "evil")
        detail.hashingAlgorithm = hostileNames[1]
        var company = TaiwanCompany(code: "9999", market: .emerging)
        company.name = "富味鄉\u{202E}"
        company.companyName = hostileNames[3]
        let snapshot = MarketSnapshot(
            quotes: quotes, coinMarkets: ["evil": coin, "nulls": CoinMarket(id: "nulls")],
            coinDetails: ["evil": detail],
            taiwanCompanies: ["9999": company],
            problems: [FetchProblem(symbol: "GONE", dataset: .quote, provider: .yahoo, reason: .notFound)],
            fetchedAt: Date(timeIntervalSince1970: 1_764_624_600))
        let note =
            #"{"symbol": "EMPTY", "note": "=cmd|' /C calc'!A0 <b>bold</b> | pipe\nnext", "quantity": 3}"#
        let json =
            #"{"stocks": [\#(stocks.joined(separator: ", ")), \#(note), "GONE"], "coins": ["evil", "nulls"], "taiwan": ["9999"]}"#
        let watchlist = try Watchlist(json: Data(json.utf8), file: "hostile.json")
        return ReportModelBuilder(snapshot: snapshot, timeZone: TimeZone(identifier: "Asia/Taipei")!)
            .build(watchlist, date: "2026-12-01")
    }

    static func rendered() throws -> [String: String] {
        let files = try ReportTemplates().render(model(), formats: Set(ReportFormat.allCases), strict: true)
        return Dictionary(
            uniqueKeysWithValues: files.map { ($0.name, String(decoding: $0.contents, as: UTF8.self)) })
    }

    @Test func matchesTheGoldenFiles() throws {
        let files = try Self.rendered()
        #expect(files.keys.sorted() == ["coins.csv", "index.html", "report.md", "stocks.csv", "taiwan.csv"])
        if ProcessInfo.processInfo.environment["MARKET_REPORT_UPDATE_GOLDEN"] != nil {
            try FileManager.default.createDirectory(at: Self.goldenFolder, withIntermediateDirectories: true)
            for (name, text) in files {
                try Data(text.utf8).write(to: Self.goldenFolder.appendingPathComponent(name))
            }
        }
        for (name, text) in files {
            let golden = FileManager.default.contents(
                atPath: Self.goldenFolder.appendingPathComponent(name).path)
            #expect(
                golden.map { String(decoding: $0, as: UTF8.self) } == text,
                "\(name) differs from its golden file")
        }
    }

    @Test func htmlNeverCarriesMarkupFromTheData() throws {
        let html = try #require(try Self.rendered()["index.html"])
        #expect(!html.contains("<script"))
        #expect(!html.contains("<img"))
        #expect(!html.contains("<b>"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"))
        #expect(html.contains("台積電 🚀 👨‍👩‍👧 🇹🇼"))
    }

    /// No bidirectional control reaches any file, so a name cannot reverse the code beside it,
    /// and one starting a value cannot hide a formula from the CSV guard.
    @Test func bidiControlsNeverReachAFile() throws {
        for (name, text) in try Self.rendered() {
            #expect(!text.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) }, "\(name)")
            #expect(!text.unicodeScalars.contains { (0x2066...0x2069).contains($0.value) }, "\(name)")
        }
        let files = try Self.rendered()
        #expect(files["taiwan.csv"]?.contains("\r\n9999,富味鄉,") == true)
        #expect(files["stocks.csv"]?.contains(",'=1+1 evil,") == true)
        #expect(
            files["index.html"]?.contains(#">9999</a><span class="sub" lang="zh-Hant">富味鄉</span>"#) == true)
    }

    /// Entity-like text reads the same in HTML and Markdown, and no URL or address in the data
    /// becomes a link in a GFM renderer.
    @Test func entitiesAndLinksStayText() throws {
        let files = try Self.rendered()
        let html = try #require(files["index.html"])
        let markdown = try #require(files["report.md"])
        #expect(html.contains("AT&amp;T &amp;amp; &amp;lt;b&amp;gt;"))
        #expect(markdown.contains("AT&T \\&amp; \\&lt;b\\&gt;"))
        #expect(
            markdown.contains("see http\\://evil.example/x, www\\.evil.example or me@\u{2060}evil.example"))
        #expect(!markdown.contains("<br>"))
        #expect(markdown.contains("line one line two three"))
    }

    @Test func markdownRowsKeepTheirWidth() throws {
        let markdown = try #require(try Self.rendered()["report.md"])
        #expect(!markdown.contains("<script"))
        var width: Int?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("|") else {
                width = nil
                continue
            }
            let cells = Self.unescapedPipes(in: line) - 1
            if let width { #expect(cells == width, "\(line)") } else { width = cells }
        }
    }

    @Test func csvGuardsFormulasAndQuotesFields() throws {
        let files = try Self.rendered()
        let stocks = try #require(files["stocks.csv"])
        #expect(stocks.contains(#""'=HYPERLINK(""http://x"",""y"")""#))
        #expect(stocks.contains("\"line one\nline two\r\nthree\""))
        #expect(stocks.contains("'+1 -2 @SUM(A1)"))
        #expect(!stocks.contains(",=HYPERLINK"))
        let coins = try #require(files["coins.csv"])
        #expect(coins.contains("'=HYPERLINK"))
        #expect(coins.contains("\r\nnulls,nulls,nulls,,,,,,,,,,,,,no price,"))
        #expect(files["taiwan.csv"]?.contains("taiwan quote") == false)
    }

    /// Every CSV file starts with the UTF-8 byte order mark, once, and HTML and Markdown have none.
    @Test func csvFilesStartWithAByteOrderMark() throws {
        let files = try ReportTemplates().render(
            try Self.model(), formats: Set(ReportFormat.allCases), strict: true)
        for file in files {
            let hasMark = file.contents.starts(with: [0xEF, 0xBB, 0xBF])
            #expect(hasMark == file.name.hasSuffix(".csv"), "\(file.name)")
            #expect(!file.contents.dropFirst(3).starts(with: [0xEF, 0xBB, 0xBF]), "\(file.name)")
        }
    }

    static func unescapedPipes(in line: Substring) -> Int {
        var count = 0
        var escaped = false
        for character in line {
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "|" {
                count += 1
            }
        }
        return count
    }
}
