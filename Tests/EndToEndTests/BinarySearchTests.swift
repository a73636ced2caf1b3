import Foundation
import Testing

/// `market-report search` through the built binary, against the fake Yahoo Finance, TWSE and TPEx.
@Suite struct BinarySearchTests {
    private let run: ProviderRun

    init() throws {
        run = try ProviderRun("binary-search")
    }

    @Test func yahooSearchListsEquitiesAndMarksWatchlistEntries() throws {
        try run.expect(
            ["search", "apple"],
            stdout: """
                SYMBOL  NAME        EXCHANGE  TYPE    WATCHLIST
                AAPL    Apple Inc.  NasdaqGS  EQUITY

                """)
        try run.folder.write(#"{"stocks": ["aapl"]}"#, to: "mine.json")
        try run.expect(
            ["search", "apple", "--watchlist", "mine.json"],
            stdout: """
                SYMBOL  NAME        EXCHANGE  TYPE    WATCHLIST
                AAPL    Apple Inc.  NasdaqGS  EQUITY  yes

                """)
    }

    @Test func allTypesKeepsOptionsToo() throws {
        let result = try run.run(["search", "apple", "--all-types"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[2].hasPrefix("AAPL260619C00200000  AAPL Jun 2026 200.000 call  OPR"))
        #expect(lines[2].hasSuffix("OPTION"))
    }

    @Test func searchAsJSON() throws {
        try run.expect(
            ["search", "micro", "--json"],
            stdout: """
                [
                  {
                    "symbol": "MSFT",
                    "name": "Microsoft Corporation",
                    "exchange": "NasdaqGS",
                    "type": "EQUITY",
                    "onWatchlist": false
                  },
                  {
                    "symbol": "AMD",
                    "name": "Advanced Micro Devices, Inc.",
                    "exchange": "NasdaqGS",
                    "type": "EQUITY",
                    "onWatchlist": false
                  }
                ]

                """)
    }

    @Test func emptyResultIsNotAnError() throws {
        try run.expect(["search", "zzyzx", "labs"], stdout: "No symbols found for \"zzyzx labs\"\n")
        try run.expect(["search", "zzyzx", "--taiwan"], stdout: "No symbols found for \"zzyzx\"\n")
    }

    @Test func serverDownSaysWhyAndExits1() throws {
        let down = run.unreachableEnvironment
        let result = try run.run(["search", "apple"], environment: down)
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("error: could not search Yahoo Finance for \"apple\": cannot reach "))
        #expect(result.stderr.hasSuffix("(connection refused), check the network connection\n"))
        let taiwan = try run.run(["search", "2330", "--taiwan"], environment: down)
        #expect(taiwan.status == 1)
        #expect(taiwan.stdout == "")
        #expect(
            taiwan.stderr
                == "error: could not fetch the Taiwan company directory (unreachable: connection refused), "
                + "check the network connection and try again\n")
    }

    @Test func badWatchlistIsBadInput() throws {
        try run.folder.write("{\"stocks\": [", to: "watchlist.json")
        let result = try run.run(["search", "apple"])
        #expect(result.status == 65)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("error: watchlist.json:1:"))
    }
}

/// The edges of `search`: a blank query, and equities wanted where only other types match.
@Suite struct BinarySearchEdgeTests {
    private let run: ProviderRun

    init() throws {
        run = try ProviderRun("binary-search-edges")
    }

    @Test(arguments: [["search", " "], ["search", "", "  "], ["search", "--taiwan", "\t"]])
    func aBlankQueryIsAUsageError(arguments: [String]) throws {
        try run.expect(
            arguments, status: 64, stdout: "",
            stderr:
                "error: bad QUERY: the query is blank, in 'market-report search', correct it and run again\n")
    }

    @Test func onlyOtherTypesSayWhatAllTypesWouldShow() throws {
        try run.expect(
            ["search", "spdr"],
            stdout:
                "No equities found for \"spdr\"; 2 other results (ETF, OPTION): add --all-types to see them\n"
        )
        try run.expect(
            ["search", "spdr", "--json"], stdout: "[]\n",
            stderr: "warning: no equities found for \"spdr\"; 2 other results (ETF, OPTION): "
                + "add --all-types to see them\n")
        let all = try run.run(["search", "spdr", "--all-types"])
        #expect(all.status == 0)
        #expect(all.stdout.contains("SPY "))
    }
}
