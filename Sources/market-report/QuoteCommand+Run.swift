import ArgumentParsing
import JSON
import MarketData
import MarketReport

extension QuoteCommand {
    /// Fetches and prints the quotes; exit 0 when at least one was found, 1 when none was.
    static func run(_ arguments: ParsedArguments, settings: ProviderSettings, context: CommandContext)
        async throws -> ExitCode
    {
        let kind = WatchlistCommand.kind(arguments)
        let identifiers = try WatchlistCommand.identifiers(symbols, in: arguments, kind: kind)
        let rows = await QuoteLookup(service: try settings.service()).rows(for: identifiers, kind: kind)
        let found = rows.filter(\.isFound)
        if arguments[json] {
            context.output.write(JSONWriter.prettyPrinted(.array(rows.map { .object(json($0)) })))
        } else if !found.isEmpty {
            context.output.write(table(found, style: context.outputStyle))
        }
        guard !found.isEmpty else { throw failure(rows, kind: kind) }
        for row in rows where !row.isFound {
            context.warn(missing(row, kind: kind))
        }
        return .success
    }

    /// The found rows as aligned columns: `AAPL  231.42 USD  +2.90 (+1.27%)  Apple Inc.`; a row
    /// without a price shows its status instead.
    static func table(_ rows: [QuoteRow], style: Style) -> String {
        let plain = CurrencyFormat(code: nil)
        let table = TextTable(
            header: [], alignments: [.left, .right, .left, .right],
            rows: rows.map { row in
                guard row.price != nil else {
                    return [row.symbol, NumberFormatting.missing, "", row.status, row.name ?? ""]
                }
                let change =
                    row.changeNote
                    ?? "\(plain.signedPrice(row.change)) (\(NumberFormatting.percentChange(row.changePercent)))"
                return [row.symbol, plain.price(row.price), row.currency ?? "", change, row.name ?? ""]
            })
        return table.render(style: style) { index, column, text in
            guard column == 3, rows[index].price != nil else { return text }
            switch NumberFormatting.direction(ofChange: rows[index].changePercent ?? rows[index].change) {
            case .up: return style.green(text)
            case .down: return style.red(text)
            case .flat: return text
            }
        }
    }

    /// One row for `--json`: symbol, name, price, currency, change, changePercent, changeNote, status.
    static func json(_ row: QuoteRow) -> JSONObject {
        [
            "symbol": .string(row.symbol), "name": .optional(row.name), "price": .optional(row.price),
            "currency": .optional(row.currency), "change": .optional(row.change),
            "changePercent": .optional(row.changePercent), "changeNote": .optional(row.changeNote),
            "status": .string(row.status),
        ]
    }

    /// The warning for a symbol without a quote.
    static func missing(_ row: QuoteRow, kind: AssetKind) -> String {
        guard let failure = row.failure, failure != .notFound, failure != .delisted else {
            return "\(row.symbol) \(row.failure?.reason ?? "not found"), check the \(kind.identifierNoun) "
                + "or \(kind.lookupHint(for: row.symbol))"
        }
        return "no quote for \(row.symbol) (\(failure))"
    }

    /// The error when no symbol has a quote: the symbols not found, or why the provider failed.
    static func failure(_ rows: [QuoteRow], kind: AssetKind) -> CommandFailure {
        if let failure = rows.lazy.compactMap(\.failure).first(where: { $0 != .notFound && $0 != .delisted })
        {
            return CommandFailure(
                "could not fetch quotes (\(failure)), check the network connection and try again",
                exitCode: .failure)
        }
        let symbols = rows.map(\.symbol)
        return CommandFailure(
            "no quote found for \(WatchlistCommand.joined(symbols)), check the \(kind.identifierNoun) or "
                + kind.lookupHint(for: symbols.count == 1 ? symbols[0] : "QUERY"), exitCode: .failure)
    }
}
