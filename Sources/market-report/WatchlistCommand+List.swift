import ArgumentParsing
import MarketReport

extension WatchlistCommand {
    /// `--json` of `watchlist list`.
    static let listJSON: Option<Bool> = .flag(
        "json", help: "Print the watchlist file's normalized JSON instead of a table.")

    /// `watchlist list [--json]`: the entries as a table, or the normalized file.
    static let list = Command(
        name: "list", summary: "Show the watchlist.", options: [watchlist, listJSON]
    ) { arguments, context in
        let file = file(arguments, context)
        let watchlist = try file.load()
        if arguments[listJSON] {
            context.output.write(watchlist.jsonText)
        } else if watchlist.isEmpty {
            context.print(
                "\(file.displayName) is empty; add symbols with 'market-report watchlist add SYMBOL'")
        } else {
            context.output.write(table(watchlist, style: context.outputStyle))
        }
        return .success
    }

    /// The entries as aligned columns: kind, symbol, quantity, cost, group, note.
    static func table(_ watchlist: Watchlist, style: Style) -> String {
        let header = ["KIND", "SYMBOL", "QUANTITY", "COST", "GROUP", "NOTE"]
        let rows = watchlist.allEntries.map { entry in
            [
                entry.kind.rawValue, entry.identifier,
                entry[field: "quantity"]?.numberValue?.literal ?? "",
                entry[field: "cost"]?.numberValue?.literal ?? "",
                entry.group ?? "",
                (entry.note ?? "").split(whereSeparator: \.isNewline).joined(separator: " "),
            ].map(TerminalText.escaped)
        }
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            let padded = cells.enumerated().map { column, cell in
                column == cells.count - 1
                    ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
            }
            return String(padded.joined(separator: "  ").reversed().drop { $0 == " " }.reversed())
        }
        return ([style.bold(line(header))] + rows.map(line)).joined(separator: "\n") + "\n"
    }
}
