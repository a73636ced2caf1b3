import Foundation
import MarketData
import Templating
import Testing

@testable import MarketReport

/// The declarations: every place a field appears names it by key, resolved once; titles are
/// only shown, never looked up.
@Suite struct AssetDeclarationTests {
    static let layouts: [(AssetKind, AssetLayout)] = AssetKind.allCases.map { ($0, $0.layout) }

    @Test func everyKeyIsDeclaredOnce() {
        for (kind, layout) in Self.layouts {
            let keys = layout.fields.map(\.key)
            #expect(Set(keys).count == keys.count, "\(kind)")
            #expect(keys.allSatisfy { key in key.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "_" } })
            let returns = layout.returns.map { layout.fields[$0].key }
            #expect(returns.first == "return_1w" && returns.last == "return_1y", "\(kind)")
            #expect(
                layout.table.compactMap { column -> String? in
                    guard case .change(let position) = column.content else { return nil }
                    return layout.fields[position].key
                }.dropFirst() == returns[...], "\(kind)")
            #expect(layout.holding.map { layout.fields[$0].key } == Position.cardKeys)
            #expect(layout.csvColumns.contains("status"))
            for (position, change) in layout.changes.enumerated() {
                guard let change else { continue }
                #expect(layout.fields[change].format.unit == .percent, "\(layout.fields[position].key)")
            }
        }
    }

    @Test func headlineIsThePriceAndItsChange() {
        #expect(Self.layouts.map { $0.1.fields[$0.1.price].key } == ["price", "price", "close"])
        #expect(
            Self.layouts.map { $0.1.fields[$0.1.change].key } == [
                "change_percent", "change_percent_24h", "change_percent",
            ])
    }

    /// A declaration whose market cap is retitled: the card and the table show the new title with
    /// the same value, because both find the field by key.
    @Test func aRetitledFieldKeepsItsCells() throws {
        let declaration = AssetDeclaration<StockSource>(
            [
                .number("price", "Last", .price, change: "change_percent") { $0.quote?.price },
                .number("change_percent", "Move", .percentChange) { $0.quote?.changePercent },
                .number("market_cap", "Capitalisation", .abbreviatedAmount) { $0.quote?.marketCap },
                .status,
            ],
            headline: (price: "price", change: "change_percent"), overview: ["market_cap", "price"],
            additional: [],
            table: [.symbol("Ticker"), .field("market_cap"), .change("change_percent", title: "%")],
            csv: ["market_cap", "status"])
        var quote = StockQuote(symbol: "AAPL")
        quote.currency = "USD"
        quote.price = 227.63
        quote.changePercent = -1.5
        quote.marketCap = 3_421_500_000_000
        let asset = AssetReport(
            kind: .stock, id: "AAPL", symbol: "AAPL", name: "Apple", currency: CurrencyFormat(code: "USD"),
            fields: declaration.values(of: StockSource(symbol: "AAPL", quote: quote)), position: nil,
            history: [],
            historyPeriod: "", note: nil, gaps: [])
        let element = ReportViewModel.AssetElement(
            asset: asset, layout: declaration.layout, dates: utcDates, hasCard: true, reportDay: nil)
        let cells = try #require(Self.list(element.cells))
        #expect(cells.map { $0["value"]?.text } == ["AAPL", "$3.42Tr", "-1.50%"])
        #expect(cells.map { $0["isChange"]?.text } == ["false", "false", "true"])
        #expect(declaration.layout.table.map(\.title) == ["Ticker", "Capitalisation", "%"])
        #expect(declaration.layout.table.map(\.isNumeric) == [false, true, true])
        let overview = try #require(Self.list(element.statistics(declaration.layout.overview)))
        #expect(overview.map { $0["title"]?.text } == ["Capitalisation", "Last"])
        #expect(overview.map { $0["changeText"]?.text } == ["", "-1.50%"])
        #expect(asset.price == 227.63)
        #expect(asset.changePercent == -1.5)
        #expect(declaration.layout.csvColumns == ["market_cap", "status"])
    }

    @Test func unknownKeysAreCaughtWhenTheDeclarationIsMade() async {
        await #expect(processExitsWith: .failure) {
            _ = AssetDeclaration<StockSource>(
                [.status], headline: (price: "status", change: "status"), overview: ["price"], additional: [],
                table: [], csv: [])
        }
        await #expect(processExitsWith: .failure) {
            _ = AssetDeclaration<StockSource>(
                [.status, .status], headline: (price: "status", change: "status"), overview: [],
                additional: [],
                table: [], csv: [])
        }
    }

    @Test func valuesAreReadByKeyOrPosition() {
        var quote = StockQuote(symbol: "AAPL")
        quote.price = 1.5
        quote.marketState = "REGULAR"
        let values = StockSource.declaration.values(
            of: StockSource(symbol: "aapl", quote: quote, gaps: ["timeout"]))
        let layout = StockSource.declaration.layout
        #expect(values["price"] == .number(1.5))
        #expect(values["symbol"] == .text("aapl"))
        #expect(values["market_state"] == .text("REGULAR"))
        #expect(values["status"] == .text("timeout"))
        #expect(values["no_such_key"] == nil)
        #expect(values["eps"] == .unknown)
        #expect(layout.position(of: "price").map { values[$0] } == .number(1.5))
        #expect(values.values.count == layout.fields.count)
    }

    /// The objects of a lazily made list, made now.
    static func list(_ value: TemplateValue) -> [TemplateValue]? {
        switch value {
        case .list(let items): items
        case .lazyList(let list): list.elements
        default: nil
        }
    }
}
