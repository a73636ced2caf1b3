import JSON
import MarketData
import MarketReport

extension SearchCommand {
    /// Runs the search and prints the results; an unreachable provider exits 1.
    static func run(_ options: Options, settings: ProviderSettings, context: CommandContext) async throws
        -> ExitCode
    {
        let watchlist = try WatchlistFile(path: options.watchlist, relativeTo: context.currentDirectory)
            .loadIfPresent()
        let service = try settings.service()
        if options.taiwan {
            let market = options.market.flatMap(TaiwanMarket.init(rawValue:))
            let companies = try await taiwanCompanies(
                options.query, market: market, service: service, context: context)
            return print(companies, query: options.query, json: options.json, context: context) {
                TaiwanResultFormat(companies: $0, watchlist: watchlist)
            }
        }
        let results: [SymbolSearchResult]
        do {
            results = try await service.yahoo.search(options.query, equityOnly: !options.allTypes)
        } catch {
            throw CommandFailure(
                "could not search Yahoo Finance for \"\(options.query)\": \(error)", exitCode: .failure)
        }
        return print(results, query: options.query, json: options.json, context: context) {
            YahooResultFormat(results: $0, watchlist: watchlist)
        }
    }

    /// Prints `results` as a table or JSON, or the no-result line.
    private static func print<Result, Format: SearchResultFormat>(
        _ results: [Result], query: String, json: Bool, context: CommandContext, format: ([Result]) -> Format
    ) -> ExitCode {
        if json {
            context.output.write(
                JSONWriter.prettyPrinted(.array(format(results).jsonObjects.map { .object($0) })))
        } else if results.isEmpty {
            context.print("No symbols found for \"\(query)\"")
        } else {
            context.output.write(format(results).table.render(style: context.outputStyle))
        }
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
        return TaiwanDirectorySearch(directory: directory).matches(query, market: market)
    }
}
