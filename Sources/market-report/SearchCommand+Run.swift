import ArgumentParsing
import JSON
import MarketData
import MarketReport

extension SearchCommand {
    /// Runs the search and prints the results; an unreachable provider exits 1, a blank query 64.
    static func run(_ arguments: ParsedArguments, settings: ProviderSettings, context: CommandContext)
        async throws -> ExitCode
    {
        let text = arguments[query].joined(separator: " ")
        guard text.contains(where: { !$0.isWhitespace }) else {
            throw UsageError.invalidArgument(
                query.spec.name, problem: "the query is blank", in: arguments.commandName)
        }
        let watchlist = try WatchlistCommand.file(arguments, context).loadIfPresent()
        let service = try settings.service()
        let output = ResultPrinter(query: text, json: arguments[json], context: context)
        if arguments[taiwan] {
            let market = arguments[market]
            let companies = try await taiwanCompanies(
                text, market: market, service: service, context: context)
            output.print(TaiwanResultFormat(companies: companies, watchlist: watchlist))
            return .success
        }
        let results: [SymbolSearchResult]
        do {
            results = try await service.yahoo.search(text)
        } catch {
            throw CommandFailure(
                "could not search Yahoo Finance for \"\(text)\": \(error)", exitCode: .failure)
        }
        let shown = arguments[allTypes] ? results : results.filter(\.isEquity)
        output.print(
            YahooResultFormat(results: shown, watchlist: watchlist), hidden: shown.isEmpty ? results : [])
        return .success
    }

    /// The directory companies matching `query`; markets whose directory failed are warned
    /// about, and it is an error when every market searched failed.
    static func taiwanCompanies(
        _ query: String, market: TaiwanMarket?, service: MarketDataService, context: CommandContext
    ) async throws(CommandFailure) -> [TaiwanCompany] {
        let directory = await service.taiwan.directory()
        let searched = market.map { [$0] } ?? TaiwanMarket.allCases
        let failed = searched.filter { directory.failures[$0] != nil }
        if failed.count == searched.count, let failure = directory.failures[failed[0]] {
            throw CommandFailure(
                "could not fetch the Taiwan company directory (\(failure)), check the network connection "
                    + "and try again", exitCode: .failure)
        }
        for market in failed {
            if let failure = directory.failures[market] {
                context.warn(
                    "the \(market.displayName) company directory could not be fetched (\(failure)), "
                        + "results may be incomplete")
            }
        }
        return TaiwanDirectorySearch(companies: directory.companies).matches(query, market: market)
    }
}

/// Prints search results as a table or JSON, or the line saying there are none.
private struct ResultPrinter {
    let query: String
    let json: Bool
    let context: CommandContext

    /// Prints `format`'s results; `hidden` are results of other types than equities, when the
    /// search found nothing else, so the user learns that `--all-types` would show them.
    func print(_ format: some SearchResultFormat, hidden: [SymbolSearchResult] = []) {
        if json {
            context.output.write(JSONWriter.prettyPrinted(.array(format.jsonObjects.map { .object($0) })))
            if !hidden.isEmpty { context.warn("no equities found for \"\(query)\"; \(otherTypes(hidden))") }
        } else if !format.isEmpty {
            context.output.write(format.table.render(style: context.outputStyle))
        } else if hidden.isEmpty {
            context.print("No symbols found for \"\(query)\"")
        } else {
            context.print("No equities found for \"\(query)\"; \(otherTypes(hidden))")
        }
    }

    /// `2 other results (ETF, INDEX): add --all-types to see them`.
    private func otherTypes(_ results: [SymbolSearchResult]) -> String {
        var types: [String] = []
        for type in results.map({ $0.quoteType ?? "unknown type" }) where !types.contains(type) {
            types.append(type)
        }
        return "\(Counting.phrase(results.count, "other result")) (\(types.joined(separator: ", "))): "
            + "add --all-types to see \(results.count == 1 ? "it" : "them")"
    }
}
