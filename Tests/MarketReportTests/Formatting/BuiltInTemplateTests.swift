import Foundation
import Testing

@testable import MarketReport

/// Properties of the built-in templates that no renderer would notice when broken.
@Suite struct BuiltInTemplateTests {
    @Test(arguments: [
        "stocks.csv.mustache", "coins.csv.mustache", "taiwan.csv.mustache", "_csv.csv.mustache",
    ])
    func csvTemplatesUseCRLF(name: String) throws {
        let bytes = Array(try #require(EmbeddedResources.templates[name]).utf8)
        #expect(bytes.last == 10)
        for (index, byte) in bytes.enumerated() where byte == 10 {
            #expect(index > 0 && bytes[index - 1] == 13, "a line of \(name) ends without \\r\\n")
        }
    }

    /// Without assets each CSV file is its header alone: the declared columns, in order.
    @Test func emptyCSVFilesHoldTheDeclaredHeader() throws {
        let model = ReportModel(
            date: "2026-12-01", fetchedAt: Date(timeIntervalSince1970: 0),
            timeZone: TimeZone(identifier: "UTC")!,
            stocks: [], coins: [], taiwan: [])
        let files = try ReportTemplates().render(model, formats: [.csv], strict: true)
        let text = Dictionary(
            uniqueKeysWithValues: files.map { ($0.name, String(decoding: $0.contents, as: UTF8.self)) })
        for kind in AssetKind.allCases {
            let header = "\u{FEFF}" + kind.layout.csvColumns.joined(separator: ",") + "\r\n"
            #expect(text["\(kind.listKey).csv"] == header)
        }
    }

    @Test func pageIsSelfContained() throws {
        let page = try #require(EmbeddedResources.templates["index.html.mustache"])
        #expect(
            page.contains(
                "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
                    + "style-src 'unsafe-inline'; img-src data:\">"))
        for forbidden in ["<script", "<link", "src=\"http", "href=\"http", "@import", "url("] {
            let style = EmbeddedResources.templates["_style.html.mustache"] ?? ""
            #expect(!page.contains(forbidden) && !style.contains(forbidden), "\(forbidden)")
        }
    }

    @Test(arguments: ["_statistic.html.mustache", "_change.html.mustache", "_change-text.md.mustache"])
    func inlinePartialsHaveNoFinalNewline(name: String) throws {
        let partial = try #require(EmbeddedResources.templates[name])
        #expect(!partial.hasSuffix("\n"))
    }
}
