import Foundation
import MarketData
import Testing

@testable import MarketReport

/// The sample report in Traditional Chinese (`--locale zh-TW`): no English word is left on the page
/// or in report.md but the data's own (symbols, codes, names, notes, currency codes, provider
/// names) and the units numbers are written with; dates read `2026/12/01`; a rise is red.
@Suite struct ZhTWSampleReportTests {
    /// The sample rendered in `locale` into a new folder: its files by name, and its model.
    static func sample(locale: String, upColor: UpColor? = nil, archive: Bool = false) async throws -> (
        files: [String: String], model: ReportModel
    ) {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "zh-TW-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        var options = ReportOptions.sample(writingTo: output)
        options.formats = [.html, .md, .csv, .json]
        options.locale = locale
        options.upColor = upColor
        options.archive = archive
        let outcome = try await ReportPipeline(options: options).run()
        var files: [String: String] = [:]
        for name in outcome.written.written {
            files[name] = try String(contentsOf: output.appendingPathComponent(name), encoding: .utf8)
        }
        return (files, outcome.model)
    }

    /// The words of the data the report shows as they are: every asset's (and removed asset's) id,
    /// symbol, name, note and currency code, the exchange and hashing algorithm the providers
    /// send, the providers' names, and what numbers are written with (currency symbols, `K`,
    /// `M`, `Bn`, `Tr`, the `UTC` of a time).
    static func allowedWords(_ model: ReportModel) -> Set<Substring> {
        var texts: [String] = MarketDataProvider.allCases.map(\.displayName)
        texts +=
            Abbreviation.allCases.map(\.suffix) + [
                DateFormatting(timeZone: model.timeZone).zoneName(at: .now)
            ]
        // The exchange and hashing algorithm as the provider sends them, the user's own group names.
        let sentAsIs = [
            StockField.exchange.key, CoinField.hashingAlgorithm.key, Field<StockSource>.group.key,
        ]
        for asset in model.allAssets {
            texts += [asset.id, asset.symbol, asset.name, asset.note ?? "", asset.currency.code ?? ""]
            texts += [asset.currency.symbol, asset.currency.major.symbol, asset.currency.totalCode ?? ""]
            for (position, field) in asset.fields.layout.fields.enumerated()
            where sentAsIs.contains(field.key) {
                texts.append(asset.fields[position].text ?? "")
            }
        }
        for removed in model.sincePrevious?.removed ?? [] {
            texts += [removed.id, removed.symbol ?? "", removed.name ?? ""]
        }
        texts.append(model.portfolio.baseCurrency)
        return Set(texts.flatMap(latinWords))
    }

    /// The runs of Latin letters of `text`.
    static func latinWords(_ text: String) -> [Substring] {
        text.split { !($0.isASCII && $0.isLetter) }
    }

    /// What a reader of the page reads: its text outside `<style>` and `<code>` (commands), and
    /// the `aria-label`, `title` and `alt` texts.
    static func readableText(ofPage html: String) -> String {
        var page = html
        for element in ["style", "code"] {
            while let open = page.range(of: "<\(element)"),
                let close = page.range(of: "</\(element)>", range: open.upperBound..<page.endIndex)
            {
                page.removeSubrange(open.lowerBound..<close.upperBound)
            }
        }
        var read: [Substring] = []
        var rest = page[...]
        while let open = rest.firstIndex(of: "<"), let close = rest[open...].firstIndex(of: ">") {
            read.append(rest[..<open])
            let tag = rest[open...close]
            for attribute in ["aria-label=\"", "title=\"", "alt=\""] {
                if let start = tag.range(of: " " + attribute),
                    let end = tag[start.upperBound...].firstIndex(of: "\"")
                {
                    read.append(tag[start.upperBound..<end])
                }
            }
            rest = rest[rest.index(after: close)...]
        }
        read.append(rest)
        return read.joined(separator: " ").replacingOccurrences(of: "&amp;", with: "&")
    }

    /// Markdown without its code spans (commands), its HTML tags (`<details>`) and the targets
    /// of its links and images (`(portfolio.svg)`).
    static func readableText(ofMarkdown markdown: String) -> String {
        let text = markdown.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined(separator: " ")
        return text.replacing(#/<[^>\n]*>|\]\([^)\n]*\)/#, with: " ")
    }

    @Test func noEnglishWordIsLeftButTheDatas() async throws {
        let (files, model) = try await Self.sample(locale: "zh-TW")
        let allowed = Self.allowedWords(model)
        let page = try #require(files["index.html"])
        let markdown = try #require(files["report.md"])
        for (name, text) in [
            ("index.html", Self.readableText(ofPage: page)),
            ("report.md", Self.readableText(ofMarkdown: markdown)),
        ] {
            let left = Set(Self.latinWords(text)).subtracting(allowed)
            #expect(left.sorted() == [], "English words left in \(name)")
            #expect(text.contains("漲跌幅") && text.contains("成交量") && text.contains("本益比"), "\(name)")
        }
        // The allow-list is the data's: the English report is full of words it does not allow.
        let (english, _) = try await Self.sample(locale: "en")
        let englishLeft = Set(
            Self.latinWords(Self.readableText(ofMarkdown: try #require(english["report.md"])))
        )
        .subtracting(allowed)
        #expect(englishLeft.isSuperset(of: ["Summary", "Price", "Volume", "Gaps", "holdings"]))
    }

    @Test func datesLanguageAndColourAreTaiwans() async throws {
        let (files, _) = try await Self.sample(locale: "zh-TW")
        let page = try #require(files["index.html"])
        let markdown = try #require(files["report.md"])
        #expect(page.contains(#"<html lang="zh-Hant-TW" class="up-red">"#))
        #expect(page.contains(#"<h1>市場報告 <span class="date">2026/12/01</span></h1>"#))
        #expect(
            page.contains(#"<time datetime="2026-12-01">2026/12/01</time>"#), "a time's datetime stays ISO")
        #expect(markdown.hasPrefix("# 市場報告 – 2026/12/01\n"))
        #expect(markdown.contains("對照的報告日期 2026/11/30."))
        #expect(!page.contains("2026-12-01 ") && !markdown.contains("2026-11-30"), "no ISO day is shown")
        // The contract stays English: the CSV headers and report.json's keys and codes.
        let (english, _) = try await Self.sample(locale: "en")
        for name in ["stocks.csv", "coins.csv", "taiwan.csv"] {
            #expect(files[name] == english[name], "\(name)")
        }
        let json = try #require(files["report.json"])
        #expect(json.contains(#""reportDate": "2026-12-01""#) && json.contains(#""title": "市場報告""#))
        #expect(json.contains(#""status": "no trades""#))
        #expect(try #require(english["index.html"]).contains(#"<html lang="en" class="up-green">"#))
        let greenChinese = try await Self.sample(locale: "zh-TW", upColor: .green).files
        #expect(
            try #require(greenChinese["index.html"]).contains(#"<html lang="zh-Hant-TW" class="up-green">"#))
    }

    @Test func theArchiveIndexIsInTheCatalogsWords() async throws {
        let (files, _) = try await Self.sample(locale: "zh-TW", archive: true)
        let index = try #require(files["archive/index.md"])
        #expect(
            index
                == "# 報告封存\n\n| 日期 | 儀表板 | 報告 |\n| --- | --- | --- |\n"
                + "| 2026/12/01 | [index.html](2026-12-01/index.html) | [report.md](2026-12-01/report.md) |\n"
        )
    }

    /// The page's colours of a rise and a fall are custom properties that `up-red` swaps, and
    /// the page names a Traditional Chinese face for Han text.
    @Test func theStyleSwapsTheColoursAndNamesTraditionalChineseFaces() throws {
        let style = try #require(ReportTemplates.builtInSources["_style.html.mustache"])
        #expect(style.contains(":root.up-red { --up: var(--red); --down: var(--green); }"))
        #expect(
            style.contains(".chg.up { color: var(--up); }")
                && style.contains(".spark.up path { stroke: var(--up); }"))
        let rule = try #require(style.split(separator: "\n").first { $0.hasPrefix("[lang]:lang(zh-Hant)") })
        for face in ["\"PingFang TC\"", "\"Noto Sans CJK TC\"", "\"Microsoft JhengHei\""] {
            #expect(rule.contains(face), "\(face)")
        }
    }
}
