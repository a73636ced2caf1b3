import Foundation
import JSON
import MarketData
import Testing

@testable import MarketReport

/// The label catalog: every text the report shows comes from it, and it has a text for each.
@Suite struct LabelCatalogTests {
    static let english = LabelCatalog.english

    /// The keys of every leaf of the built-in English catalog file.
    static func catalogKeys() throws -> Set<String> {
        let text = try #require(LabelCatalog.builtInSources["en"])
        let document = try JSONDocument(parsing: Array(text.utf8))
        var keys = Set<String>()
        func walk(_ value: JSONValue, _ prefix: String) {
            guard case .object(let object) = value else {
                keys.insert(prefix)
                return
            }
            for member in object.members {
                walk(member.value, prefix.isEmpty ? member.key : prefix + "." + member.key)
            }
        }
        walk(document.root, "")
        return keys
    }

    /// The `labels.KEY` each built-in template reads.
    static func templateKeys() -> Set<String> {
        var keys = Set<String>()
        for text in ReportTemplates.builtInSources.values {
            var rest = text[...]
            while let range = rest.range(of: "{{labels.") {
                let tail = rest[range.upperBound...]
                let end = tail.firstIndex(of: "}") ?? tail.endIndex
                keys.insert(String(tail[..<end]))
                rest = tail[end...]
            }
        }
        return keys
    }

    /// The keys the code makes from fields, columns, gaps and values.
    static func madeKeys() -> Set<String> {
        var keys = Set<String>()
        for kind in AssetKind.allCases {
            let layout = kind.layout
            keys.formUnion(["sections.\(kind.rawValue)", "sections.none_\(kind.rawValue)"])
            for position in layout.fields.indices {
                let key = layout.fields[position].key
                let own = "fields.\(layout.labelGroup).\(key)"
                keys.insert(english.has(own) ? own : "fields.all.\(key)")
            }
            for column in layout.table {
                switch column.content {
                case .symbol: keys.insert("columns.\(layout.labelGroup).symbol")
                case .field(let position), .change(let position):
                    keys.insert("columns.\(layout.labelGroup).\(layout.fields[position].key)")
                default: break
                }
            }
        }
        for part in MarketDataset.allCases {
            keys.insert("gaps.parts." + part.rawValue.replacingOccurrences(of: " ", with: "_"))
        }
        for reason in allReasons { keys.insert("gaps.reasons.\(reason.name)") }
        for note in ["除息", "除權", "除權息"] { keys.insert("gaps.exchange_notes.\(note)") }
        for state in ["pre", "regular", "post", "closed"] { keys.insert("values.market_state.\(state)") }
        for board in TaiwanMarket.allCases { keys.insert("values.board.\(board.rawValue)") }
        for flag in TaiwanTradingFlag.Kind.allCases { keys.insert("card.flags.\(flag.rawValue)") }
        for basis in ["close", "average"] { keys.insert("values.price_basis.\(basis)") }
        for code in TaiwanIndustry.codes { keys.insert("values.industry.\(code)") }
        for qualifier in [ChangeQualifier.day, .hours24, .postMarket, .profitLoss] {
            keys.insert("qualifiers.\(qualifier.rawValue)")
        }
        keys.formUnion(["locale", "language"])
        return keys
    }

    static let allReasons: [Gap.Reason] = [
        .notFound, .delisted, .rateLimited, .timeout, .unauthorized, .httpStatus(500), .badResponse,
        .unreachable,
        .tooLarge, .notCached, .notRecorded, .noData, .noPriceHistory, .noPrice, .noTrades,
        .exchangeNote("x"),
    ]

    @Test func everyLabelTheCodeAsksForIsInTheCatalog() throws {
        let keys = try Self.catalogKeys()
        for label in Label.allCases {
            let plural = keys.contains(label.rawValue + ".one") && keys.contains(label.rawValue + ".other")
            #expect(keys.contains(label.rawValue) || plural, "\(label.rawValue)")
        }
        for key in Self.templateKeys() { #expect(keys.contains(key), "a template reads labels.\(key)") }
        // A column without a text of its own reads the field's title: only those that have one count.
        for key in Self.madeKeys() where !key.hasPrefix("columns.") {
            #expect(keys.contains(key), "\(key)")
        }
    }

    /// No text of the catalog goes unread: each is a label, a template's or one the code makes.
    @Test func everyTextOfTheCatalogIsShownSomewhere() throws {
        let used = Set(Label.allCases.map(\.rawValue)).union(Self.templateKeys()).union(Self.madeKeys())
        for key in try Self.catalogKeys() {
            let base =
                key.hasSuffix(".one") || key.hasSuffix(".other")
                ? String(key[..<key.lastIndex(of: ".")!]) : key
            #expect(used.contains(key) || used.contains(base), "\(key) is never shown")
        }
    }

    @Test func gapsReadInTheCatalogsWords() throws {
        #expect(Self.english.gapText(Gap(.timeout, part: .sparkline)) == "sparkline: timeout")
        #expect(Self.english.gapText(Gap(.httpStatus(503), part: .coinDetail)) == "coin detail: http 503")
        #expect(Self.english.gapText(Gap(.exchangeNote("除息"))) == "change: 除息 (ex-dividend)")
        #expect(Self.english.gapText(Gap(.exchangeNote("注意"))) == "change: 注意")
        #expect(Self.english.status([]) == "ok")
        #expect(
            Self.english.status([Gap(.noTrades), Gap(.badResponse, part: .sparkline)])
                == "no trades; sparkline: bad response")
        let reworded = try LabelCatalog(
            locale: "en", json: Array(#"{"gaps": {"reasons": {"timeout": "no answer in time"}}}"#.utf8),
            file: "en.json",
            over: Self.english)
        #expect(reworded.gapText(Gap(.timeout, part: .sparkline)) == "sparkline: no answer in time")
        #expect(
            Gap(.timeout, part: .sparkline).code == "sparkline: timeout", "the stable code does not change")
    }

    /// The English page names an industry as the CSV does.
    @Test func industriesReadAsTheCSVNamesThem() {
        for code in TaiwanIndustry.codes {
            #expect(
                Self.english.value("industry", code) == TaiwanIndustry.englishName(forCode: code), "\(code)")
            let name = TaiwanIndustry.englishName(forCode: code) ?? ""
            #expect(TaiwanIndustry.code(forEnglishName: name) == code)
        }
    }

    @Test func pluralsAndPlaceholders() {
        #expect(Self.english.count(.holdingCount, 1) == "1 holding")
        #expect(Self.english.count(.holdingCount, 3) == "3 holdings")
        #expect(Self.english.count(.gapCount, 1) == "gap")
        #expect(Self.english.text(.total, ["currency": "TWD"]) == "Total (TWD)")
        #expect(LabelCatalog.fill("{a} and {b} and {c}", ["a": "1", "b": "{a}"]) == "1 and {a} and {c}")
    }

    @Test(arguments: [
        (
            #"{"sections": {"summary": 12}}"#,
            "1:25: \"sections.summary\" must be a text or an object of texts, not a number"
        ),
        (#"["not", "an object"]"#, "1:1: a catalog must be a JSON object"),
        ("{\"report\": {\n  \"title\": \"x\",\n}}", "3:1: expected a key in double quotes"),
    ])
    func aBadCatalogNamesItsPlace(json: String, message: String) {
        #expect {
            try LabelCatalog(
                locale: "en", json: Array(json.utf8), file: "custom/locales/en.json", over: .english)
        } throws: { error in
            let text = String(describing: error)
            return text.hasPrefix("custom/locales/en.json:")
                && text.contains(message.split(separator: ":", maxSplits: 2).last!)
                && text.hasSuffix("fix the catalog or remove it to use the built-in one")
        }
    }
}
