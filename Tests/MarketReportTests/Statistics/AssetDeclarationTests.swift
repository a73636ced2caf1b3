import Foundation
import MarketData
import Templating
import Testing

@testable import MarketReport

/// The declarations: every place a field appears names it by its handle, resolved once; titles
/// are only shown, never looked up.
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
            #expect(
                layout.holding.map { layout.fields[$0].key }
                    == Field<StockSource>.cardPositionFields.map(\.key))
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

    /// Each role the report's other parts ask for is held by the field that means it, in every
    /// class that has one.
    @Test func rolesFindTheirFields() {
        func key(_ kind: AssetKind, _ role: FieldRole) -> String? {
            kind.layout.position(of: role).map { kind.layout.fields[$0].key }
        }
        #expect(AssetKind.allCases.map { key($0, .yearHigh) } == ["week52_high", nil, "week52_high"])
        #expect(AssetKind.allCases.map { key($0, .yearLow) } == ["week52_low", nil, "week52_low"])
        #expect(AssetKind.allCases.map { key($0, .tradingDay) } == [nil, nil, "date"])
        #expect(AssetKind.allCases.map { key($0, .quoteTime) } == ["market_time", "last_updated", nil])
        #expect(AssetKind.allCases.allSatisfy { key($0, .baseValue) == "value_base" })
        #expect(AssetKind.allCases.allSatisfy { key($0, .quantity) == "quantity" })
        #expect(AssetKind.allCases.allSatisfy { key($0, .status) == "status" })
    }

    /// A catalog that retitles the market cap, the price and a column: the card and the table
    /// show the new titles with the same values, because both find the field by its handle, and
    /// the texts the catalog leaves out are the built-in ones.
    @Test func aRetitledFieldKeepsItsCells() throws {
        let labels = try LabelCatalog(
            locale: "en",
            json: Array(
                #"{"fields": {"stock": {"market_cap": "Capitalisation", "price": "Last"}}, "columns": {"stock": {"change_percent": "%"}, "symbol": "Ticker"}}"#
                    .utf8),
            file: "en.json", over: .english)
        let declaration = AssetDeclaration<StockSource>(
            labels: "stock", [StockField.price, StockField.changePercent, StockField.marketCap, .status],
            headline: (price: StockField.price, change: StockField.changePercent),
            overview: [StockField.marketCap, StockField.price], additional: [],
            table: [.symbol, .field(StockField.marketCap), .change(StockField.changePercent), .status],
            csv: [StockField.marketCap, .status])
        var quote = StockQuote(symbol: "AAPL")
        quote.currency = "USD"
        quote.price = 227.63
        quote.changePercent = -1.5
        quote.marketCap = 3_421_500_000_000
        let asset = AssetReport(
            kind: .stock, id: "AAPL", symbol: "AAPL", name: "Apple", currency: CurrencyFormat(code: "USD"),
            fields: declaration.values(of: StockSource(symbol: "AAPL", quote: quote)), position: nil,
            history: [], historyPeriod: nil, note: nil, gaps: [])
        let element = ReportViewModel.AssetElement(
            asset: asset, layout: declaration.layout, dates: utcDates, hasCard: true, reportDay: nil,
            base: usdBase,
            labels: labels)
        let cells = try #require(Self.list(element.cells))
        #expect(cells.map { $0["value"]?.text } == ["AAPL", "$3.42Tr", "-1.50%", "ok"])
        #expect(cells.map { $0["isChange"]?.text } == ["false", "false", "true", "false"])
        let layout = declaration.layout
        #expect(
            layout.table.map { labels.columnTitle($0, of: layout) } == [
                "Ticker", "Capitalisation", "%", "Status",
            ])
        #expect(layout.table.map(\.isNumeric) == [false, true, true, false])
        let overview = try #require(Self.list(element.statistics(layout.overview)))
        #expect(overview.map { $0["title"]?.text } == ["Capitalisation", "Last"])
        #expect(overview.map { $0["changeText"]?.text } == ["", "-1.50%"])
        #expect(overview.map { $0["changeLabel"]?.text } == ["", "1D"])
        #expect(asset.price == 227.63)
        #expect(asset.changePercent == -1.5)
        #expect(layout.csvColumns == ["market_cap", "status"])
    }

    /// A field placed on the card, in the table or the CSV file but left out of the list of
    /// fields is added after them, once, with the field its change is read from: no place can
    /// name a field the layout does not have.
    @Test func aPlacedFieldMissingFromTheListIsAddedOnce() {
        let declaration = AssetDeclaration<StockSource>(
            labels: "stock", [.status], headline: (price: StockField.price, change: StockField.changePercent),
            overview: [StockField.marketCap, StockField.price], additional: [StockField.marketCap],
            table: [.field(StockField.volume)], csv: [StockField.volume, StockField.price])
        #expect(
            declaration.layout.fields.map { $0.key } == [
                "status", "price", "change_percent", "market_cap", "volume",
            ])
        #expect(declaration.layout.changes[1] == 2)
        #expect(declaration.layout.overview == [3, 1])
        #expect(declaration.layout.csv == [4, 1])
        #expect(declaration.position(of: StockField.eps) == nil)
    }

    @Test func valuesAreReadByRoleOrPosition() {
        var quote = StockQuote(symbol: "AAPL")
        quote.price = 1.5
        quote.marketState = "REGULAR"
        quote.fiftyTwoWeekHigh = 2
        let declaration = StockSource.declaration
        let values = declaration.values(of: StockSource(symbol: "aapl", quote: quote, gaps: ["timeout"]))
        #expect(values[.price] == .number(1.5))
        #expect(values[.yearHigh] == .number(2))
        #expect(values[.tradingDay] == nil)
        #expect(declaration.position(of: StockField.symbol).map { values[$0] } == .text("aapl"))
        #expect(declaration.position(of: StockField.marketState).map { values[$0] } == .text("REGULAR"))
        #expect(values[.status] == .text("timeout"))
        #expect(declaration.position(of: StockField.eps).map { values[$0] } == .unknown)
        #expect(values.values.count == declaration.layout.fields.count)
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
