import Foundation
import JSON
import Testing

@testable import MarketReport

/// report.json: every declared field of every asset as raw data, `null` with a reason where a
/// value is missing, readable back by the project's strict JSON reader.
@Suite struct ReportDocumentTests {
    static func document() throws -> JSONObject {
        let file = ReportDocument(model: try ReportModelBuilderTests().build(), labels: .english).file
        #expect(file.name == "report.json")
        #expect(file.contents.last == UInt8(ascii: "\n"))
        guard case .object(let root) = try JSONDocument(parsing: file.contents).root else {
            Issue.record("report.json is not an object")
            return [:]
        }
        return root
    }

    static func object(_ value: JSONValue?) -> JSONObject? {
        if case .object(let object) = value { return object }
        return nil
    }

    static func array(_ value: JSONValue?) -> [JSONValue] {
        if case .array(let elements) = value { return elements }
        return []
    }

    @Test func saysWhatItIsAndWhen() throws {
        let root = try Self.document()
        #expect(root["format"] == .string("market-report"))
        #expect(root["version"]?.numberValue?.literal == "1")
        #expect(root["reportDate"] == .string("2026-12-01"))
        #expect(root["generatedAt"] == .string("2025-12-02T00:00:00Z"))
        let summary = Self.object(root["summary"])
        #expect(Self.object(summary?["counts"])?["stocks"]?.numberValue?.literal == "3")
        #expect(summary?["gapCount"]?.numberValue?.literal == "3")
        #expect(Self.array(root["gaps"]).count == 3)
    }

    /// Every asset has a value for every field its class declares, in declaration order, and the
    /// file lists the declarations: a field added to a declaration needs no change here.
    @Test func everyDeclaredFieldOfEveryAsset() throws {
        let root = try Self.document()
        for kind in AssetKind.allCases {
            let keys = kind.layout.fields.map(\.key)
            let declared = Self.array(Self.object(root["fields"])?[kind.listKey]).compactMap {
                Self.object($0)?["key"]?.stringValue
            }
            #expect(declared == keys, "\(kind)")
            let assets = Self.array(root[kind.listKey])
            #expect(!assets.isEmpty)
            for asset in assets {
                #expect(Self.object(Self.object(asset)?["values"])?.keys == keys, "\(kind)")
            }
        }
    }

    @Test func numbersAreRawAndGapsAreNullWithTheirReason() throws {
        let root = try Self.document()
        let stocks = Self.array(root["stocks"]).compactMap(Self.object)
        let apple = try #require(stocks.first)
        let values = try #require(Self.object(apple["values"]))
        #expect(values["price"]?.numberValue?.literal == "250")
        #expect(values["volume"]?.numberValue?.literal == "5000000000")
        #expect(values["change_percent"]?.numberValue?.literal == "1.01")
        #expect(values["pe_ratio"] == .null)
        #expect(Self.object(apple["missing"])?["pe_ratio"] == .string("not provided"))
        #expect(Self.object(apple["holding"])?["gain"]?.numberValue?.literal == "500")
        #expect(apple["note"] == .string("core"))
        // An asset that was not found: every value null, each with the asset's reason.
        let nope = try #require(stocks.last)
        #expect(nope["status"] == .string("not found"))
        #expect(Self.object(nope["values"])?["price"] == .null)
        #expect(Self.object(nope["missing"])?["price"] == .string("not found"))
        #expect(nope["holding"] == .null)
        let taiwan = try #require(Self.array(root["taiwan"]).first.flatMap(Self.object))
        #expect(Self.object(taiwan["values"])?["date"] == .string("2026-12-01"))
        // Only missing values have a reason.
        for asset in stocks {
            let values = Self.object(asset["values"])?.members ?? []
            let missing = Set(Self.object(asset["missing"])?.keys ?? [])
            #expect(Set(values.filter { $0.value == .null }.map(\.key)) == missing)
        }
    }
}
