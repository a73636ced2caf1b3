import Foundation
import MarketData
import Templating
import Testing

@testable import MarketReport

/// The exchanges' daily figures in the report: flags as escaped badges on the card and lines in
/// report.md, the figures in the CSV after the contract's columns, a failed list a gap of its
/// figure only.
@Suite struct TaiwanFiguresReportTests {
    func model(_ edit: (inout MarketSnapshot) -> Void) throws -> ReportModel {
        var snapshot = ReportModelBuilderTests().snapshot()
        edit(&snapshot)
        let list = try ReportModelBuilderTests().watchlist(#"{"taiwan": ["2330"]}"#)
        return ReportModelBuilder(snapshot: snapshot, timeZone: TimeZone(identifier: "UTC")!)
            .build(list, date: "2026-12-01")
    }

    func render(_ model: ReportModel) throws -> [String: String] {
        let files = try ReportTemplates().render(model, formats: [.html, .md, .csv], strict: true)
        return Dictionary(
            uniqueKeysWithValues: files.map { ($0.name, String(decoding: $0.contents, as: UTF8.self)) })
    }

    static let hostileReason = #"<script>x</script> | =1+1 *b*"#

    @Test func flagsAreEscapedBadgesOnTheCardAndLinesInMarkdown() throws {
        let model = try model { snapshot in
            var figures = TaiwanDailyFigures()
            figures.flags = [
                TaiwanTradingFlag(
                    kind: .attention, reason: Self.hostileReason, announced: CalendarDay(iso: "2026-11-30")),
                TaiwanTradingFlag(
                    kind: .disposition, reason: "連續三次 (第一次處置)", announced: CalendarDay(iso: "2026-11-27"),
                    period: CalendarDay(iso: "2026-11-30")!...CalendarDay(iso: "2026-12-11")!),
            ]
            snapshot.taiwanFigures["2330"] = figures
        }
        let files = try render(model)
        let html = try #require(files["index.html"])
        #expect(!html.contains("<script>x"))
        #expect(
            html.contains(
                #"<span class="badge attention"><strong>Attention stock</strong> &lt;script&gt;x&lt;/script&gt; | =1+1 *b* <span class="badge-period">2026-11-30</span></span>"#
            ))
        #expect(
            html.contains(
                #"<span class="badge disposition"><strong>Disposition stock</strong> 連續三次 (第一次處置) <span class="badge-period">2026-11-30 to 2026-12-11</span></span>"#
            ))
        let markdown = try #require(files["report.md"])
        #expect(markdown.contains("- **Disposition stock**: 連續三次 (第一次處置) (2026-11-30 to 2026-12-11)"))
        let badgeLines = markdown.split(separator: "\n").filter { $0.contains("Attention stock") }
        #expect(badgeLines.count == 1 && !markdown.contains("<script>"), "\(badgeLines)")
        let csv = try #require(files["taiwan.csv"])
        #expect(
            csv.contains(",<script>x</script> | =1+1 *b*,2026-11-30,連續三次 (第一次處置),2026-11-30/2026-12-11,\r\n"))
    }

    @Test func theNewColumnsFollowTheContractsLastOne() throws {
        let csv = try #require(try render(model { _ in })["taiwan.csv"])
        let header = try #require(csv.split(separator: "\r\n").first)
        #expect(
            header.hasSuffix(
                "week52_low,week52_high,foreign_net,trust_net,dealer_net,institutional_net,margin_balance,"
                    + "margin_change,short_balance,short_change,pe_ratio,dividend_yield,pb_ratio,revenue_month,"
                    + "revenue,revenue_mom,revenue_yoy,attention,attention_date,disposition,disposition_period,group"
            ))
        #expect(header.dropFirst().hasPrefix("code,name,company_name,market,industry,capital,close,change,"))
    }

    @Test func aFailedListIsAGapOfItsFigureOnly() throws {
        let model = try model { snapshot in
            var figures = TaiwanDailyFigures()
            figures.institutional = TaiwanInstitutionalTrades(
                foreign: 1, investmentTrust: 2, dealers: 3, total: 6)
            snapshot.taiwanFigures["2330"] = figures
            snapshot.problems.append(
                FetchProblem(symbol: "2330", dataset: .valuation, provider: .twse, reason: .timeout))
        }
        let asset = try #require(model.taiwan.first)
        #expect(asset.gaps.contains(Gap(.timeout, part: .valuation)))
        let csv = try #require(try render(model)["taiwan.csv"])
        #expect(csv.contains("valuation: timeout"))
        #expect(csv.contains(",+1,") == false && csv.contains(",1,2,3,6,"))
    }
}
