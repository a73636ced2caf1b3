import Foundation
import MarketData
import Templating
import Testing

@testable import MarketReport

/// The titles and values of a statistics list, for comparing whole lists at once.
func rows(_ statistics: [Statistic]) -> [String] {
    statistics.map { statistic in
        "\(statistic.title): \(statistic.value)"
            + (statistic.percentageChange.map { " (\(NumberFormatting.percentChange($0)))" } ?? "")
    }
}

/// Formats in UTC.
let utcDates = DateFormatting(timeZone: TimeZone(identifier: "UTC")!)
/// The base currency of the tests' reports.
let usdBase = CurrencyFormat(code: "USD")

/// The card of one asset: its overview and additional statistics, read through `declaration`.
func card<Source>(_ declaration: AssetDeclaration<Source>, _ source: Source, currency: String?)
    -> (overview: [Statistic], additional: [Statistic])
{
    let values = declaration.values(of: source)
    let context = FieldFormat.Context(
        currency: CurrencyFormat(code: currency), baseCurrency: usdBase, dates: utcDates, reportDay: nil,
        labels: .english)
    return (
        values.statistics(at: declaration.layout.overview, in: context),
        values.statistics(at: declaration.layout.additional, in: context)
    )
}

@Suite struct StatisticTests {
    @Test func markers() {
        #expect(Direction.allCases.map(\.marker) == ["▲", "▼", ""])
    }

    @Test func everythingMissingReadsNotAvailable() {
        let cards = [
            card(StockSource.declaration, StockSource(symbol: "X", quote: nil), currency: nil),
            card(
                StockSource.declaration, StockSource(symbol: "X", quote: StockQuote(symbol: "X")),
                currency: nil),
            card(CoinSource.declaration, CoinSource(id: "x", market: nil, detail: nil), currency: "USD"),
            card(
                TaiwanSource.declaration, TaiwanSource(code: "1", company: nil, quote: nil), currency: "TWD"),
        ]
        for card in cards {
            #expect(card.overview.count == 4)
            #expect(!card.additional.isEmpty)
            for statistic in card.overview + card.additional {
                #expect(statistic.value == "n/a", "\(statistic.title)")
                #expect(statistic.percentageChange == nil, "\(statistic.title)")
            }
        }
    }
}

extension AssetValues {
    /// The value of the field with `key`, when the layout declares one.
    subscript(key: String) -> FieldValue? { layout.position(ofKey: key).map { values[$0] } }
}

extension TemplateList {
    /// Every element, made now.
    var elements: [TemplateValue] { (0..<count).map { self[$0] } }
}
