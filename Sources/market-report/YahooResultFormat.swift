import ArgumentParsing
import JSON
import MarketData
import MarketReport

/// Yahoo Finance search results: symbol, name, exchange, type and whether each is on the watchlist.
struct YahooResultFormat: SearchResultFormat {
    let results: [SymbolSearchResult]
    let watchlist: Watchlist

    var isEmpty: Bool { results.isEmpty }

    var table: TextTable {
        TextTable(
            header: ["SYMBOL", "NAME", "EXCHANGE", "TYPE", "WATCHLIST"], alignments: [],
            rows: results.map { result in
                [
                    result.symbol, name(result), exchange(result), result.quoteType ?? "",
                    onWatchlist(result) ? "yes" : "",
                ]
            })
    }

    var jsonObjects: [JSONObject] {
        results.map { result in
            [
                "symbol": .string(result.symbol), "name": .optional(result.longName ?? result.shortName),
                "exchange": .optional(result.exchangeDisplay ?? result.exchange),
                "type": .optional(result.quoteType), "onWatchlist": .bool(onWatchlist(result)),
            ]
        }
    }

    private func name(_ result: SymbolSearchResult) -> String { result.longName ?? result.shortName ?? "" }

    private func exchange(_ result: SymbolSearchResult) -> String {
        result.exchangeDisplay ?? result.exchange ?? ""
    }

    private func onWatchlist(_ result: SymbolSearchResult) -> Bool {
        watchlist.contains(result.symbol, kind: .stock)
    }
}
