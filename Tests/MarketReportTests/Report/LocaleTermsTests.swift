import Foundation
import Testing

@testable import MarketReport

/// `docs/zh-TW-terms.md`, the table of every catalog text in English and in Traditional Chinese
/// for Taiwan, made from the two catalogs: kept current by this test (set
/// `MARKET_REPORT_UPDATE_GOLDEN=1` to rewrite it).
@Suite struct LocaleTermsTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/zh-TW-terms.md")

    /// The table of `locale` beside English, one row per key of the English catalog in its order.
    static func table(_ locale: String) throws -> String {
        let english = try LocaleCatalogTests.entries("en")
        let translated = Dictionary(
            uniqueKeysWithValues: try LocaleCatalogTests.entries(locale).map { ($0.key, $0.forms) })
        let language = try #require(LabelCatalog.builtIn(locale))["language"]
        var text = """
            # \(locale) terms

            Every text of the label catalog in English (`Templates/locales/en.json`) and in \(language)
            (`Templates/locales/\(locale).json`), by key, in the English catalog's order. A count's plural
            forms are given as `one:` and `other:`; a language without plural forms has one text. Made
            from the two catalogs by `MARKET_REPORT_UPDATE_GOLDEN=1 swift test --filter LocaleTermsTests`,
            which checks that it is current.

            | key | English | \(language) |
            | --- | --- | --- |

            """
        for entry in english {
            text += "| `\(entry.key)` | \(cell(entry.forms)) | \(cell(translated[entry.key] ?? [])) |\n"
        }
        return text
    }

    /// The forms of a text in one table cell, Markdown's special characters escaped.
    static func cell(_ forms: [(form: String, text: String)]) -> String {
        forms.map { ($0.form.isEmpty ? "" : "\($0.form): ") + escaped($0.text) }.joined(separator: "; ")
    }

    static func escaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if "\\|*_<>[]`".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped.isEmpty ? "(empty)" : escaped
    }

    @Test func theTermsTableIsCurrent() throws {
        let text = try Self.table("zh-TW")
        if ProcessInfo.processInfo.environment["MARKET_REPORT_UPDATE_GOLDEN"] != nil {
            try Data(text.utf8).write(to: Self.file)
        }
        let committed = try String(contentsOf: Self.file, encoding: .utf8)
        #expect(committed == text, "docs/zh-TW-terms.md differs from the catalogs")
        #expect(text.contains("| `fields.stock.pe_ratio` | P/E | 本益比 |"))
        #expect(text.contains("| `summary.gap` | one: gap; other: gaps | 筆缺漏 |"))
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| `") }
        #expect(rows.count == (try LocaleCatalogTests.entries("en")).count)
    }
}
