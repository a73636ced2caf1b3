import Testing

@testable import MarketReport

/// Properties of the built-in templates that no renderer would notice when broken.
@Suite struct BuiltInTemplateTests {
    @Test(arguments: [
        (
            "stocks.csv.mustache",
            "symbol,name,currency,price,change,change_percent,previous_close,open,day_high,day_low,volume,"
                + "market_cap,pe_ratio,eps,week52_low,week52_high,market_state,market_time,status"
        ),
        (
            "coins.csv.mustache",
            "id,symbol,name,price,change_24h,change_percent_24h,market_cap,market_cap_change_percent_24h,rank,"
                + "volume,high_24h,low_24h,block_time_minutes,hashing_algorithm,last_updated,status"
        ),
        (
            "taiwan.csv.mustache",
            "code,name,company_name,market,industry,capital,close,change,open,high,low,volume,trade_value,date,status"
        ),
    ])
    func csvTemplatesUseCRLFAndTheContractHeader(name: String, header: String) throws {
        let template = try #require(EmbeddedResources.templates[name])
        let bytes = Array(template.utf8)
        #expect(bytes.last == 10)
        for (index, byte) in bytes.enumerated() where byte == 10 {
            #expect(index > 0 && bytes[index - 1] == 13, "a line of \(name) ends without \\r\\n")
        }
        let lines = template.split(separator: "\r\n", omittingEmptySubsequences: false)
        #expect(lines.first.map(String.init) == header)
        let columns = header.split(separator: ",").map(String.init)
        let row = try #require(lines.count > 2 ? String(lines[2]) : nil)
        #expect(row.split(separator: ",").count == columns.count)
        for column in columns {
            #expect(
                row.contains("{{\(column)}}") || row.contains("{{{\(column)}}}"), "\(name) lacks \(column)")
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
