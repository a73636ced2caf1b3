import Foundation
import JSON
import MarketData
import Testing

@testable import MarketReport

/// The catalogs of other languages than English: complete, chosen by locale, laid over English,
/// with one text for a count in a language without plural forms, and their own dates.
@Suite struct LocaleCatalogTests {
    /// Every text of a catalog file by its dotted key, a count's plural forms as one entry
    /// (`summary.gap` -> `one: gap` / `other: gaps`), in the file's order.
    static func entries(_ locale: String) throws -> [(key: String, forms: [(form: String, text: String)])] {
        let text = try #require(LabelCatalog.builtInSources[locale])
        let document = try JSONDocument(parsing: Array(text.utf8))
        var entries: [(key: String, forms: [(form: String, text: String)])] = []
        func walk(_ value: JSONValue, _ key: String) {
            switch value {
            case .string(let text): entries.append((key, [("", text)]))
            case .object(let object) where LabelCatalog.isPlural(object):
                entries.append((key, object.members.map { ($0.key, $0.value.stringValue ?? "") }))
            case .object(let object):
                for member in object.members {
                    walk(member.value, key.isEmpty ? member.key : key + "." + member.key)
                }
            default: break
            }
        }
        walk(document.root, "")
        return entries
    }

    /// The `{placeholders}` of `text`.
    static func placeholders(_ text: String) -> Set<String> {
        var names = Set<String>()
        var rest = text[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.insert(String(rest[open...close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    static let locales = LabelCatalog.builtInSources.keys.filter { $0 != LabelCatalog.defaultLocale }.sorted()

    @Test func zhTWIsBuiltIn() {
        #expect(Self.locales.contains("zh-TW"))
    }

    /// A shipped catalog has every text English has, no other, with the same placeholders, so
    /// nothing of it falls back to English.
    @Test(arguments: locales)
    func aShippedCatalogHasEveryKeyOfTheEnglishOne(locale: String) throws {
        let english = try Self.entries("en")
        let translated = try Self.entries(locale)
        let englishKeys = english.map(\.key)
        let translatedKeys = translated.map(\.key)
        #expect(Set(englishKeys).subtracting(translatedKeys).sorted() == [], "missing in \(locale).json")
        #expect(Set(translatedKeys).subtracting(englishKeys).sorted() == [], "not in en.json")
        let texts = Dictionary(uniqueKeysWithValues: translated.map { ($0.key, $0.forms) })
        for entry in english {
            guard let forms = texts[entry.key] else { continue }
            let wanted = Set(entry.forms.flatMap { Self.placeholders($0.text) })
            for form in forms {
                #expect(Self.placeholders(form.text) == wanted, "\(locale) \(entry.key) \(form.form)")
                #expect(
                    !form.text.isEmpty || entry.forms.allSatisfy(\.text.isEmpty), "\(locale) \(entry.key)")
            }
        }
        let catalog = try #require(LabelCatalog.builtIn(locale))
        #expect(catalog.locale == locale && catalog[.datePattern] != "" && catalog["locale"] == locale)
    }

    @Test func zhTWSpeaksTaiwansTerms() throws {
        let catalog = try #require(LabelCatalog.builtIn("zh-TW"))
        #expect(catalog["report.language_tag"] == "zh-Hant-TW")
        #expect(catalog["fields.stock.pe_ratio"] == "本益比")
        #expect(catalog["fields.stock.dividend_yield"].hasPrefix("殖利率"))
        #expect(catalog["fields.stock.volume"] == "成交量")
        #expect(catalog["fields.stock.change_percent"] == "漲跌幅")
        #expect(catalog["gaps.exchange_notes.除權息"] == "除權息")
        #expect(catalog["values.price_basis.average"].hasPrefix("均價"))
        #expect(catalog["values.industry.24"] == "半導體業")
        // Mainland terms are not Taiwan's: 数据/數據 (資料), 信息 (資訊), 默认 (預設), 币种/幣種 (幣別).
        let all = try Self.entries("zh-TW").flatMap(\.forms).map(\.text).joined(separator: "\n")
        for mainland in ["數據", "数据", "信息", "默認", "默认", "幣種", "币种", "視頻", "軟件", "質量"] {
            #expect(!all.contains(mainland), "\(mainland)")
        }
        #expect(all.contains("資料") && all.contains("幣別"))
    }

    @Test func aLanguageWithoutPluralFormsHasOneTextForEveryCount() throws {
        let catalog = try #require(LabelCatalog.builtIn("zh-TW"))
        #expect(catalog.count(.holdingCount, 1) == "1 筆持股")
        #expect(catalog.count(.holdingCount, 3) == "3 筆持股")
        #expect(catalog.count(.gapCount, 1) == "筆缺漏")
        #expect(catalog.count(.gapCount, 0) == "筆缺漏")
        #expect(catalog.count(.alertsStillOn, 2) == "2 項警示仍在觸發中：")
    }

    /// A text laid over plural forms replaces them as a whole, and plural forms a text.
    @Test func oneTextAndPluralFormsReplaceEachOther() throws {
        let single = try LabelCatalog(
            locale: "xx", json: Array(#"{"summary": {"holding_count": "{count} x"}}"#.utf8), file: "xx.json",
            over: .english)
        #expect(single.count(.holdingCount, 1) == "1 x" && single.count(.holdingCount, 2) == "2 x")
        let forms = try LabelCatalog(
            locale: "yy", json: Array(#"{"summary": {"holding_count": {"other": "{count} y"}}}"#.utf8),
            file: "yy.json", over: single)
        #expect(forms.count(.holdingCount, 1) == "1 y" && !forms.has("summary.holding_count"))
        #expect(LabelCatalog.english.count(.holdingCount, 1) == "1 holding")
    }

    @Test(arguments: [
        (
            #"{"report": {"up_color": "blue"}}"#,
            #"1:25: "report.up_color" must be "green" or "red", not "blue""#
        ),
        (
            #"{"report": {"date_pattern": "{yaer}/{month}/{day}"}}"#,
            #"1:29: "report.date_pattern" must have {year}, {month} and {day}, found "{yaer}/{month}/{day}""#
        ),
    ])
    func aBadSettingNamesItsPlace(json: String, message: String) {
        #expect {
            try LabelCatalog(locale: "xx", json: Array(json.utf8), file: "locales/xx.json", over: .english)
        } throws: { error in
            "\(error)" == "locales/xx.json:\(message), fix the catalog or remove it to use the built-in one"
        }
    }

    @Test func theDayPatternWritesTheDaysPeopleReadOnly() throws {
        let dates = DateFormatting(
            timeZone: try #require(TimeZone(identifier: "Asia/Taipei")), dayPattern: "{year}/{month}/{day}")
        let instant = Date(timeIntervalSince1970: 1_796_221_805)
        #expect(dates.displayDateTime(instant) == "2026/12/02 22:30 UTC+8")
        #expect(dates.displayDay(try #require(CalendarDay(iso: "2026-03-04"))) == "2026/03/04")
        #expect(dates.isoDate(instant) == "2026-12-02")
        #expect(dates.iso8601(instant) == "2026-12-02T22:30:05+08:00")
        let spelled = DateFormatting(timeZone: .gmt, dayPattern: "{day}.{month}.{year} {x}")
        #expect(spelled.displayDay(try #require(CalendarDay(iso: "2026-03-04"))) == "04.03.2026 {x}")
    }

    @Test func aLocaleIsFoundInAnyCaseAndAnUnknownOneListsTheKnown() throws {
        #expect(try ReportTemplates(locale: "zh-tw").labels.locale == "zh-TW")
        #expect(try ReportTemplates().labels.locale == "en")
        #expect(throws: UnknownLocaleError(locale: "fr", available: ["en", "zh-TW"])) {
            try ReportTemplates(locale: "fr")
        }
        #expect(
            "\(UnknownLocaleError(locale: "fr", available: ["en", "zh-TW"]))"
                == #"--locale "fr": no label catalog for it (available: en, zh-TW), use one of them or "#
                + "copy locales/en.json to locales/fr.json in a --templates folder")
    }

    /// A language added as a file of the templates folder is chosen by its name, and what it
    /// leaves out reads in English; a file of a built-in language is laid over it.
    @Test func aCatalogFileOfTheTemplatesFolderAddsALanguage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "locales-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("locales"), withIntermediateDirectories: true)
        try Data(#"{"report": {"title": "Rapport", "up_color": "red"}}"#.utf8)
            .write(to: folder.appendingPathComponent("locales/fr.json"))
        try Data(#"{"report": {"title": "行情"}}"#.utf8).write(
            to: folder.appendingPathComponent("locales/zh-TW.json"))
        let french = try ReportTemplates(overrides: folder, locale: "fr").labels
        #expect(french[.reportTitle] == "Rapport" && french["sections.summary"] == "Summary")
        #expect(french[.upColor] == "red")
        let chinese = try ReportTemplates(overrides: folder, locale: "zh-TW").labels
        #expect(chinese[.reportTitle] == "行情" && chinese["sections.summary"] == "摘要")
        #expect(throws: UnknownLocaleError(locale: "de", available: ["en", "fr", "zh-TW"])) {
            try ReportTemplates(overrides: folder, locale: "de")
        }
    }

    /// Sentences are joined with a space, but Chinese runs on after a full-width stop.
    @Test func sentencesJoinAsTheLanguageJoinsThem() {
        #expect(LabelCatalog.joining(["One.", "", "Two."]) == "One. Two.")
        #expect(LabelCatalog.joining(["一。", "二！", "三？", "^GSPC。"]) == "一。二！三？^GSPC。")
        #expect(LabelCatalog.joining(["持股市值：$1", "見 "]) == "持股市值：$1 見 ")
    }
}
